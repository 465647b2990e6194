/**
 * A sound, incomplete implication test between filters: `implies(a, b)` true means every input that
 * matches `a` also matches `b` (never a false claim); false means "not proven". Used by the lock and
 * shadowing checks (docs/routing-validation.md). Custom predicates and regexes are opaque atoms: they
 * imply only an identical atom; plain content texts imply by inclusion (`contains '深度研讨'`
 * implies `contains '研讨'`).
 */
import type { Predicate } from '../model/types.js';

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

/**
 * A message with a guild is a group message: a private message has no guild id (Koishi's session;
 * docs/routing-validation.md, "A guild is a group"). So `scope guild` implies `group` and excludes
 * `direct`.
 */
const inGuild = (p: Predicate): boolean => p.kind === 'scope' && p.field === 'guild' && p.values.every((v) => v !== '');

type Content = Extract<Predicate, { kind: 'content' }>;

/**
 * Every message matching `a` matches `b` (plain texts, as `evaluatePredicate` compares them: a
 * message contains, starts with, or trimmed equals the text). `exact` implies `contains` only:
 * the trimmed message equals the text, the message itself may start with spaces.
 */
function contentImplies(a: Content, b: Content): boolean {
  if (a.match === 'regex' || b.match === 'regex') return false;
  if (b.match === 'contains') return a.text.includes(b.text);
  if (b.match === 'startsWith') return a.match === 'startsWith' && a.text.startsWith(b.text);
  return a.match === 'exact' && a.text === b.text;
}

/** Does the atom `a` (not and/or/not) imply `b`, or the negation `not b`? */
function atomImplies(a: Predicate, b: Predicate): boolean {
  if (b.kind === 'true') return true;
  if (same(a, b)) return true;
  if (a.kind === 'scope' && b.kind === 'scope') return scopeImplies(a, b);
  if (a.kind === 'content' && b.kind === 'content') return contentImplies(a, b);
  if (b.kind === 'group' && inGuild(a)) return true;
  if (b.kind === 'not') {
    const n = b.operand;
    // direct and group exclude each other (group = not direct: docs/routing.md, c2)
    if ((a.kind === 'direct' && n.kind === 'group') || (a.kind === 'group' && n.kind === 'direct')) return true;
    if (n.kind === 'direct' && inGuild(a)) return true;
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

/** The keys of an atom an implication can rest on: `same` atoms, and scopes by field and by value. */
function atomKeys(p: Predicate): string[] {
  switch (p.kind) {
    case 'scope':
      return [
        `f\u0000${p.field}`,
        ...p.values.map((v) => `v\u0000${p.field}\u0000${v}`),
        // a guild implies `group` (inGuild above)
        ...(inGuild(p) ? ['k\u0000group'] : []),
      ];
    case 'content':
      // any plain text may imply another by inclusion (contentImplies): one key for all of them
      return p.match === 'regex' ? [`c\u0000regex\u0000${p.text}`] : ['c\u0000plain'];
    case 'custom':
      return [`u\u0000${p.id}\u0000${JSON.stringify(p.args ?? null)}`];
    case 'direct':
    case 'group':
    case 'at-me':
    case 'quote-me':
      return [`k\u0000${p.kind}`];
    default:
      return [];
  }
}

/**
 * Every atom key anywhere in a premise (under `not` too: a superset), or null when nothing may be
 * pruned for it: it holds an empty `or` (vacuously implies anything) or nests deeper than `implies` looks.
 */
export function premiseKeys(p: Predicate, out: Set<string> = new Set(), depth = 0): ReadonlySet<string> | null {
  if (depth > 64) return null;
  if (p.kind === 'not') return premiseKeys(p.operand, out, depth + 1);
  if (p.kind === 'and' || p.kind === 'or') {
    if (p.kind === 'or' && p.operands.length === 0) return null;
    for (const o of p.operands) if (premiseKeys(o, out, depth + 1) === null) return null;
    return out;
  }
  for (const k of atomKeys(p)) out.add(k);
  return out;
}

/**
 * Keys of which a premise must hold at least one for `implies(premise, b)` to be true, or null when
 * there is no such cheap condition. A necessary condition only: it lets a caller skip the exact test
 * for pairs that certainly fail it (the shadow check runs it for every pair of rules).
 */
export function neededKeys(b: Predicate, depth = 0): readonly string[] | null {
  if (depth > 64) return null;
  switch (b.kind) {
    case 'scope':
      return b.values.length > 0 ? b.values.map((v) => `v\u0000${b.field}\u0000${v}`) : [`f\u0000${b.field}`];
    case 'and':
      for (const o of b.operands) {
        const n = neededKeys(o, depth + 1);
        if (n !== null) return n;
      }
      return null;
    case 'or': {
      if (b.operands.length === 0) return null;
      const all: string[] = [];
      for (const o of b.operands) {
        const n = neededKeys(o, depth + 1);
        if (n === null) return null;
        all.push(...n);
      }
      return all;
    }
    case 'true':
    case 'not':
      return null;
    default:
      return atomKeys(b);
  }
}

/** The cheap test: false means `implies(premise, b)` is certainly false. */
export function mayImply(premise: ReadonlySet<string> | null, needed: readonly string[] | null): boolean {
  return premise === null || needed === null || needed.some((k) => premise.has(k));
}
