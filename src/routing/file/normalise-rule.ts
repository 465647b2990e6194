/**
 * Check one rule's fields and build the RoutingRule with the spec's defaults (values {}, enabled true,
 * priority 0, locked [], revision 1, createdAt 0, updatedAt 0). The rule is null when it cannot be
 * evaluated at all (no valid id or filter); the raw id is still returned for the global/duplicate checks.
 */
import { report } from '../../diagnostics/report.js';
import { invalidNumber } from '../../diagnostics/codes/routing/lint/invalid-number.js';
import { invalidRuleField } from '../../diagnostics/codes/routing/lint/invalid-rule-field.js';
import { invalidRuleId } from '../../diagnostics/codes/routing/lint/invalid-rule-id.js';
import { unknownRuleField } from '../../diagnostics/codes/routing/lint/unknown-rule-field.js';
import type { JsonValue, Predicate, RoutingRule } from '../model/types.js';
import { closestCandidate as closestName } from '../../common/closest-candidate.js';
import type { PredicateContext } from './normalise-predicate.js';
import { RULE_FIELDS } from '../store/migrate.js';
import { normalisePredicate, stringish } from './normalise-predicate.js';
import { placeOf } from '../../diagnostics/place.js';
import type { NodePath } from '../../common/spans.js';
import { spanAt } from '../../common/spans.js';
import type { Plain } from '../../common/yaml/plain.js';
import { isMapping, plainKind } from '../../common/yaml/plain.js';

export { RULE_FIELDS };

export interface NormalisedRule {
  readonly rule: RoutingRule | null;
  /** The id as written (a string after unquoted-scalar coercion), or null when missing/invalid. */
  readonly id: string | null;
}

type RuleNode = { readonly [key: string]: Plain };
type NumberField = 'priority' | 'revision' | 'createdAt' | 'updatedAt';

/** The spec's default of each number field. */
const NUMBER_DEFAULTS: Readonly<Record<NumberField, number>> = { priority: 0, revision: 1, createdAt: 0, updatedAt: 0 };

interface InvalidField {
  readonly field: string;
  readonly expected: string;
  readonly found: string;
  /** Where (default: the field's value). */
  readonly path?: NodePath;
}

/** Reports `routing.invalid-rule-field`. */
function invalidField(ctx: PredicateContext, { field, expected, found, path = [field] }: InvalidField): void {
  ctx.out.push(report(invalidRuleField, placeOf(ctx.file, spanAt(ctx.spans, path)), { field, expected, found }));
}

/** `routing.unknown-rule-field` for each key that is no rule field, with the closest field name. */
function reportUnknownFields(node: RuleNode, ctx: PredicateContext): void {
  for (const key of Object.keys(node)) {
    if ((RULE_FIELDS as readonly string[]).includes(key)) continue;
    const suggestion = closestName(key, RULE_FIELDS);
    const at = placeOf(ctx.file, spanAt(ctx.spans, [key], 'key'));
    ctx.out.push(report(unknownRuleField, at, { field: key, suggestion }, suggestion ? { suggestion } : {}));
  }
}

/** The rule's id: a non-blank string (numbers read as strings); null, reported, otherwise. */
function readId(node: RuleNode, ctx: PredicateContext): string | null {
  const raw = node['id'];
  if (raw === undefined) {
    ctx.out.push(report(invalidRuleId, placeOf(ctx.file, spanAt(ctx.spans, [])), { found: 'missing' }));
    return null;
  }
  const id = stringish(raw, 'id', ['id'], ctx);
  if (id !== null && id.trim() !== '') return id;
  const found = id === null ? plainKind(raw) : 'empty-string';
  ctx.out.push(report(invalidRuleId, placeOf(ctx.file, spanAt(ctx.spans, ['id'])), { found }));
  return null;
}

/** `name` or `by`: a string when written (null counts as absent). */
function readText(node: RuleNode, field: 'name' | 'by', ctx: PredicateContext): string | undefined {
  const v = node[field];
  if (v === undefined || v === null) return undefined;
  if (typeof v === 'string') return v;
  const text = stringish(v, field, [field], ctx);
  if (text === null) invalidField(ctx, { field, expected: 'string', found: plainKind(v) });
  return text ?? undefined;
}

