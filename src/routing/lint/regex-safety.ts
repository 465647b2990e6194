/**
 * Does a content regex compile, and can it backtrack catastrophically? The pattern is parsed with
 * regexpp (annex B, no flags, like the runtime's `new RegExp(text)`) and every unbounded quantifier
 * is checked for two classic shapes (docs/routing-validation.md):
 *  - nested repetition: its body holds another unbounded quantifier, and every other part of that
 *    sequence is optional or can consume the same characters (`(a+)+`, `(.*)*`, `(\w+\s?)*`), so the
 *    text can be split between the loops in exponentially many ways;
 *  - overlapping alternatives: two single-character or identical alternatives can match the same
 *    text (`(a|a)*`, `(\w|\d)+`).
 * Character sets are compared on a sample alphabet (ASCII plus common CJK and full-width code points).
 */
import { RegExpParser } from '@eslint-community/regexpp';
import type { AST } from '@eslint-community/regexpp';

export type RegexCheck =
  | { readonly compiles: false; readonly reason: string }
  | { readonly compiles: true; readonly unsafePart: string | null };

const SAMPLE: readonly number[] = [
  ...Array.from({ length: 128 }, (_, i) => i),
  0xa0,
  0xe9,
  0x2028,
  0x3000,
  0x3001,
  0x3002,
  0x4e00,
  0x6df1,
  0x7814,
  0xff03,
  0xff01,
  0xfeff,
];
const ALL = new Set(SAMPLE);

function setMatches(set: AST.CharacterSet | AST.ClassSetOperand, cp: number): boolean {
  const ch = String.fromCodePoint(cp);
  switch (set.type) {
    case 'CharacterSet':
      if (set.kind === 'any') return !/[\n\r\u2028\u2029]/.test(ch);
      if (set.kind === 'digit') return /\d/.test(ch) !== set.negate;
      if (set.kind === 'space') return /\s/.test(ch) !== set.negate;
      if (set.kind === 'word') return /\w/.test(ch) !== set.negate;
      return true; // unicode properties: assume they may match anything
    case 'Character':
      return set.value === cp;
    default:
      return true;
  }
}

/** Sample code points a single-character element can match, or null when it is not one. */
function charsOf(el: AST.Node): Set<number> | null {
  if (el.type === 'Character')
    return new Set(SAMPLE.filter((cp) => cp === el.value).concat(ALL.has(el.value) ? [] : [el.value]));
  if (el.type === 'CharacterSet') return new Set(SAMPLE.filter((cp) => setMatches(el, cp)));
  if (el.type === 'CharacterClass') {
    const hit = (cp: number): boolean =>
      el.elements.some((e) => {
        if (e.type === 'CharacterClassRange') return cp >= e.min.value && cp <= e.max.value;
        if (e.type === 'Character' || e.type === 'CharacterSet') return setMatches(e, cp);
        return true;
      });
    return new Set(SAMPLE.filter((cp) => hit(cp) !== el.negate));
  }
  return null;
}

/** Every sample character an element may consume anywhere (a superset). */
function consumed(el: AST.Node): Set<number> {
  const single = charsOf(el);
  if (single) return single;
  const out = new Set<number>();
  const add = (s: Set<number>) => s.forEach((c) => out.add(c));
  if (el.type === 'Quantifier') return consumed(el.element);
  if (el.type === 'Group' || el.type === 'CapturingGroup' || el.type === 'Pattern')
    for (const alt of el.alternatives) for (const e of alt.elements) add(consumed(e));
  if (el.type === 'Backreference') return new Set(ALL);
  return out;
}

function canBeEmpty(el: AST.Node): boolean {
  switch (el.type) {
    case 'Quantifier':
      return el.min === 0 || canBeEmpty(el.element);
    case 'Group':
    case 'CapturingGroup':
      return el.alternatives.some((a) => a.elements.every(canBeEmpty));
    case 'Assertion':
    case 'Backreference':
      return true;
    default:
      return false;
  }
}

const overlaps = (a: Set<number>, b: Set<number>): boolean => [...a].some((c) => b.has(c));

/** Variable-length quantifiers inside `el` (not looking into lookarounds). */
function innerLoops(el: AST.Node): AST.Quantifier[] {
  if (el.type === 'Quantifier') return [...(el.max > el.min ? [el] : []), ...innerLoops(el.element)];
  if (el.type === 'Group' || el.type === 'CapturingGroup')
    return el.alternatives.flatMap((a) => a.elements.flatMap(innerLoops));
  return [];
}

function alternativesOf(el: AST.Node): readonly AST.Alternative[] {
  return el.type === 'Group' || el.type === 'CapturingGroup' ? el.alternatives : [];
}

function nestedRepetition(body: AST.Node): boolean {
  if (body.type === 'Quantifier') return body.max === Infinity || nestedRepetition(body.element);
  for (const alt of alternativesOf(body)) {
    for (const [i, el] of alt.elements.entries()) {
      for (const loop of innerLoops(el)) {
        const chars = consumed(loop.element);
        const others = alt.elements.filter((_, j) => j !== i);
        if (others.every((o) => canBeEmpty(o) || overlaps(consumed(o), chars))) return true;
      }
      if ((el.type === 'Group' || el.type === 'CapturingGroup') && nestedRepetition(el)) return true;
    }
  }
  return false;
}

function overlappingAlternatives(body: AST.Node): boolean {
  const alts = alternativesOf(body);
  for (let i = 0; i < alts.length; i++) {
    for (let j = i + 1; j < alts.length; j++) {
      const a = alts[i] as AST.Alternative;
      const b = alts[j] as AST.Alternative;
      if (a.raw === b.raw && a.raw !== '') return true;
      const ca = a.elements.length === 1 ? charsOf(a.elements[0] as AST.Node) : null;
      const cb = b.elements.length === 1 ? charsOf(b.elements[0] as AST.Node) : null;
      if (ca && cb && overlaps(ca, cb)) return true;
    }
  }
  return false;
}

function findUnsafe(node: AST.Node): string | null {
  if (node.type === 'Quantifier') {
    if (node.max === Infinity && (nestedRepetition(node.element) || overlappingAlternatives(node.element)))
      return node.raw;
    return findUnsafe(node.element);
  }
  const kids: AST.Node[] =
    node.type === 'Pattern' ||
    node.type === 'Group' ||
    node.type === 'CapturingGroup' ||
    (node.type === 'Assertion' && 'alternatives' in node)
      ? (node as { alternatives: AST.Alternative[] }).alternatives.flatMap((a) => a.elements)
      : [];
  for (const k of kids) {
    const found = findUnsafe(k);
    if (found) return found;
  }
  return null;
}

export function checkRegex(pattern: string): RegexCheck {
  try {
    new RegExp(pattern);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { compiles: false, reason: message.replace(/^Invalid regular expression: \/.*\/[a-z]*: /s, '') };
  }
  let ast: AST.Pattern;
  try {
    ast = new RegExpParser({ strict: false, ecmaVersion: 2025 }).parsePattern(pattern, 0, pattern.length, {
      unicode: false,
      unicodeSets: false,
    });
  } catch {
    return { compiles: true, unsafePart: null };
  }
  return { compiles: true, unsafePart: findUnsafe(ast) };
}
