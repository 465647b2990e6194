/** The map-shaped config sections: `namespaces`, `engines`, `customPredicates` (docs/config.md). */
import { report } from '../diagnostics/report.js';
import { configInvalidSchema } from '../diagnostics/codes/config/invalid-schema.js';
import { configRefusedPattern } from '../diagnostics/codes/config/refused-pattern.js';
import { configUnknownField } from '../diagnostics/codes/config/unknown-field.js';
import { closestCandidate } from '../common/closest-candidate.js';
import type { Plain } from '../common/yaml/plain.js';
import { isMapping } from '../common/yaml/plain.js';
import { checkSchema } from './compile-schema.js';
import {
  APPLIES_VALUES,
  CUSTOM_PREDICATE_ENTRY_FIELDS,
  ENGINE_ENTRY_FIELDS,
  MERGE_MODES,
  NAMESPACE_ENTRY_FIELDS,
} from './fields.js';
import type { ConfigContext } from './load-config.js';
import type { CustomPredicateConfig, EngineConfig, JsonSchema, NamespaceConfig } from './types.js';

function entries(section: string, raw: Plain | undefined, ctx: ConfigContext): [string, Plain][] {
  if (raw === undefined || raw === null) return [];
  if (!isMapping(raw)) {
    ctx.wrong([section], 'mapping', raw);
    return [];
  }
  return Object.entries(raw);
}

/** A schema that compiles, or `{}` (accepts anything) with `config.invalid-schema`. */
function schemaAt(
  raw: Plain | undefined,
  owner: string,
  path: (string | number)[],
  ctx: ConfigContext,
): JsonSchema | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (typeof raw !== 'boolean' && !isMapping(raw)) {
    ctx.wrong(path, 'mapping', raw);
    return undefined;
  }
  const schema = (typeof raw === 'boolean' ? (raw ? {} : { not: {} }) : raw) as JsonSchema;
  const check = checkSchema(schema);
  if (check.ok) return schema;
  const refused = check.refused;
  if (refused) {
    const { pattern, construct, part } = refused;
    ctx.out.push(report(configRefusedPattern, ctx.at(path), { owner, pattern, construct, part }));
  } else ctx.out.push(report(configInvalidSchema, ctx.at(path), { owner, reason: check.reason }));
  return {};
}

function oneOf<T extends string>(
  raw: Plain | undefined,
  allowed: readonly T[],
  fallback: T,
  path: (string | number)[],
  ctx: ConfigContext,
): T {
  if (raw === undefined || raw === null) return fallback;
  if (typeof raw === 'string' && (allowed as readonly string[]).includes(raw)) return raw as T;
  ctx.wrong(path, allowed.map((a) => '`' + a + '`').join(', '), raw);
  return fallback;
}

/** Keys of an entry mapping that the entry does not have: `config.unknown-field`, closest key suggested. */
function unknownKeys(
  v: { readonly [key: string]: Plain },
  known: readonly string[],
  path: string[],
  ctx: ConfigContext,
): void {
  for (const key of Object.keys(v)) {
    if (known.includes(key)) continue;
    const suggestion = closestCandidate(key, known);
    ctx.out.push(
      report(
        configUnknownField,
        ctx.at([...path, key], 'key'),
        { field: [...path, key].join('.'), suggestion },
        suggestion ? { suggestion } : {},
      ),
    );
  }
}

function description(raw: Plain | undefined, path: (string | number)[], ctx: ConfigContext): { description?: string } {
  if (raw === undefined || raw === null) return {};
  if (typeof raw === 'string') return { description: raw };
  ctx.wrong(path, 'string', raw);
  return {};
}

export function readNamespaces(raw: Plain | undefined, ctx: ConfigContext): NamespaceConfig[] {
  return entries('namespaces', raw, ctx).flatMap(([name, v]) => {
    const p = ['namespaces', name];
    if (!isMapping(v)) {
      ctx.wrong(p, 'mapping', v);
      return [];
    }
    unknownKeys(v, NAMESPACE_ENTRY_FIELDS, p, ctx);
    const schema = v['schema'] === undefined ? undefined : schemaAt(v['schema'], name, [...p, 'schema'], ctx);
    if (v['schema'] === undefined) ctx.wrong([...p, 'schema'], 'mapping', undefined);
    return [
      {
        name,
        schema: schema ?? {},
        merge: oneOf(v['merge'], MERGE_MODES, 'deep', [...p, 'merge'], ctx),
        applies: oneOf(v['applies'], APPLIES_VALUES, 'live', [...p, 'applies'], ctx),
        ...description(v['description'], [...p, 'description'], ctx),
      },
    ];
  });
}

export function readEngines(raw: Plain | undefined, ctx: ConfigContext): EngineConfig[] {
  return entries('engines', raw, ctx).flatMap(([id, v]): EngineConfig[] => {
    const p = ['engines', id];
    if (typeof v === 'boolean') return [{ id, enabled: v }];
    if (v === null) return [{ id, enabled: true }];
    if (!isMapping(v)) {
      ctx.wrong(p, 'mapping', v);
      return [];
    }
    unknownKeys(v, ENGINE_ENTRY_FIELDS, p, ctx);
    let enabled = true;
    if (typeof v['enabled'] === 'boolean') enabled = v['enabled'];
    else if (v['enabled'] !== undefined && v['enabled'] !== null) ctx.wrong([...p, 'enabled'], 'boolean', v['enabled']);
    const configSchema = schemaAt(v['config'], `engines.${id}`, [...p, 'config'], ctx);
    return [{ id, enabled, ...(configSchema ? { configSchema } : {}) }];
  });
}

export function readCustomPredicates(raw: Plain | undefined, ctx: ConfigContext): CustomPredicateConfig[] {
  return entries('customPredicates', raw, ctx).flatMap(([id, v]): CustomPredicateConfig[] => {
    const p = ['customPredicates', id];
    if (typeof v === 'boolean') return [{ id, preview: v }];
    if (v === null) return [{ id, preview: false }];
    if (!isMapping(v)) {
      ctx.wrong(p, 'mapping', v);
      return [];
    }
    unknownKeys(v, CUSTOM_PREDICATE_ENTRY_FIELDS, p, ctx);
    let preview = false;
    if (typeof v['preview'] === 'boolean') preview = v['preview'];
    else if (v['preview'] !== undefined && v['preview'] !== null) ctx.wrong([...p, 'preview'], 'boolean', v['preview']);
    return [{ id, preview, ...description(v['description'], [...p, 'description'], ctx) }];
  });
}
