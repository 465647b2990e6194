/**
 * Which kept SillyTavern / Character Card settings of an entry change when it fires here
 * (docs/format.md, "Import and export"). One table read two ways: `validate` turns each finding
 * into an `entry.activation-differs` hint at the kept key's line; the importer's ledger
 * (src/bridge/) prints the same findings. The bridge's export reads `keptFilter` and
 * `isRegexKey` from here too, so what validate says is what export writes.
 */
import type { ActivationEffect } from '../diagnostics/codes/entry/activation-differs.js';
import type { Plain } from '../common/yaml/plain.js';
import { isMapping } from '../common/yaml/plain.js';

/** The namespaced frontmatter keys that hold what an import kept. */
export const KEPT_NAMESPACES = ['x-sillytavern', 'x-card', 'x-risu'] as const;
export type KeptNamespace = (typeof KEPT_NAMESPACES)[number];

export interface ActivationFinding {
  readonly namespace: KeptNamespace;
  /** Path of the kept value below the namespace key, e.g. `['extensions', 'probability']`. */
  readonly path: readonly string[];
  readonly value: Plain;
  readonly effect: ActivationEffect;
}

type Kept = { readonly [key: string]: Plain };

const REGEX_SHAPE = /^\/([\w\W]+?)\/([gimsuy]*)$/;

/**
 * Whether SillyTavern runs `key` as a regular expression: only when the whole key reads
 * `/pattern/flags` with JavaScript's flags, the pattern has no unescaped `/`, and it compiles.
 * Anything else (`/usr/local`, `/a/b/`, a card's `use_regex: true` on a plain word) is a plain
 * key there, and here. Compiling runs nothing, so an untrusted pattern costs no more than its length.
 */
