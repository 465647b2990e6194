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

/** What checking one file's fields collects, shared by the checks of each field type. */
interface FieldCheck {
  readonly file: string;
  readonly values: Record<string, FieldValue>;
  readonly models: Record<string, boolean>;
  readonly extensions: Record<string, Plain>;
  readonly diagnostics: Diagnostic[];
}

interface WrongValue {
  readonly key: string;
  readonly node: YamlNode;
  /** What was expected, in words (`a boolean`). */
  readonly expected: string;
  readonly suggestion?: string | undefined;
}

/** `asset.wrong-type` at `node`. */
function wrong(check: FieldCheck, { key, node, expected, suggestion }: WrongValue): void {
  const extra = suggestion === undefined ? {} : { suggestion };
  check.diagnostics.push(
    report(wrongType, { file: check.file, ...node.span }, { key, found: shown(node), expected }, extra),
  );
}

/** `asset.unknown-key` for `key` at `span`, with the closest of `known` as the suggestion. */
function unknown(
  check: FieldCheck,
  found: { readonly key: string; readonly kind: string; readonly span: YamlNode['span'] },
  known: Iterable<string>,
  name = found.key,
): void {
  const suggestion = closestCandidate(name, known);
  const extra = suggestion === null ? {} : { suggestion };
  check.diagnostics.push(
    report(unknownKey, { file: check.file, ...found.span }, { key: found.key, kind: found.kind, suggestion }, extra),
  );
}

/** `string`, `path`, `id` and `language` fields: a string (non-empty but for `string`), a language tag. */
function checkText(check: FieldCheck, field: FieldSpec, node: YamlNode): void {
  if (
    node.kind !== 'scalar' ||
    typeof node.value !== 'string' ||
    (field.type !== 'string' && node.value.trim() === '')
  ) {
    wrong(check, { key: field.name, node, expected: expectedText(field.type) });
  } else if (field.type === 'language' && !LANGUAGE.test(node.value)) {
    const fixed = node.value.replace(/_/g, '-');
    const extra = fixed !== node.value && LANGUAGE.test(fixed) ? { suggestion: fixed } : {};
    check.diagnostics.push(report(invalidLanguage, { file: check.file, ...node.span }, { found: node.value }, extra));
  } else check.values[field.name] = node.value;
}

/** `boolean` and `number` fields (a number must be finite); a string that reads as one is suggested. */
function checkScalar(check: FieldCheck, field: FieldSpec, node: YamlNode): void {
  const type = field.type === 'boolean' ? 'boolean' : 'number';
  const ok =
    node.kind === 'scalar' &&
    (type === 'boolean'
      ? typeof node.value === 'boolean'
      : typeof node.value === 'number' && Number.isFinite(node.value));
  if (ok) check.values[field.name] = (node as YamlScalar).value as boolean | number;
  else {
    const suggestion = node.kind === 'scalar' ? scalarSuggestion(node, type) : undefined;
    wrong(check, { key: field.name, node, expected: expectedText(type), suggestion });
  }
}

/** `string-list` fields: a sequence whose strings are kept and whose other items are reported. */
function checkStringList(check: FieldCheck, field: FieldSpec, node: YamlNode): void {
  if (node.kind !== 'seq') {
    const suggestion = node.kind === 'scalar' ? listSuggestion(node) : undefined;
    wrong(check, { key: field.name, node, expected: expectedText(field.type), suggestion });
    return;
  }
  const list: string[] = [];
  node.items.forEach((item, i) => {
    if (item.kind === 'scalar' && typeof item.value === 'string') list.push(item.value);
    else {
      const suggestion = item.kind === 'scalar' && item.value !== null ? JSON.stringify(String(item.value)) : undefined;
      wrong(check, { key: `${field.name}[${i}]`, node: item, expected: 'a string', suggestion });
    }
  });
  check.values[field.name] = list;
}

/** The `models` mapping: known flags with boolean values (null counts as absent). */
function checkModels(check: FieldCheck, field: FieldSpec, node: YamlNode): void {
  if (node.kind !== 'map') {
    wrong(check, { key: field.name, node, expected: expectedText(field.type) });
    return;
  }
  for (const flag of node.pairs) {
    const key = `models.${flag.key}`;
    const value = flag.value;
    if (!MODEL_MAP.has(flag.key))
      unknown(check, { key, kind: 'models', span: flag.keySpan }, MODEL_MAP.keys(), flag.key);
    else if (value.kind === 'scalar' && typeof value.value === 'boolean') check.models[flag.key] = value.value;
    else if (!(value.kind === 'scalar' && value.value === null)) {
      const suggestion = value.kind === 'scalar' ? scalarSuggestion(value, 'boolean') : undefined;
      wrong(check, { key, node: value, expected: 'a boolean', suggestion });
    }
  }
}

/** One written field's value, checked by its type; `budgets` are checked elsewhere. */
function checkField(check: FieldCheck, field: FieldSpec, node: YamlNode): void {
  switch (field.type) {
    case 'string':
    case 'path':
    case 'id':
    case 'language':
      return checkText(check, field, node);
    case 'boolean':
    case 'number':
      return checkScalar(check, field, node);
    case 'string-list':
      return checkStringList(check, field, node);
    case 'models':
      return checkModels(check, field, node);
    case 'extension':
      if (node.kind === 'map') check.extensions[field.name] = plainOf(node, new Map());
      else wrong(check, { key: field.name, node, expected: expectedText(field.type) });
      return;
    case 'budgets':
      return;
  }
}

export function checkFields(map: YamlMap | null, kind: AssetKind, file: string): CheckedFields {
  const table = BY_KIND.get(kind) as ReadonlyMap<string, FieldSpec>;
  const check: FieldCheck = { file, values: {}, models: {}, extensions: {}, diagnostics: [] };
  const nodes: Record<string, YamlNode> = {};
  for (const pair of map?.pairs ?? []) {
    const field = table.get(pair.key);
    if (!field) {
      unknown(check, { key: pair.key, kind, span: pair.keySpan }, table.keys());
      continue;
    }
    nodes[field.name] = pair.value;
    if (field.reserved || (pair.value.kind === 'scalar' && pair.value.value === null)) continue;
    checkField(check, field, pair.value);
  }
  const { values, models, extensions, diagnostics } = check;
  return { values, nodes, models, extensions, diagnostics };
}
