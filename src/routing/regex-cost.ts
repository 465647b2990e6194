/**
 * What a content regex can cost on the backtracking engine. Patterns RE2 can express run on RE2JS
 * (linear time); the others (lookaround, backreferences) would run on the native engine, and only
 * when this analysis proves their cost bounded (docs/routing-validation.md, "Regex cost"):
 *
 * 1. No repetition (a quantifier whose maximum is above 1) holds another repetition, an
 *    alternation, a backreference or a lookaround: those can split the text in exponentially many
 *    ways (`(a+)+`, `(a|aa)+`, `((?=a)a)*`).
 * 2. No backreference refers to a group holding an unbounded quantifier (`(a*)\1`: quadratic).
 * 3. Each backtracking scope (the pattern, and each lookaround, which JS runs atomically) holds at
 *    most one unbounded quantifier (`a*a*b` is cubic); and when the pattern is not anchored at the
 *    start, none at all: every start position would pay a scan of the rest (`(?=.*x)a` took 0.4 s
 *    on 20,000 characters). Bounded repetitions up to BOUNDED_MAX stay allowed (`\w{1,50}`).
 *
 * The analysis is deliberately conservative: it refuses some patterns that would be fast, never
 * accepts one that is not. Pure (no node:), so the browser playground judges the same way.
 */
import { RegExpParser } from '@eslint-community/regexpp';
import type { AST } from '@eslint-community/regexpp';

/** The largest maximum of a bounded repetition that rule 3 does not count as unbounded. */
export const BOUNDED_MAX = 100;

export interface NativeRisk {
  /** The part of the pattern that breaks a rule. */
  readonly part: string;
  /** Which rule, in words for the diagnostic (English; the registry has both languages). */
  readonly rule: 'nested-repetition' | 'backreference-to-repetition' | 'unbounded-repetition';
}

type Parent = AST.Pattern | AST.Group | AST.CapturingGroup | AST.LookaroundAssertion;

const isLookaround = (n: AST.Node): n is AST.LookaroundAssertion =>
  n.type === 'Assertion' && (n.kind === 'lookahead' || n.kind === 'lookbehind');

const childrenOf = (n: AST.Node): AST.Element[] =>
  n.type === 'Pattern' || n.type === 'Group' || n.type === 'CapturingGroup' || isLookaround(n)
    ? (n as Parent).alternatives.flatMap((a) => a.elements)
    : n.type === 'Quantifier'
      ? [n.element]
      : [];

function some(n: AST.Node, pred: (n: AST.Node) => boolean): boolean {
  return pred(n) || childrenOf(n).some((c) => some(c, pred));
}

const repeats = (n: AST.Node): boolean => n.type === 'Quantifier' && n.max > 1;
const unbounded = (n: AST.Node): boolean => n.type === 'Quantifier' && n.max > BOUNDED_MAX;
const alternation = (n: AST.Node): boolean =>
  (n.type === 'Group' || n.type === 'CapturingGroup' || isLookaround(n)) && (n as Parent).alternatives.length > 1;

/** Unbounded quantifiers of one backtracking scope: not looking into lookarounds (their own scopes). */
function scopeLoops(n: AST.Node, out: AST.Quantifier[] = []): AST.Quantifier[] {
  for (const c of childrenOf(n)) {
    if (isLookaround(c)) continue;
    if (unbounded(c)) out.push(c as AST.Quantifier);
    scopeLoops(c, out);
  }
  return out;
}

/** Every top-level alternative starts with `^` (no flags: only position 0 can match). */
function anchoredAtStart(p: AST.Pattern): boolean {
  return p.alternatives.every((a) => {
    const first = a.elements[0];
    return first !== undefined && first.type === 'Assertion' && first.kind === 'start';
  });
}

export function parsePattern(pattern: string): AST.Pattern | null {
  try {
    return new RegExpParser({ strict: false, ecmaVersion: 2025 }).parsePattern(pattern, 0, pattern.length, {
      unicode: false,
      unicodeSets: false,
    });
  } catch {
    return null;
  }
}

/** Null when the pattern is safe on the backtracking engine; else the first part that is not. */
export function nativeRegexRisk(pattern: string): NativeRisk | null {
  const ast = parsePattern(pattern);
  if (ast === null) return { part: pattern, rule: 'nested-repetition' }; // unparsable here: never run it natively
  const all: AST.Node[] = [];
  some(ast, (n) => (all.push(n), false));
  for (const n of all) {
    if (n.type !== 'Quantifier' || n.max <= 1) continue;
    const body = n.element;
    const inner = (m: AST.Node) => repeats(m) || alternation(m) || m.type === 'Backreference' || isLookaround(m);
    if (inner(body) || childrenOf(body).some((c) => some(c, inner))) return { part: n.raw, rule: 'nested-repetition' };
  }
  for (const n of all) {
    if (n.type === 'Backreference' && !n.ambiguous && some(n.resolved, unbounded))
      return { part: `${n.resolved.raw}…${n.raw}`, rule: 'backreference-to-repetition' };
    if (n.type === 'Backreference' && n.ambiguous && n.resolved.some((g) => some(g, unbounded)))
      return { part: n.raw, rule: 'backreference-to-repetition' };
  }
  const allowed = anchoredAtStart(ast) ? 1 : 0;
  for (const scope of [ast, ...all.filter(isLookaround)]) {
    const loops = scopeLoops(scope);
    if (loops.length > allowed) return { part: (loops[allowed] as AST.Quantifier).raw, rule: 'unbounded-repetition' };
  }
  return null;
}
