/**
 * A sound unsatisfiability test: `isSatisfiable(p)` is false only when no input can match `p`
 * (an `and` with two operands that exclude each other, an `or` of impossible operands, `not` of
 * something always true, an `exact` text with surrounding whitespace while the message is trimmed).
 * Anything unproven counts as satisfiable, so `routing.never-matches` never makes a false claim.
 */
import type { Predicate } from '../types.js';
import { implies } from './implies.js';

const TRUE: Predicate = { kind: 'true' };

function unsatisfiable(p: Predicate, depth: number): boolean {
  if (depth > 64) return false;
  switch (p.kind) {
    case 'or':
      return p.operands.every((o) => unsatisfiable(o, depth + 1));
    case 'and':
      if (p.operands.some((o) => unsatisfiable(o, depth + 1))) return true;
      return p.operands.some((a, i) => p.operands.some((b, j) => i !== j && implies(a, { kind: 'not', operand: b })));
    case 'not':
      return implies(TRUE, p.operand);
    case 'content':
      return p.match === 'exact' && p.text !== p.text.trim();
    case 'scope':
      return false;
    default:
      return false;
  }
}

export function isSatisfiable(p: Predicate): boolean {
  return !unsatisfiable(p, 0);
}
