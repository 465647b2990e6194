/**
 * representativeInput / isSatisfiable: an input derived from a filter that satisfies it (for the
 * catalog's per-rule resolution and the linter's never-matches hint). The filter is expanded into
 * at most MAX_BRANCHES conjunctions of literals; each is solved field by field and the candidate is
 * verified by evaluating the filter. "Unknown" (regexes we cannot synthesise, too many branches)
 * gives null from representativeInput and true from isSatisfiable: never a false never-matches.
 */
import { compileContentRegex } from './content-regex.js';
import { evaluatePredicate, SCOPE_INPUT } from './predicates.js';
import { exampleForRegex } from './regex-example.js';
import type { Predicate, RoutingInput, ScopeField } from '../model/types.js';

type Atom = Exclude<Predicate, { kind: 'not' | 'and' | 'or' | 'true' }>;
type Literal = { readonly atom: Atom; readonly positive: boolean };
type Conj = readonly Literal[];

export const MAX_BRANCHES = 256;
const MAX_DEPTH = 200;
class Unknown extends Error {}

function product(a: readonly Conj[], b: readonly Conj[]): Conj[] {
  const out: Conj[] = [];
  for (const x of a)
    for (const y of b) {
      out.push([...x, ...y]);
      if (out.length > MAX_BRANCHES) throw new Unknown();
    }
  return out;
}

/** Disjunctive normal form: a list of conjunctions; [] = false, [[]] = true. */
function dnf(p: Predicate, positive: boolean, depth: number): Conj[] {
  if (depth > MAX_DEPTH) throw new Unknown();
  switch (p.kind) {
    case 'true':
      return positive ? [[]] : [];
    case 'not':
      return dnf(p.operand, !positive, depth + 1);
    case 'and':
    case 'or': {
      const conjunctive = (p.kind === 'and') === positive;
      if (conjunctive) return p.operands.reduce<Conj[]>((acc, o) => product(acc, dnf(o, positive, depth + 1)), [[]]);
      const out: Conj[] = [];
      for (const o of p.operands) {
        out.push(...dnf(o, positive, depth + 1));
        if (out.length > MAX_BRANCHES) throw new Unknown();
      }
      return out;
    }
    default:
      return [[{ atom: p, positive }]];
  }
}

const FLAGS = {
  direct: ['isDirect', true],
  group: ['isDirect', false],
  'at-me': ['isAtMe', true],
  'quote-me': ['isQuotingMe', true],
} as const;

/** Solve one conjunction: an input, null when contradictory, or Unknown thrown. */
function solve(conj: Conj): RoutingInput | null {
  const input: { [key: string]: unknown } = {};
  const flags: { [key: string]: boolean } = {};
  const scopes = new Map<ScopeField, { allowed?: string[]; excluded: Set<string>; exists?: boolean }>();
  const custom: { [id: string]: boolean } = {};
  const contents: Literal[] = [];
  for (const { atom, positive } of conj) {
    if (atom.kind === 'direct' || atom.kind === 'group' || atom.kind === 'at-me' || atom.kind === 'quote-me') {
      const [flag, value] = FLAGS[atom.kind];
      const want = positive ? value : !value;
      if (flags[flag] !== undefined && flags[flag] !== want) return null;
      flags[flag] = want;
    } else if (atom.kind === 'scope') {
      const s = scopes.get(atom.field) ?? { excluded: new Set<string>() };
      scopes.set(atom.field, s);
      if (atom.values.length === 0) {
        if (s.exists !== undefined && s.exists !== positive) return null;
        s.exists = positive;
      } else if (positive) s.allowed = s.allowed ? s.allowed.filter((v) => atom.values.includes(v)) : [...atom.values];
      else for (const v of atom.values) s.excluded.add(v);
    } else if (atom.kind === 'custom') {
      if (custom[atom.id] !== undefined && custom[atom.id] !== positive) throw new Unknown(); // args may differ
      custom[atom.id] = positive;
    } else contents.push({ atom, positive });
  }
  for (const [field, s] of scopes) {
    const key = SCOPE_INPUT[field];
    // A message with a guild is a group message (docs/routing-validation.md, "A guild is a group"):
    // a direct message can only satisfy a guild scope without a guild.
    const noGuild = field === 'guild' && flags['isDirect'] === true;
    if (noGuild && s.exists === true) return null;
    if (s.allowed) {
      const pick = s.allowed.find(
        (v) => !s.excluded.has(v) && (v !== '' || s.exists !== true) && (v === '' || !noGuild),
      );
      if (pick === undefined) return null;
      if (s.exists === false && pick !== '') return null;
      input[key] = pick;
    } else if (s.exists === true) {
      let i = 0;
      while (s.excluded.has(`${field}-${i}`)) i++;
      input[key] = `${field}-${i}`;
    }
  }
  const content = solveContent(contents);
  if (content === null) return null;
  return {
    ...input,
    isDirect: flags['isDirect'] ?? false,
    isAtMe: flags['isAtMe'] ?? false,
    isQuotingMe: flags['isQuotingMe'] ?? false,
    content,
    ...(Object.keys(custom).length ? { custom } : {}),
  } as RoutingInput;
}

