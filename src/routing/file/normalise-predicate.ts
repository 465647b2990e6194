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

/** A malformed field of a predicate: its kind, the field, what was expected and found, and where. */
interface Malformed {
  readonly kind: string;
  readonly field: string;
  readonly expected: string;
  readonly found: string;
  readonly path: NodePath;
}

/** Reports `routing.malformed-predicate`; null, so a caller can return it. */
function malformed(ctx: PredicateContext, { kind, field, expected, found, path }: Malformed): null {
  ctx.out.push(
    report(malformedPredicate, placeOf(ctx.file, spanAt(ctx.spans, path)), { kind, field, expected, found }),
  );
  return null;
}

/** How a missing or wrongly typed field is described, and where it is reported (the predicate when missing). */
const foundOf = (raw: Plain | undefined): string => (raw === undefined ? 'missing' : plainKind(raw));
const fieldPath = (raw: Plain | undefined, path: NodePath, field: string): NodePath =>
  raw === undefined ? path : [...path, field];

/** A predicate's `kind`, reported when missing, not a string or unknown (with the closest kind). */
function readKind(
  node: { readonly [key: string]: Plain },
  path: NodePath,
  ctx: PredicateContext,
): PredicateKind | null {
  const rawKind = node['kind'];
  const expected = choices(PREDICATE_KINDS);
  if (rawKind === undefined) return malformed(ctx, { kind: '?', field: 'kind', expected, found: 'missing', path });
  const kind = stringish(rawKind, 'kind', [...path, 'kind'], ctx);
  if (kind === null)
    return malformed(ctx, { kind: '?', field: 'kind', expected, found: plainKind(rawKind), path: [...path, 'kind'] });
  if (!(PREDICATE_KINDS as readonly string[]).includes(kind)) {
    const suggestion = closestName(kind, PREDICATE_KINDS);
    const at = placeOf(ctx.file, spanAt(ctx.spans, [...path, 'kind']));
    ctx.out.push(report(unknownPredicate, at, { kind, suggestion }, suggestion ? { suggestion } : {}));
    return null;
  }
  return kind as PredicateKind;
}

interface ChoiceField<T extends string> {
  readonly kind: PredicateKind;
  readonly field: string;
  readonly allowed: readonly T[];
}

/** A field whose value is one of `allowed` (scope's `field`, content's `match`); null, reported, otherwise. */
function readChoice<T extends string>(
  node: { readonly [key: string]: Plain },
  path: NodePath,
  ctx: PredicateContext,
  { kind, field, allowed }: ChoiceField<T>,
): T | null {
  const raw = node[field];
  const value = raw === undefined ? null : stringish(raw, field, [...path, field], ctx);
  if (value !== null && (allowed as readonly string[]).includes(value)) return value as T;
  const found = value === null ? foundOf(raw) : '`' + value + '`';
  return malformed(ctx, { kind, field, expected: choices(allowed), found, path: fieldPath(raw, path, field) });
}

type PredicateNode = { readonly [key: string]: Plain };

function normaliseScope(node: PredicateNode, path: NodePath, ctx: PredicateContext): Predicate | null {
  const field = readChoice(node, path, ctx, { kind: 'scope', field: 'field', allowed: SCOPE_FIELDS });
  let ok = field !== null;
  const rawValues = node['values'];
  if (!Array.isArray(rawValues)) {
    const found = foundOf(rawValues);
    return malformed(ctx, {
      kind: 'scope',
      field: 'values',
      expected: 'list-of-strings',
      found,
      path: fieldPath(rawValues, path, 'values'),
    });
  }
  const values: string[] = [];
  rawValues.forEach((v, i) => {
    const s = stringish(v, 'values', [...path, 'values', i], ctx);
    if (s === null) {
      malformed(ctx, {
        kind: 'scope',
        field: 'values',
        expected: 'string',
        found: plainKind(v),
        path: [...path, 'values', i],
      });
      ok = false;
    } else values.push(s);
  });
  return ok ? { kind: 'scope', field: field as ScopeField, values } : null;
}

function normaliseContent(node: PredicateNode, path: NodePath, ctx: PredicateContext): Predicate | null {
  const match = readChoice(node, path, ctx, { kind: 'content', field: 'match', allowed: CONTENT_MATCHES });
  const rawText = node['text'];
  const text = rawText === undefined ? null : stringish(rawText, 'text', [...path, 'text'], ctx);
  if (text === null) {
    const found = foundOf(rawText);
    malformed(ctx, {
      kind: 'content',
      field: 'text',
      expected: 'string',
      found,
      path: fieldPath(rawText, path, 'text'),
    });
  }
  return match !== null && text !== null ? { kind: 'content', match, text } : null;
}

function normaliseOperands(
  kind: 'and' | 'or',
  node: PredicateNode,
  path: NodePath,
  ctx: PredicateContext,
): Predicate | null {
  const raw = node['operands'];
  if (!Array.isArray(raw)) {
    // a missing list is reported at the kind that asks for it
    const at = [...path, raw === undefined ? 'kind' : 'operands'];
    return malformed(ctx, { kind, field: 'operands', expected: 'list', found: foundOf(raw), path: at });
  }
  const operands = raw.map((o, i) => normalisePredicate(o, [...path, 'operands', i], ctx));
  return operands.every((o): o is Predicate => o !== null) ? { kind, operands } : null;
}

function normaliseCustom(node: PredicateNode, path: NodePath, ctx: PredicateContext): Predicate | null {
  const rawId = node['id'];
  const id = rawId === undefined ? null : stringish(rawId, 'id', [...path, 'id'], ctx);
  if (id === null || id === '') {
    const found = foundOf(rawId);
    return malformed(ctx, {
      kind: 'custom',
      field: 'id',
      expected: 'non-empty-string',
      found,
      path: fieldPath(rawId, path, 'id'),
    });
  }
  const args = node['args'];
  if (args !== undefined && args !== null && !isMapping(args))
    return malformed(ctx, {
      kind: 'custom',
      field: 'args',
      expected: 'mapping',
      found: plainKind(args),
      path: [...path, 'args'],
    });
  return isMapping(args) ? { kind: 'custom', id, args } : { kind: 'custom', id };
}

export function normalisePredicate(node: Plain | undefined, path: NodePath, ctx: PredicateContext): Predicate | null {
  if (!isMapping(node))
    return malformed(ctx, { kind: '?', field: 'filter', expected: 'predicate', found: plainKind(node), path });
  const kind = readKind(node, path, ctx);
  switch (kind) {
    case null:
      return null;
    case 'true':
    case 'direct':
    case 'group':
    case 'at-me':
    case 'quote-me':
      return { kind };
    case 'scope':
      return normaliseScope(node, path, ctx);
    case 'content':
      return normaliseContent(node, path, ctx);
    case 'not': {
      if (node['operand'] === undefined)
        return malformed(ctx, { kind: 'not', field: 'operand', expected: 'predicate', found: 'missing', path });
      const operand = normalisePredicate(node['operand'], [...path, 'operand'], ctx);
      return operand ? { kind: 'not', operand } : null;
    }
    case 'and':
    case 'or':
      return normaliseOperands(kind, node, path, ctx);
    case 'custom':
      return normaliseCustom(node, path, ctx);
  }
}
