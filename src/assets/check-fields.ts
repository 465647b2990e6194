/**
 * Type checks of frontmatter fields, driven by the table in fields.ts. A value of the wrong type
 * is reported and ignored (the field takes its default), never coerced; null (`key:` with nothing
 * after it) counts as absent.
 */
import type { Diagnostic } from '../diagnostics/define.js';
import { report } from '../diagnostics/report.js';
import { invalidLanguage } from '../diagnostics/codes/character/invalid-language.js';
import { unknownKey } from '../diagnostics/codes/asset/unknown-key.js';
import { wrongType } from '../diagnostics/codes/asset/wrong-type.js';
import { closestCandidate } from '../common/closest-candidate.js';
import { FIELDS, LANGUAGE_PATTERN, MODEL_FLAGS } from './fields.js';
import type { AssetKind, FieldSpec } from './fields.js';
import type { YamlMap, YamlNode, YamlScalar } from '../common/yaml/tree.js';
import { describeNode } from '../common/yaml/tree.js';
import { plainOf } from '../common/yaml/plain.js';
import type { Plain } from '../common/yaml/plain.js';

export type FieldValue = string | number | boolean | readonly string[];

export interface CheckedFields {
  /** Valid values by field name (absent, null and wrong-typed fields are missing). */
  readonly values: { readonly [name: string]: FieldValue };
  /** The node of every known field that was written, valid or not (for spans). */
  readonly nodes: { readonly [name: string]: YamlNode };
  readonly models: { readonly [flag: string]: boolean };
  /** Plain values of the `extension` fields that are mappings (`x-sillytavern`, `x-card`). */
  readonly extensions: { readonly [name: string]: Plain };
  readonly diagnostics: readonly Diagnostic[];
}

const LANGUAGE = new RegExp(LANGUAGE_PATTERN);
const BY_KIND = new Map<AssetKind, ReadonlyMap<string, FieldSpec>>(
  (Object.keys(FIELDS) as AssetKind[]).map((k) => [k, new Map(FIELDS[k].map((f) => [f.name, f]))]),
);
const MODEL_MAP: ReadonlyMap<string, FieldSpec> = new Map(MODEL_FLAGS.map((f) => [f.name, f]));

function shown(node: YamlNode): string {
  if (node.kind !== 'scalar') return describeNode(node);
  return node.quoted ? JSON.stringify(node.value) : node.source || String(node.value);
}

/** Replacement text for a scalar written where a list was expected: `astra` -> `[astra]`. */
function listSuggestion(node: YamlScalar): string | undefined {
  if (typeof node.value !== 'string') return undefined;
  return `[${node.quoted ? JSON.stringify(node.value) : node.value}]`;
}

function scalarSuggestion(node: YamlScalar, expected: 'boolean' | 'number'): string | undefined {
  if (typeof node.value !== 'string') return undefined;
  const t = node.value.trim();
  if (expected === 'boolean' && (t === 'true' || t === 'false')) return t;
  if (expected === 'number' && t !== '' && Number.isFinite(Number(t))) return String(Number(t));
  return undefined;
}

function expectedText(type: FieldSpec['type']): string {
  switch (type) {
    case 'boolean':
      return 'a boolean';
    case 'number':
      return 'a finite number';
    case 'string-list':
      return 'a list of strings';
    case 'id':
      return 'a non-empty string';
    case 'budgets':
    case 'models':
    case 'extension':
      return 'a mapping';
    default:
      return 'a string';
  }
}

