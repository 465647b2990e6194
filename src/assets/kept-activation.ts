/**
 * Which kept SillyTavern / Character Card settings of an entry change when it fires here
 * (docs/format.md, "Import and export"). One table read two ways: `validate` turns each finding
 * into an `entry.activation-differs` hint at the kept key's line; the importer's ledger
 * (src/bridge/) prints the same findings.
 */
import type { ActivationEffect } from '../diagnostics/codes/entry/activation-differs.js';
import type { Plain } from '../common/yaml/plain.js';
import { isMapping } from '../common/yaml/plain.js';

/** The namespaced frontmatter keys that hold what an import kept. */
export const KEPT_NAMESPACES = ['x-sillytavern', 'x-card'] as const;
export type KeptNamespace = (typeof KEPT_NAMESPACES)[number];

export interface ActivationFinding {
  readonly namespace: KeptNamespace;
  /** Path of the kept value below the namespace key, e.g. `['extensions', 'probability']`. */
  readonly path: readonly string[];
  readonly value: Plain;
  readonly effect: ActivationEffect;
}

type Kept = { readonly [key: string]: Plain };

/** A SillyTavern key written `/pattern/flags` is a regular expression there. */
export const REGEX_KEY = /^\/(.+)\/([a-z]*)$/s;

const num = (v: Plain | undefined): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const hasRegex = (v: Plain | undefined): boolean =>
  Array.isArray(v) && v.some((k) => typeof k === 'string' && REGEX_KEY.test(k));
const positive = (v: Plain | undefined): boolean => (num(v) ?? 0) > 0;

interface Rule {
  readonly effect: ActivationEffect;
  /** Where the setting lives: in a SillyTavern entry, and in a card lorebook entry. */
  readonly st: readonly string[];
  readonly card: readonly string[];
  readonly differs: (value: Plain | undefined, entry: Kept, ctx: Context) => boolean;
}

interface Context {
  readonly secondaryKeys: number;
  readonly card: boolean;
}

const at = (m: Kept, path: readonly string[]): Plain | undefined => {
  let v: Plain | undefined = m;
  for (const p of path) v = isMapping(v) ? v[p] : undefined;
  return v;
};

/** Selective unless switched off (SillyTavern: default on; cards: `selective: true`). */
const selective = (entry: Kept, ctx: Context): boolean =>
  ctx.card ? entry.selective === true : entry.selective !== false;

const RULES: readonly Rule[] = [
  {
    effect: 'selective-logic',
    st: ['selectiveLogic'],
    card: ['extensions', 'selectiveLogic'],
    differs: (v, e, ctx) => ctx.secondaryKeys > 0 && selective(e, ctx) && v !== undefined,
  },
  {
    effect: 'selective-logic',
    st: ['selective'],
    card: ['selective'],
    differs: (_, e, ctx) =>
      ctx.secondaryKeys > 0 &&
      selective(e, ctx) &&
      at(e, ctx.card ? ['extensions', 'selectiveLogic'] : ['selectiveLogic']) === undefined,
  },
  {
    effect: 'probability',
    st: ['probability'],
    card: ['extensions', 'probability'],
    differs: (v, e, ctx) =>
      (num(v) ?? 100) < 100 && at(e, ctx.card ? ['extensions', 'useProbability'] : ['useProbability']) !== false,
  },
  {
    effect: 'regex-key',
    st: ['key'],
    card: ['use_regex'],
    differs: (v, _, ctx) => (ctx.card ? v === true : hasRegex(v)),
  },
  { effect: 'regex-key', st: ['keysecondary'], card: [], differs: (v) => hasRegex(v) },
  { effect: 'case-sensitive', st: ['caseSensitive'], card: ['case_sensitive'], differs: (v) => v === true },
  { effect: 'case-sensitive', st: [], card: ['extensions', 'case_sensitive'], differs: (v) => v === true },
  {
    effect: 'whole-words',
    st: ['matchWholeWords'],
    card: ['extensions', 'match_whole_words'],
    differs: (v) => v === true,
  },
  { effect: 'scan-depth', st: ['scanDepth'], card: ['extensions', 'scan_depth'], differs: (v) => num(v) !== null },
  { effect: 'timed-effect', st: ['sticky'], card: ['extensions', 'sticky'], differs: positive },
  { effect: 'timed-effect', st: ['cooldown'], card: ['extensions', 'cooldown'], differs: positive },
  { effect: 'timed-effect', st: ['delay'], card: ['extensions', 'delay'], differs: positive },
  {
    effect: 'inclusion-group',
    st: ['group'],
    card: ['extensions', 'group'],
    differs: (v) => typeof v === 'string' && v.trim() !== '',
  },
  { effect: 'vectorized', st: ['vectorized'], card: ['extensions', 'vectorized'], differs: (v) => v === true },
  {
    effect: 'recursion-only',
    st: ['delayUntilRecursion'],
    card: ['extensions', 'delay_until_recursion'],
    differs: (v) => v === true || positive(v),
  },
];

/** The kept settings of one entry that make it fire differently here, in table order. */
export function activationFindings(
  extensions: { readonly [key: string]: Plain },
  secondaryKeys: number,
): ActivationFinding[] {
  const out: ActivationFinding[] = [];
  for (const namespace of KEPT_NAMESPACES) {
    const kept = extensions[namespace];
    if (!isMapping(kept)) continue;
    const ctx: Context = { secondaryKeys, card: namespace === 'x-card' };
    for (const rule of RULES) {
      const path = ctx.card ? rule.card : rule.st;
      if (path.length === 0) continue;
      const value = at(kept, path);
      if (value !== undefined && rule.differs(value, kept, ctx))
        out.push({ namespace, path, value, effect: rule.effect });
    }
  }
  return out;
}
