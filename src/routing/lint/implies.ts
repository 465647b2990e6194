/**
 * A sound, incomplete implication test between filters: `implies(a, b)` true means every input that
 * matches `a` also matches `b` (never a false claim); false means "not proven". Used by the lock and
 * shadowing checks (docs/routing-validation.md). Custom predicates and content texts are opaque atoms:
 * they imply only an identical atom.
 */
import type { Predicate } from '../types.js';

/** Structural equality of two filters (no serialisation: this runs for every pair of rules). */
function same(a: Predicate, b: Predicate): boolean {
  if (a === b) return true;
  if (a.kind !== b.kind) return false;
  switch (a.kind) {
    case 'scope': {
      const o = b as typeof a;
      return a.field === o.field && a.values.length === o.values.length && a.values.every((v, i) => v === o.values[i]);
    }
    case 'content': {
      const o = b as typeof a;
      return a.match === o.match && a.text === o.text;
    }
    case 'custom': {
      const o = b as typeof a;
      return a.id === o.id && JSON.stringify(a.args ?? null) === JSON.stringify(o.args ?? null);
    }
    case 'not':
      return same(a.operand, (b as typeof a).operand);
    case 'and':
    case 'or': {
      const o = b as typeof a;
      return a.operands.length === o.operands.length && a.operands.every((x, i) => same(x, o.operands[i] as Predicate));
    }
    default:
      return true;
  }
}

function scopeImplies(a: Extract<Predicate, { kind: 'scope' }>, b: Extract<Predicate, { kind: 'scope' }>): boolean {
  if (a.field !== b.field) return false;
  if (a.values.length === 0) return b.values.length === 0;
  // a: field is one of a.values. b (non-empty): field must be in b.values; b (empty): field exists (non-empty).
  if (b.values.length === 0) return a.values.every((v) => v !== '');
  return a.values.every((v) => b.values.includes(v));
}

/** Does the atom `a` (not and/or/not) imply `b`, or the negation `not b`? */
function atomImplies(a: Predicate, b: Predicate): boolean {
  if (b.kind === 'true') return true;
  if (same(a, b)) return true;
  if (a.kind === 'scope' && b.kind === 'scope') return scopeImplies(a, b);
  if (b.kind === 'not') {
    const n = b.operand;
    // direct and group exclude each other (group = not direct, research b3).
    if ((a.kind === 'direct' && n.kind === 'group') || (a.kind === 'group' && n.kind === 'direct')) return true;
    // A scope value list excludes a disjoint list on the same field.
    if (a.kind === 'scope' && n.kind === 'scope' && a.field === n.field && a.values.length > 0 && n.values.length > 0)
      return a.values.every((v) => !n.values.includes(v));
  }
  return false;
}

export function implies(a: Predicate, b: Predicate, depth = 0): boolean {
  if (depth > 64) return false;
  if (b.kind === 'true') return true;
  if (same(a, b)) return true;
  // Decompose the conclusion first where that is exact.
  if (b.kind === 'and') return b.operands.every((o) => implies(a, o, depth + 1));
  // Then the premise.
  if (a.kind === 'or') return a.operands.every((o) => implies(o, b, depth + 1));
  if (a.kind === 'and' && a.operands.some((o) => implies(o, b, depth + 1))) return true;
  if (b.kind === 'or' && b.operands.some((o) => implies(a, o, depth + 1))) return true;
  if (a.kind === 'not' && b.kind === 'not') return implies(b.operand, a.operand, depth + 1);
  if (a.kind === 'not' && a.operand.kind === 'not') return implies(a.operand.operand, b, depth + 1);
  if (b.kind === 'not' && b.operand.kind === 'not') return implies(a, b.operand.operand, depth + 1);
  if (a.kind === 'and' || a.kind === 'not') return false;
  return atomImplies(a, b);
}