/** A number field: `priority` finite, the others natural; the default when absent or invalid. */
function readNumber(node: RuleNode, field: NumberField, ctx: PredicateContext): number {
  const v = node[field];
  const fallback = NUMBER_DEFAULTS[field];
  const natural = field !== 'priority';
  const expected = natural ? 'natural' : 'finite-number';
  if (v === undefined) return fallback;
  if (typeof v !== 'number') {
    invalidField(ctx, { field, expected, found: plainKind(v) });
    return fallback;
  }
  if (!Number.isFinite(v) || (natural && (v < 0 || !Number.isInteger(v)))) {
    const at = placeOf(ctx.file, spanAt(ctx.spans, [field]));
    ctx.out.push(report(invalidNumber, at, { field, found: String(v), expected }));
    return fallback;
  }
  return v;
}

/** `locked`: a list of non-blank paths; other items are reported and left out. */
function readLocked(node: RuleNode, ctx: PredicateContext): string[] {
  const locked: string[] = [];
  const raw = node['locked'];
  if (raw === undefined || raw === null) return locked;
  if (!Array.isArray(raw)) {
    invalidField(ctx, { field: 'locked', expected: 'list-of-strings', found: plainKind(raw) });
    return locked;
  }
  raw.forEach((p, i) => {
    if (typeof p === 'string' && p.trim() !== '') locked.push(p);
    else invalidField(ctx, { field: 'locked', expected: 'non-empty-string', found: plainKind(p), path: ['locked', i] });
  });
  return locked;
}

/** `values`: a mapping of namespace values ({} when absent or not a mapping). */
function readValues(node: RuleNode, ctx: PredicateContext): { [ns: string]: JsonValue } {
  const raw = node['values'];
  if (raw === undefined) return {};
  if (isMapping(raw)) return raw;
  invalidField(ctx, { field: 'values', expected: 'mapping', found: plainKind(raw) });
  return {};
}

/** `enabled`: a boolean (true when absent or invalid). */
function readEnabled(node: RuleNode, ctx: PredicateContext): boolean {
  const raw = node['enabled'];
  if (raw === undefined) return true;
  if (typeof raw === 'boolean') return raw;
  invalidField(ctx, { field: 'enabled', expected: 'boolean', found: plainKind(raw) });
  return true;
}

/**
 * One rule of the file, read where `ctx.spans` places it, its diagnostics pushed to `ctx.out` in
 * field order (unknown fields, id, filter, name, by, values, enabled, the numbers, locked).
 */
export function normaliseRule(node: Plain, ctx: PredicateContext): NormalisedRule {
  if (!isMapping(node)) {
    invalidField(ctx, { field: 'rule', expected: 'mapping', found: plainKind(node), path: [] });
    return { rule: null, id: null };
  }
  reportUnknownFields(node, ctx);
  const id = readId(node, ctx);
  let filter: Predicate | null = null;
  if (node['filter'] === undefined) invalidField(ctx, { field: 'filter', expected: 'predicate', found: 'missing' });
  else filter = normalisePredicate(node['filter'], ['filter'], ctx);
  const name = readText(node, 'name', ctx);
  const by = readText(node, 'by', ctx);
  const values = readValues(node, ctx);
  const enabled = readEnabled(node, ctx);
  const priority = readNumber(node, 'priority', ctx);
  const revision = readNumber(node, 'revision', ctx);
  const createdAt = readNumber(node, 'createdAt', ctx);
  const updatedAt = readNumber(node, 'updatedAt', ctx);
  const locked = readLocked(node, ctx);
  if (id === null || filter === null) return { rule: null, id };
  const rule: RoutingRule = {
    id,
    ...(name !== undefined ? { name } : {}),
    filter,
    values,
    enabled,
    priority,
    locked,
    ...(by !== undefined ? { by } : {}),
    revision,
    createdAt,
    updatedAt,
  };
  return { rule, id };
}
