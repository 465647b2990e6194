import type { Predicate } from '../model/types.js';
import type { NodePath } from '../../common/spans.js';

/** Every node of a filter with its path below the rule (`['filter', 'operands', 0]`), pre-order. */
export function* walkPredicates(
  p: Predicate,
  path: NodePath = ['filter'],
): Generator<{ node: Predicate; path: NodePath }> {
  yield { node: p, path };
  if (p.kind === 'not') yield* walkPredicates(p.operand, [...path, 'operand']);
  if (p.kind === 'and' || p.kind === 'or')
    for (const [i, o] of p.operands.entries()) yield* walkPredicates(o, [...path, 'operands', i]);
}
