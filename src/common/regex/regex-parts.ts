/**
 * Naming what makes a pattern refused (safe-regex.ts): the construct RE2 lacks, and the smallest
 * part whose cost alone passes a budget. Both quote the pattern as written.
 */
import type { AST } from '@eslint-community/regexpp';
import { isLookaround, type Cost } from './backtrack-cost.js';
import { re2For } from './to-re2.js';

const childrenOf = (n: AST.Node): readonly AST.Node[] => {
  if (n.type === 'Pattern' || n.type === 'Group' || n.type === 'CapturingGroup' || isLookaround(n))
    return n.alternatives;
  if (n.type === 'Alternative') return n.elements;
  if (n.type === 'Quantifier') return [n.element];
  return [];
};

function* walk(n: AST.Node): Generator<AST.Node> {
  yield n;
  for (const c of childrenOf(n)) yield* walk(c);
}

/** The first element RE2 cannot run: a lookaround, a backreference, or an escape it reads otherwise. */
export function constructOf(ast: AST.Pattern, unicode: boolean): string {
  for (const n of walk(ast)) {
    if (isLookaround(n) || n.type === 'Backreference') return n.raw;
    if ((n.type === 'Character' || n.type === 'CharacterSet' || n.type === 'CharacterClass') && !re2For(n.raw, unicode))
      return n.raw;
  }
  return ast.raw;
}

/**
 * The smallest part whose steps times `starts` pass `budget`: down the tree while one child does,
 * then, in a sequence, the run from its first to its last branching element.
 */
export function costlyPart(ast: AST.Pattern, cost: Map<AST.Node, Cost>, starts: number, budget: number): string {
  const over = (n: AST.Node) => (cost.get(n)?.steps ?? 0) * starts > budget;
  let node: AST.Node = ast;
  for (;;) {
    const next: AST.Node | undefined = childrenOf(node).find(over);
    if (next === undefined) break;
    node = next;
  }
  if (node.type !== 'Alternative') return node.raw;
  const multiplying = node.elements.filter((e) => (cost.get(e)?.ways ?? 1) > 1);
  const branching = multiplying.length > 0 ? multiplying : node.elements.filter((e) => (cost.get(e)?.steps ?? 1) > 1);
  const first = branching[0];
  const last = branching[branching.length - 1];
  return first && last ? node.raw.slice(first.start - node.start, last.end - node.start) : node.raw;
}

/** The repetition that copies the most of the pattern (RE2 compiles `x{m,n}` as n copies of x). */
export function largestRepeat(ast: AST.Pattern): string {
  let best: { raw: string; copies: number } = { raw: ast.raw, copies: 1 };
  for (const n of walk(ast)) {
    if (n.type !== 'Quantifier') continue;
    const copies = (Number.isFinite(n.max) ? n.max : n.min + 1) * n.element.raw.length;
    if (copies > best.copies) best = { raw: n.raw, copies };
  }
  return best.raw;
}

/** About how many instructions RE2 compiles a pattern into (`x{m,n}`: n copies of x), without compiling it. */
export function expandedSize(n: AST.Node): number {
  switch (n.type) {
    case 'Pattern':
    case 'Group':
    case 'CapturingGroup':
      return n.alternatives.reduce((sum, a) => sum + expandedSize(a) + 1, 0);
    case 'Alternative':
      return n.elements.reduce((sum, e) => sum + expandedSize(e), 0);
    case 'Quantifier':
      return (Number.isFinite(n.max) ? n.max : n.min + 1) * (expandedSize(n.element) + 1);
    default:
      return 1;
  }
}