function contentMatches(atom: Extract<Atom, { kind: 'content' }>, content: string): boolean {
  return evaluatePredicate(atom, { content }, {});
}

/** A message satisfying every content literal; null when provably impossible; Unknown otherwise. */
function solveContent(lits: readonly Literal[]): string | null {
  const pos = lits.filter((l) => l.positive).map((l) => l.atom as Extract<Atom, { kind: 'content' }>);
  const neg = lits.filter((l) => !l.positive).map((l) => l.atom as Extract<Atom, { kind: 'content' }>);
  for (const a of [...pos, ...neg]) if (a.match === 'regex') compileContentRegex(a.text); // invalid: throws, caller decides
  const exact = pos.find((a) => a.match === 'exact');
  if (exact && exact.text !== exact.text.trim()) return null;
  const starts = pos
    .filter((a) => a.match === 'startsWith')
    .map((a) => a.text)
    .sort((x, y) => y.length - x.length);
  const longest = starts[0] ?? '';
  if (starts.some((s) => !longest.startsWith(s))) return null;
  const candidates: string[] = [];
  if (exact) candidates.push(exact.text);
  else {
    let c = longest;
    for (const a of pos) if (a.match === 'contains' && !c.includes(a.text)) c += a.text;
    candidates.push(c);
    for (const a of pos)
      if (a.match === 'regex') {
        const ex = exampleForRegex(a.text);
        if (ex !== null) candidates.push(c + ex, ex + c, ex);
      }
  }
  const ok = (c: string) => pos.every((a) => contentMatches(a, c)) && neg.every((a) => !contentMatches(a, c));
  const found = candidates.find(ok);
  if (found !== undefined) return found;
  const plain = pos.every((a) => a.match !== 'regex') && neg.every((a) => a.match !== 'regex');
  if (plain && neg.length === 0) return null; // the construction above is complete for positive plain literals
  if (plain && neg.some((n) => pos.some((p) => implies(p, n)))) return null;
  throw new Unknown();
}

/** Every message matching `p` also matches `n` (plain literals only). */
function implies(p: Extract<Atom, { kind: 'content' }>, n: Extract<Atom, { kind: 'content' }>): boolean {
  if (n.match === 'contains')
    return p.match !== 'exact'
      ? p.text.includes(n.text)
      : p.text.includes(n.text) && n.text.trim() === n.text && n.text !== '';
  if (n.match === 'startsWith') return p.match === 'startsWith' && p.text.startsWith(n.text);
  if (n.match === 'exact') return p.match === 'exact' && p.text === n.text;
  return false;
}

type Verdict =
  { readonly kind: 'sat'; readonly input: RoutingInput } | { readonly kind: 'unsat' } | { readonly kind: 'unknown' };

function analyse(filter: Predicate): Verdict {
  let conjs: Conj[];
  try {
    conjs = dnf(filter, true, 0);
  } catch {
    return { kind: 'unknown' };
  }
  let unknown = false;
  for (const conj of conjs) {
    try {
      const input = solve(conj);
      if (input === null) continue;
      if (evaluatePredicate(filter, input, {})) return { kind: 'sat', input };
      unknown = true;
    } catch {
      unknown = true;
    }
  }
  return unknown ? { kind: 'unknown' } : { kind: 'unsat' };
}

/** An input matching `filter`, or null when it is unsatisfiable or none could be derived. */
export function representativeInput(filter: Predicate): RoutingInput | null {
  const v = analyse(filter);
  return v.kind === 'sat' ? v.input : null;
}

/** False only when no input can match `filter` (contradictions such as `and[direct, group]`). */
export function isSatisfiable(filter: Predicate): boolean {
  return analyse(filter).kind !== 'unsat';
}
