/**
 * Completion from the validator's own tables: frontmatter keys (src/assets/fields.ts), budget keys
 * and model flags, world ids in `worlds:`, entry ids in `parents:`, enum and boolean values; in the
 * routing file the namespaces under `values:` (built-in and the config's) and the fields and enum
 * values of a namespace's schema; the config file's fields.
 */
import type { CompletionItem, CompletionParams } from 'vscode-languageserver';
import { CompletionItemKind, MarkupKind } from 'vscode-languageserver';
import { isMap, isScalar } from 'yaml';
import { FIELDS, MODEL_FLAGS } from '../assets/fields.js';
import type { FieldSpec } from '../assets/fields.js';
import { budgetDescription } from '../budgets/describe-budget.js';
import { BUDGET_KEYS } from '../common/budget-keys.js';
import { CONFIG_FIELDS } from '../config/fields.js';
import { BUILTIN_NAMESPACES } from '../routing/namespaces/builtin-namespaces.js';
import type { JsonSchema } from '../routing/namespaces/json-schema.js';
import { cursorOf } from './cursor.js';
import type { Cursor } from './cursor.js';
import { lineContext } from './line-context.js';
import type { LineContext } from './line-context.js';
import type { ServerState } from './server.js';

const item = (label: string, kind: CompletionItemKind, doc?: string): CompletionItem => ({
  label,
  kind,
  ...(doc !== undefined ? { documentation: { kind: MarkupKind.Markdown, value: doc } } : {}),
});

function fieldItems(fields: readonly FieldSpec[], present: ReadonlySet<string>, c: Cursor): CompletionItem[] {
  return fields
    .filter((f) => !f.reserved && !present.has(f.name))
    .map((f) => item(f.name, CompletionItemKind.Property, f.description[c.checked.locale]));
}

/** The keys written at the top of the document's YAML. */
function topKeys(c: Cursor): string[] {
  const top = c.yaml?.doc.contents;
  return isMap(top) ? top.items.map((p) => String(isScalar(p.key) ? p.key.value : p.key)) : [];
}

function assetCompletion(c: Cursor, ctx: LineContext, kind: 'character' | 'world' | 'entry'): CompletionItem[] {
  const { assets } = c.checked.report;
  const present = new Set(topKeys(c));
  if (ctx.at === 'key') {
    if (ctx.parents.length === 0) return fieldItems(FIELDS[kind], present, c);
    if (ctx.parents[0] === 'budgets' && ctx.parents.length === 1)
      return BUDGET_KEYS.map((k) => item(k, CompletionItemKind.Property, budgetDescription(k)[c.checked.locale]));
    if (ctx.parents[0] === 'models' && ctx.parents.length === 1) return fieldItems(MODEL_FLAGS, present, c);
    return [];
  }
  if (ctx.parents.length > 0) {
    const flag = ctx.parents[0] === 'models' ? MODEL_FLAGS.find((f) => f.name === ctx.key) : undefined;
    return flag === undefined ? [] : ['true', 'false'].map((v) => item(v, CompletionItemKind.Value));
  }
  if (ctx.key === 'worlds' && kind === 'character')
    return assets.worlds.map((w) => item(w.id, CompletionItemKind.Reference, `${w.name} — \`${w.file}\``));
  if (ctx.key === 'parents' && kind === 'entry') {
    const world = c.kind.kind === 'entry' ? c.kind.asset?.world : undefined;
    const own = c.kind.kind === 'entry' ? c.kind.asset?.id : undefined;
    return [...new Set(assets.entries.filter((e) => e.world === world && e.id !== own).map((e) => e.id))].map((id) =>
      item(id, CompletionItemKind.Reference),
    );
  }
  const field = FIELDS[kind].find((f) => f.name === ctx.key);
  if (field?.enum !== undefined) return field.enum.map((v) => item(v, CompletionItemKind.EnumMember));
  if (field?.type === 'boolean') return ['true', 'false'].map((v) => item(v, CompletionItemKind.Value));
  return [];
}

/** The namespaces the routing file may write: built-in, then the config's. */
function namespaces(c: Cursor): { name: string; schema: JsonSchema }[] {
  return [...BUILTIN_NAMESPACES, ...c.checked.config.namespaces].map((n) => ({ name: n.name, schema: n.schema }));
}

function properties(schema: JsonSchema): Record<string, JsonSchema> {
  const p = (schema as { properties?: unknown }).properties;
  return typeof p === 'object' && p !== null ? (p as Record<string, JsonSchema>) : {};
}

function routingCompletion(c: Cursor, ctx: LineContext): CompletionItem[] {
  const at = ctx.parents.lastIndexOf('values');
  if (at < 0 && !(ctx.at === 'value' && ctx.key === 'values')) return [];
  const below = at < 0 ? [] : ctx.parents.slice(at + 1);
  if (ctx.at === 'key' && below.length === 0) return namespaces(c).map((n) => item(n.name, CompletionItemKind.Module));
  const ns = namespaces(c).find((n) => n.name === below[0]);
  if (ns === undefined) return [];
  const props = properties(ns.schema);
  if (ctx.at === 'key' && below.length === 1) return Object.keys(props).map((k) => item(k, CompletionItemKind.Field));
  if (ctx.at === 'value' && below.length === 1) {
    const prop = props[ctx.key] as { enum?: unknown[]; type?: unknown } | undefined;
    if (Array.isArray(prop?.enum)) return prop.enum.map((v) => item(String(v), CompletionItemKind.EnumMember));
    if (prop?.type === 'boolean') return ['true', 'false'].map((v) => item(v, CompletionItemKind.Value));
  }
  return [];
}

export function completion(state: ServerState, p: CompletionParams): CompletionItem[] {
  const c = cursorOf(state, p);
  if (c === null || c.yaml === null || c.offset > c.yaml.end) return [];
  const text = c.document.getText();
  const lines = text.split(/\r?\n/);
  const top = c.document.positionAt(c.yaml.offset).line;
  const ctx = lineContext(lines, top, p.position.line, p.position.character);
  if (ctx === null) return [];
  const { kind } = c.kind;
  if (kind === 'character' || kind === 'world' || kind === 'entry') return assetCompletion(c, ctx, kind);
  if (kind === 'routing') return routingCompletion(c, ctx);
  if (kind === 'config' && ctx.at === 'key' && ctx.parents.length === 0)
    return CONFIG_FIELDS.map((f) => item(f, CompletionItemKind.Property));
  return [];
}
