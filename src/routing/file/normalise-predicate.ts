/**
 * Check the shape of a predicate tree (plain data read from YAML) and build the typed Predicate.
 * Shape errors become diagnostics at the exact node; the result is null when the tree cannot be
 * evaluated. Numbers or booleans written where strings are expected are read as strings, with a warning.
 */
import type { Diagnostic } from '../../diagnostics/define.js';
import { report } from '../../diagnostics/report.js';
import { malformedPredicate } from '../../diagnostics/codes/routing/lint/malformed-predicate.js';
import { unknownPredicate } from '../../diagnostics/codes/routing/lint/unknown-predicate.js';
import { unquotedScalar } from '../../diagnostics/codes/routing/lint/unquoted-scalar.js';
import type { ContentMatch, Predicate, PredicateKind, ScopeField } from '../model/types.js';
import { closestCandidate as closestName } from '../../common/closest-candidate.js';
import { placeOf } from '../../diagnostics/place.js';
import type { NodePath, RuleSpans } from '../../common/spans.js';
import { spanAt } from '../../common/spans.js';
import { choices } from '../../common/value-kinds.js';
import type { Plain } from '../../common/yaml/plain.js';
import { isMapping, plainKind } from '../../common/yaml/plain.js';

export const PREDICATE_KINDS: readonly PredicateKind[] = [
  'true',
  'scope',
  'direct',
  'group',
  'at-me',
  'quote-me',
  'content',
  'not',
  'and',
  'or',
  'custom',
];
export const SCOPE_FIELDS: readonly ScopeField[] = ['platform', 'self', 'guild', 'channel', 'user', 'route'];
export const CONTENT_MATCHES: readonly ContentMatch[] = ['contains', 'startsWith', 'exact', 'regex'];

export interface PredicateContext {
  readonly file: string;
  readonly spans: RuleSpans;
  readonly out: Diagnostic[];
}

/** A string, or a number/boolean read as a string with `routing.unquoted-scalar`; null otherwise. */
export function stringish(
  value: Plain | undefined,
  field: string,
  path: NodePath,
  ctx: PredicateContext,
): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') {
    const text = String(value);
    const quoted = `'${text}'`;
    ctx.out.push(
      report(
        unquotedScalar,
        placeOf(ctx.file, spanAt(ctx.spans, path)),
        { field, found: typeof value, quoted },
        { suggestion: quoted },
      ),
    );
    return text;
  }
  return null;
}

export function normalisePredicate(node: Plain | undefined, path: NodePath, ctx: PredicateContext): Predicate | null {
  const at = (p: NodePath, which: 'key' | 'value' = 'value') => placeOf(ctx.file, spanAt(ctx.spans, p, which));
  const bad = (kind: string, field: string, expected: string, found: string, p: NodePath): null => {
    ctx.out.push(report(malformedPredicate, at(p), { kind, field, expected, found }));
    return null;
  };
  if (!isMapping(node)) return bad('?', 'filter', 'predicate', plainKind(node), path);
  const rawKind = node['kind'];
  if (rawKind === undefined) return bad('?', 'kind', choices(PREDICATE_KINDS), 'missing', path);
  const kind = stringish(rawKind, 'kind', [...path, 'kind'], ctx);
  if (kind === null) return bad('?', 'kind', choices(PREDICATE_KINDS), plainKind(rawKind), [...path, 'kind']);
  if (!(PREDICATE_KINDS as readonly string[]).includes(kind)) {
    const suggestion = closestName(kind, PREDICATE_KINDS);
    ctx.out.push(
      report(unknownPredicate, at([...path, 'kind']), { kind, suggestion }, suggestion ? { suggestion } : {}),
    );
    return null;
  }
  const k = kind as PredicateKind;
  switch (k) {
    case 'true':
    case 'direct':
    case 'group':
    case 'at-me':
    case 'quote-me':
      return { kind: k };
    case 'scope': {
      const rawField = node['field'];
      const field = rawField === undefined ? null : stringish(rawField, 'field', [...path, 'field'], ctx);
      let ok = true;
      if (field === null || !(SCOPE_FIELDS as readonly string[]).includes(field)) {
        const found = rawField === undefined ? 'missing' : field === null ? plainKind(rawField) : '`' + field + '`';
        bad('scope', 'field', choices(SCOPE_FIELDS), found, rawField === undefined ? path : [...path, 'field']);
        ok = false;
      }
      const rawValues = node['values'];
      if (!Array.isArray(rawValues)) {
        bad(
          'scope',
          'values',
          'list-of-strings',
          rawValues === undefined ? 'missing' : plainKind(rawValues),
          rawValues === undefined ? path : [...path, 'values'],
        );
        return null;
      }
      const values: string[] = [];
      rawValues.forEach((v, i) => {
        const s = stringish(v, 'values', [...path, 'values', i], ctx);
        if (s === null) {
          bad('scope', 'values', 'string', plainKind(v), [...path, 'values', i]);
          ok = false;
        } else values.push(s);
      });
      return ok ? { kind: 'scope', field: field as ScopeField, values } : null;
    }
    case 'content': {
      const rawMatch = node['match'];
      const match = rawMatch === undefined ? null : stringish(rawMatch, 'match', [...path, 'match'], ctx);
      let ok = true;
      if (match === null || !(CONTENT_MATCHES as readonly string[]).includes(match)) {
        const found = rawMatch === undefined ? 'missing' : match === null ? plainKind(rawMatch) : '`' + match + '`';
        bad('content', 'match', choices(CONTENT_MATCHES), found, rawMatch === undefined ? path : [...path, 'match']);
        ok = false;
      }
      const rawText = node['text'];
      const text = rawText === undefined ? null : stringish(rawText, 'text', [...path, 'text'], ctx);
      if (text === null) {
        bad(
          'content',
          'text',
          'string',
          rawText === undefined ? 'missing' : plainKind(rawText),
          rawText === undefined ? path : [...path, 'text'],
        );
        ok = false;
      }
      return ok ? { kind: 'content', match: match as ContentMatch, text: text as string } : null;
    }
    case 'not': {
      if (node['operand'] === undefined) return bad('not', 'operand', 'predicate', 'missing', path);
      const operand = normalisePredicate(node['operand'], [...path, 'operand'], ctx);
      return operand ? { kind: 'not', operand } : null;
    }
    case 'and':
    case 'or': {
      const raw = node['operands'];
      if (!Array.isArray(raw)) {
        return bad(k, 'operands', 'list', raw === undefined ? 'missing' : plainKind(raw), [
          ...path,
          raw === undefined ? 'kind' : 'operands',
        ]);
      }
      const operands = raw.map((o, i) => normalisePredicate(o, [...path, 'operands', i], ctx));
      return operands.every((o): o is Predicate => o !== null) ? { kind: k, operands } : null;
    }
    case 'custom': {
      const rawId = node['id'];
      const id = rawId === undefined ? null : stringish(rawId, 'id', [...path, 'id'], ctx);
      if (id === null || id === '') {
        return bad(
          'custom',
          'id',
          'non-empty-string',
          rawId === undefined ? 'missing' : plainKind(rawId),
          rawId === undefined ? path : [...path, 'id'],
        );
      }
      const args = node['args'];
      if (args !== undefined && args !== null && !isMapping(args))
        return bad('custom', 'args', 'mapping', plainKind(args), [...path, 'args']);
      return isMapping(args) ? { kind: 'custom', id, args } : { kind: 'custom', id };
    }
  }
}