export function checkFields(map: YamlMap | null, kind: AssetKind, file: string): CheckedFields {
  const table = BY_KIND.get(kind) as ReadonlyMap<string, FieldSpec>;
  const values: Record<string, FieldValue> = {};
  const nodes: Record<string, YamlNode> = {};
  const models: Record<string, boolean> = {};
  const extensions: Record<string, Plain> = {};
  const diagnostics: Diagnostic[] = [];
  const wrong = (key: string, node: YamlNode, type: FieldSpec['type'], suggestion?: string): void => {
    const extra = suggestion === undefined ? {} : { suggestion };
    diagnostics.push(
      report(wrongType, { file, ...node.span }, { key, found: shown(node), expected: expectedText(type) }, extra),
    );
  };
  for (const pair of map?.pairs ?? []) {
    const field = table.get(pair.key);
    if (!field) {
      const suggestion = closestCandidate(pair.key, table.keys());
      const extra = suggestion === null ? {} : { suggestion };
      diagnostics.push(report(unknownKey, { file, ...pair.keySpan }, { key: pair.key, kind, suggestion }, extra));
      continue;
    }
    const node = pair.value;
    nodes[field.name] = node;
    if (field.reserved || (node.kind === 'scalar' && node.value === null)) continue;
    switch (field.type) {
      case 'string':
      case 'path':
      case 'id':
      case 'language':
        if (
          node.kind !== 'scalar' ||
          typeof node.value !== 'string' ||
          (field.type !== 'string' && node.value.trim() === '')
        ) {
          wrong(field.name, node, field.type);
        } else if (field.type === 'language' && !LANGUAGE.test(node.value)) {
          const fixed = node.value.replace(/_/g, '-');
          const extra = fixed !== node.value && LANGUAGE.test(fixed) ? { suggestion: fixed } : {};
          diagnostics.push(report(invalidLanguage, { file, ...node.span }, { found: node.value }, extra));
        } else values[field.name] = node.value;
        break;
      case 'boolean':
      case 'number': {
        const ok =
          node.kind === 'scalar' &&
          (field.type === 'boolean'
            ? typeof node.value === 'boolean'
            : typeof node.value === 'number' && Number.isFinite(node.value));
        if (ok) values[field.name] = (node as YamlScalar).value as boolean | number;
        else
          wrong(field.name, node, field.type, node.kind === 'scalar' ? scalarSuggestion(node, field.type) : undefined);
        break;
      }
      case 'string-list': {
        if (node.kind !== 'seq') {
          wrong(field.name, node, field.type, node.kind === 'scalar' ? listSuggestion(node) : undefined);
          break;
        }
        const list: string[] = [];
        node.items.forEach((item, i) => {
          if (item.kind === 'scalar' && typeof item.value === 'string') list.push(item.value);
          else {
            const s = item.kind === 'scalar' && item.value !== null ? JSON.stringify(String(item.value)) : undefined;
            diagnostics.push(
              report(
                wrongType,
                { file, ...item.span },
                { key: `${field.name}[${i}]`, found: shown(item), expected: 'a string' },
                s === undefined ? {} : { suggestion: s },
              ),
            );
          }
        });
        values[field.name] = list;
        break;
      }
      case 'models':
        if (node.kind !== 'map') {
          wrong(field.name, node, field.type);
          break;
        }
        for (const flag of node.pairs) {
          if (!MODEL_MAP.has(flag.key)) {
            const suggestion = closestCandidate(flag.key, MODEL_MAP.keys());
            const extra = suggestion === null ? {} : { suggestion };
            diagnostics.push(
              report(
                unknownKey,
                { file, ...flag.keySpan },
                { key: `models.${flag.key}`, kind: 'models', suggestion },
                extra,
              ),
            );
          } else if (flag.value.kind === 'scalar' && typeof flag.value.value === 'boolean')
            models[flag.key] = flag.value.value;
          else if (!(flag.value.kind === 'scalar' && flag.value.value === null)) {
            const s = flag.value.kind === 'scalar' ? scalarSuggestion(flag.value, 'boolean') : undefined;
            diagnostics.push(
              report(
                wrongType,
                { file, ...flag.value.span },
                { key: `models.${flag.key}`, found: shown(flag.value), expected: 'a boolean' },
                s === undefined ? {} : { suggestion: s },
              ),
            );
          }
        }
        break;
      case 'extension':
        if (node.kind === 'map') extensions[field.name] = plainOf(node, new Map());
        else wrong(field.name, node, field.type);
        break;
      case 'budgets':
        break;
    }
  }
  return { values, nodes, models, extensions, diagnostics };
}
