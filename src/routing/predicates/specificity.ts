/** Specificity (spec: 特异度): true 0, not = operand, and/or = sum of operands, other atoms 1. */
import type { Predicate } from '../model/types.js';

/** Computed statically from the filter tree, iteratively (deep filters cannot overflow the stack). */
export function specificity(p: Predicate): number {
  let total = 0;
  const stack: Predicate[] = [p];
  while (stack.length > 0) {
    const n = stack.pop() as Predicate;
    switch (n.kind) {
      case 'true':
        break;
      case 'not':
        stack.push(n.operand);
        break;
      case 'and':
      case 'or':
        for (const o of n.operands) stack.push(o);
        break;
      default:
        total += 1;
    }
  }
  return total;
}
