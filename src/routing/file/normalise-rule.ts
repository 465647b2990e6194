/**
 * Check one rule's fields and build the RoutingRule with the spec's defaults (values {}, enabled true,
 * priority 0, locked [], revision 1, createdAt 0, updatedAt 0). The rule is null when it cannot be
 * evaluated at all (no valid id or filter); the raw id is still returned for the global/duplicate checks.
 */
import type { Diagnostic } from '../../diagnostics/define.js';
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
import type { RuleSpans } from '../../common/spans.js';
import { spanAt } from '../../common/spans.js';
import type { Plain } from '../../common/yaml/plain.js';
import { isMapping, plainKind } from '../../common/yaml/plain.js';

export { RULE_FIELDS };

export interface NormalisedRule {
  readonly rule: RoutingRule | null;
  /** The id as written (a string after unquoted-scalar coercion), or null when missing/invalid. */
  readonly id: string | null;
}

export function normaliseRule(node: Plain, file: string, spans: RuleSpans, out: Diagnostic[]): NormalisedRule {
  const ctx: PredicateContext = { file, spans, out };
  const at = (field: string, which: 'key' | 'value' = 'value') => placeOf(file, spanAt(spans, [field], which));
  const wrong = (field: string, expected: string, found: string) => {
    out.push(report(invalidRuleField, at(field), { field, expected, found }));
  };
  if (!isMapping(node)) {
    out.push(
      report(invalidRuleField, placeOf(file, spanAt(spans, [])), {
        field: 'rule',
        expected: 'mapping',
        found: plainKind(node),
      }),
    );
    return { rule: null, id: null };
  }
  for (const key of Object.keys(node)) {
    if ((RULE_FIELDS as readonly string[]).includes(key)) continue;
    const suggestion = closestName(key, RULE_FIELDS);
    out.push(report(unknownRuleField, at(key, 'key'), { field: key, suggestion }, suggestion ? { suggestion } : {}));
  }

  let id: string | null = null;
  if (node['id'] === undefined) out.push(report(invalidRuleId, placeOf(file, spanAt(spans, [])), { found: 'missing' }));
  else {
    id = stringish(node['id'], 'id', ['id'], ctx);
    if (id === null || id.trim() === '') {
      out.push(report(invalidRuleId, at('id'), { found: id === null ? plainKind(node['id']) : 'empty-string' }));
      id = null;
    }
  }

  let filter: Predicate | null = null;
  if (node['filter'] === undefined) wrong('filter', 'predicate', 'missing');
  else filter = normalisePredicate(node['filter'], ['filter'], ctx);

  const text = (field: 'name' | 'by'): string | undefined => {
    const v = node[field];
    if (v === undefined || v === null) return undefined;
    if (typeof v !== 'string')
      return stringish(v, field, [field], ctx) ?? (wrong(field, 'string', plainKind(v)), undefined);
    return v;
  };
  const name = text('name');
  const by = text('by');

  let values: { [ns: string]: JsonValue } = {};
  if (node['values'] !== undefined) {
    if (isMapping(node['values'])) values = node['values'];
    else wrong('values', 'mapping', plainKind(node['values']));
  }

  let enabled = true;
  if (node['enabled'] !== undefined) {
    if (typeof node['enabled'] === 'boolean') enabled = node['enabled'];
    else wrong('enabled', 'boolean', plainKind(node['enabled']));
  }

  const num = (field: 'priority' | 'revision' | 'createdAt' | 'updatedAt', fallback: number): number => {
    const v = node[field];
    if (v === undefined) return fallback;
    if (typeof v !== 'number') {
      wrong(field, field === 'priority' ? 'finite-number' : 'natural', plainKind(v));
      return fallback;
    }
    const natural = field !== 'priority';
    if (!Number.isFinite(v) || (natural && (v < 0 || !Number.isInteger(v)))) {
      out.push(
        report(invalidNumber, at(field), { field, found: String(v), expected: natural ? 'natural' : 'finite-number' }),
      );
      return fallback;
    }
    return v;
  };
  const priority = num('priority', 0);
  const revision = num('revision', 1);
  const createdAt = num('createdAt', 0);
  const updatedAt = num('updatedAt', 0);

  const locked: string[] = [];
  const rawLocked = node['locked'];
  if (rawLocked !== undefined && rawLocked !== null) {
    if (!Array.isArray(rawLocked)) wrong('locked', 'list-of-strings', plainKind(rawLocked));
    else
      rawLocked.forEach((p, i) => {
        if (typeof p === 'string' && p.trim() !== '') locked.push(p);
        else
          out.push(
            report(invalidRuleField, placeOf(file, spanAt(spans, ['locked', i])), {
              field: 'locked',
              expected: 'non-empty-string',
              found: plainKind(p),
            }),
          );
      });
  }

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
