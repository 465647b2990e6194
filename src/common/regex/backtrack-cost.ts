/**
 * An upper bound on the work of JavaScript's backtracking engine for a pattern on a text of at most
 * `length` UTF-16 units, in steps (one step: one element tried at one position). The engine walks a
 * tree of choices; the bound counts every node of that tree as if every branch were taken:
 *
 *  - a character, a class or a plain assertion: 1 way, 1 step;
 *  - a sequence `e1 e2`: ways W1·W2; steps T1 + W1·T2 (e2 is tried once per way through e1);
 *  - an alternation: the sum of its branches' ways and steps;
 *  - a repetition `e{min,max}`: up to min + length iterations (JS refuses an empty iteration past
 *    min), so W^k nodes at depth k, each trying e once;
 *  - a lookaround: the steps of its body, 1 way (JS never backtracks into it);
 *  - a backreference: as many steps as its group can capture (at most `length`), 1 way;
 *  - the whole: once per start position, or once when every branch starts with `^`.
 *
 * The real engine stops at the first match and prunes failed branches, so it never does more; the
 * bound can be far above what a given text costs, never below. Pure (no node:): the browser's
 * playground judges the same way.
 */
import { RegExpParser } from '@eslint-community/regexpp';
import type { AST } from '@eslint-community/regexpp';

export interface Cost {
  /** Ways through the element (paths the engine may take). */
  readonly ways: number;
  /** Steps to try every way once. */
  readonly steps: number;
}

type Branching = AST.Pattern | AST.Group | AST.CapturingGroup | AST.LookaroundAssertion;

export const isLookaround = (n: AST.Node): n is AST.LookaroundAssertion =>
  n.type === 'Assertion' && (n.kind === 'lookahead' || n.kind === 'lookbehind');

/** Σ_{k=from}^{to} w^k without a loop over k (Infinity when it overflows). */
function powerSum(w: number, from: number, to: number): number {
  if (to < from) return 0;
  if (w === 1) return to - from + 1;
  const sum = (w ** (to + 1) - w ** from) / (w - 1);
  return Number.isNaN(sum) ? Infinity : sum; // Infinity - Infinity: far past any budget
}

/** The most UTF-16 units an element can consume (Infinity when unbounded). */
function maxWidth(n: AST.Node, unicode: boolean, seen: Set<AST.Node> = new Set()): number {
  if (seen.has(n)) return Infinity; // a group referring to itself: no finite answer needed
  seen.add(n);
  switch (n.type) {
    case 'Character':
      return n.value > 0xffff ? 2 : 1;
    case 'CharacterSet':
    case 'CharacterClass':
    case 'ExpressionCharacterClass':
      return unicode ? 2 : 1;
    case 'Alternative':
      return n.elements.reduce((sum, e) => sum + maxWidth(e, unicode, seen), 0);
    case 'Pattern':
    case 'Group':
    case 'CapturingGroup':
      return Math.max(0, ...n.alternatives.map((a) => maxWidth(a, unicode, seen)));
    case 'Quantifier':
      return n.max === 0 ? 0 : n.max * maxWidth(n.element, unicode, seen);
    case 'Backreference': {
      const groups = n.ambiguous ? n.resolved : [n.resolved];
      return Math.max(0, ...groups.map((g) => maxWidth(g, unicode, seen)));
    }
    default:
      return 0; // assertions, lookarounds included, consume nothing
  }
}

/** The cost of every node of a pattern, by node (for the bound and for naming the costly part). */
export function costs(pattern: AST.Pattern, length: number, unicode = false): Map<AST.Node, Cost> {
  const memo = new Map<AST.Node, Cost>();
  const branching = (n: Branching): Cost => {
    let ways = 0;
    let steps = 1;
    for (const alt of n.alternatives) {
      const c = cost(alt);
      ways += c.ways;
      steps += c.steps;
    }
    return { ways, steps };
  };
  const cost = (n: AST.Node): Cost => {
    const known = memo.get(n);
    if (known) return known;
    let c: Cost;
    if (n.type === 'Alternative') {
      let ways = 1;
      let steps = 0;
      for (const e of n.elements) {
        const ce = cost(e);
        steps += ways * ce.steps;
        ways *= ce.ways;
      }
      c = { ways, steps };
    } else if (n.type === 'Pattern' || n.type === 'Group' || n.type === 'CapturingGroup') c = branching(n);
    else if (isLookaround(n)) c = { ways: 1, steps: branching(n).steps };
    else if (n.type === 'Quantifier') {
      const body = cost(n.element);
      const max = Math.min(n.max, n.min + length);
      c =
        max === 0
          ? { ways: 1, steps: 1 }
          : {
              ways: powerSum(body.ways, n.min, max),
              steps: Math.max(1, body.steps * powerSum(body.ways, 0, max - 1)),
            };
    } else if (n.type === 'Backreference') c = { ways: 1, steps: 1 + Math.min(length, maxWidth(n, unicode)) };
    else c = { ways: 1, steps: 1 };
    memo.set(n, c);
    return c;
  };
  cost(pattern);
  return memo;
}

/** Every top-level branch starts with `^` (no `m` flag): only position 0 can match. */
export function anchoredAtStart(p: AST.Pattern): boolean {
  return p.alternatives.every((a) => {
    const first = a.elements[0];
    return first !== undefined && first.type === 'Assertion' && first.kind === 'start';
  });
}

/** How many start positions the engine tries on a text of `length` units. */
export const startsOf = (p: AST.Pattern, length: number): number => (anchoredAtStart(p) ? 1 : length + 1);

/** The regexpp tree of a pattern as `new RegExp(pattern, unicode ? 'u' : '')` reads it; null when it does not parse. */
export function parsePattern(pattern: string, unicode = false): AST.Pattern | null {
  try {
    return new RegExpParser({ strict: false, ecmaVersion: 2025 }).parsePattern(pattern, 0, pattern.length, {
      unicode,
      unicodeSets: false,
    });
  } catch {
    return null;
  }
}