export function isRegexKey(key: string): boolean {
  const m = REGEX_SHAPE.exec(key);
  if (!m) return false;
  const [, pattern = '', flags = ''] = m;
  if (/(^|[^\\])\//.test(pattern)) return false;
  try {
    new RegExp(pattern.replace('\\/', '/'), flags);
    return true;
  } catch {
    return false;
  }
}

/** SillyTavern's `position` values (before / after the character, author's note top / bottom, at depth, examples top / bottom, outlet). */
export const SILLYTAVERN_POSITIONS: readonly number[] = [0, 1, 2, 3, 4, 5, 6, 7];

const num = (v: Plain | undefined): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
/** A key list with a regex key; RisuAI writes its keys as one comma-separated string. */
const hasRegex = (v: Plain | undefined): boolean => {
  const list = typeof v === 'string' ? v.split(',').map((k) => k.trim()) : v;
  return Array.isArray(list) && list.some((k) => typeof k === 'string' && isRegexKey(k));
};
const positive = (v: Plain | undefined): boolean => (num(v) ?? 0) > 0;
const nonEmptyList = (v: Plain | undefined): boolean => Array.isArray(v) && v.length > 0;

/**
 * Whether the kept settings make the source app filter on the secondary keys. A World Info
 * entry filters with `selective: true`; files from earlier imports kept only `selectiveLogic`
 * (SillyTavern's default `selective: true` was not written), which reads as a filter too. A card
 * or RisuAI entry filters only with `selective: true` (SillyTavern's card default is off). Without
 * either, export writes `selective: false`: secondary keys then only add, as here.
 */
export function keptFilter(namespace: KeptNamespace, kept: Kept): boolean {
  if (kept.selective === true) return true;
  if (namespace !== 'x-sillytavern') return false;
  return kept.selective === undefined && kept.selectiveLogic !== undefined;
}

interface Rule {
  readonly effect: ActivationEffect;
  /** Where the setting lives below each namespace: a SillyTavern entry, a card lorebook entry, a RisuAI lorebook entry. */
  readonly at: { readonly [N in KeptNamespace]?: readonly string[] };
  readonly differs: (value: Plain | undefined, entry: Kept, ctx: Context) => boolean;
}

interface Context {
  readonly secondaryKeys: number;
  readonly namespace: KeptNamespace;
}

const valueAt = (m: Kept, path: readonly string[]): Plain | undefined => {
  let v: Plain | undefined = m;
  for (const p of path) v = isMapping(v) ? v[p] : undefined;
  return v;
};

const RULES: readonly Rule[] = [
  {
    effect: 'selective-logic',
    at: { 'x-sillytavern': ['selective'], 'x-card': ['selective'], 'x-risu': ['selective'] },
    differs: (v, _, ctx) => ctx.secondaryKeys > 0 && v === true,
  },
  {
    // files of earlier imports: `selectiveLogic` kept without `selective`
    effect: 'selective-logic',
    at: { 'x-sillytavern': ['selectiveLogic'] },
    differs: (v, e, ctx) => ctx.secondaryKeys > 0 && e.selective === undefined && v !== undefined,
  },
  {
    effect: 'probability',
    at: { 'x-sillytavern': ['probability'], 'x-card': ['extensions', 'probability'] },
    differs: (v, e, ctx) =>
      (num(v) ?? 100) < 100 &&
      valueAt(e, ctx.namespace === 'x-card' ? ['extensions', 'useProbability'] : ['useProbability']) !== false,
  },
  { effect: 'probability', at: { 'x-risu': ['activationPercent'] }, differs: (v) => (num(v) ?? 100) < 100 },
  { effect: 'regex-key', at: { 'x-sillytavern': ['key'], 'x-card': ['keys'], 'x-risu': ['key'] }, differs: hasRegex },
  {
    effect: 'regex-key',
    at: { 'x-sillytavern': ['keysecondary'], 'x-card': ['secondary_keys'], 'x-risu': ['secondkey'] },
    differs: hasRegex,
  },
  {
    effect: 'case-sensitive',
    at: { 'x-sillytavern': ['caseSensitive'], 'x-card': ['case_sensitive'] },
    differs: (v) => v === true,
  },
  {
    effect: 'case-sensitive',
    at: { 'x-card': ['extensions', 'case_sensitive'], 'x-risu': ['extentions', 'risu_case_sensitive'] },
    differs: (v) => v === true,
  },
  {
    effect: 'whole-words',
    at: { 'x-sillytavern': ['matchWholeWords'], 'x-card': ['extensions', 'match_whole_words'] },
    differs: (v) => v === true,
  },
  {
    effect: 'scan-depth',
    at: { 'x-sillytavern': ['scanDepth'], 'x-card': ['extensions', 'scan_depth'] },
    differs: (v) => num(v) !== null,
  },
  {
    effect: 'timed-effect',
    at: { 'x-sillytavern': ['sticky'], 'x-card': ['extensions', 'sticky'] },
    differs: positive,
  },
  {
    effect: 'timed-effect',
    at: { 'x-sillytavern': ['cooldown'], 'x-card': ['extensions', 'cooldown'] },
    differs: positive,
  },
  { effect: 'timed-effect', at: { 'x-sillytavern': ['delay'], 'x-card': ['extensions', 'delay'] }, differs: positive },
  {
    effect: 'inclusion-group',
    at: { 'x-sillytavern': ['group'], 'x-card': ['extensions', 'group'] },
    differs: (v) => typeof v === 'string' && v.trim() !== '',
  },
  {
    effect: 'vectorized',
    at: { 'x-sillytavern': ['vectorized'], 'x-card': ['extensions', 'vectorized'] },
    differs: (v) => v === true,
  },
  {
    effect: 'recursion-only',
    at: { 'x-sillytavern': ['delayUntilRecursion'], 'x-card': ['extensions', 'delay_until_recursion'] },
    differs: (v) => v === true || positive(v),
  },
  {
    effect: 'character-filter',
    at: { 'x-sillytavern': ['characterFilter'], 'x-card': ['extensions', 'character_filter'] },
    differs: (v) => isMapping(v) && (nonEmptyList(v.names) || nonEmptyList(v.tags)),
  },
  {
    effect: 'unknown-position',
    at: { 'x-sillytavern': ['position'], 'x-card': ['extensions', 'position'] },
    differs: (v) => v !== undefined && v !== null && !SILLYTAVERN_POSITIONS.includes(num(v) ?? -1),
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
    const ctx: Context = { secondaryKeys, namespace };
    for (const rule of RULES) {
      const path = rule.at[namespace];
      if (path === undefined) continue;
      const value = valueAt(kept, path);
      if (value !== undefined && rule.differs(value, kept, ctx))
        out.push({ namespace, path, value, effect: rule.effect });
    }
  }
  return out;
}
