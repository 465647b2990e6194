/**
 * Keys of one world that overlap (docs/retrieval.md "Key hygiene"):
 * - `entry.key-inside-another`: a key found inside another entry's key, so it fires with it;
 * - `entry.shared-key-tie`: one key on several entries that tie on everything the author sets, so
 *   only the entry id decides which goes first.
 */
import type { Entry } from '../../assets/model.js';
import type { Diagnostic, RelatedPlace } from '../../diagnostics/define.js';
import { report } from '../../diagnostics/report.js';
import { keyInsideAnother } from '../../diagnostics/codes/entry/key-inside-another.js';
import { sharedKeyTie } from '../../diagnostics/codes/entry/shared-key-tie.js';
import { matchEntry } from '../match.js';
import { compareBySettings, compareRanked, priorityOf } from '../rank.js';
import { isShortKey } from './short-keys.js';
import { byFolded, keyPlace, type KeysOf, type WorldKey } from './world-keys.js';

const LONGER_KEY = { en: 'the longer key', 'zh-CN': '较长的关键词' };
const TIE_WINNER = { en: 'the entry that goes first', 'zh-CN': '排在前面的条目' };

function related(k: WorldKey, message: RelatedPlace['message']): RelatedPlace {
  const p = keyPlace(k);
  return { file: k.entry.file, line: p.line, column: p.column, message };
}

/**
 * Keys longer than this (UTF-16 units) are not searched for other keys: no keyword is that long, and
 * it bounds the work on hostile input to about 2,000 lookups a key (docs/retrieval.md "Key hygiene").
 */
export const LONGEST_COMPARED_KEY = 64;

/**
 * The distinct keys of `keys` found inside `longer` (itself excluded): its substrings of the lengths
 * the world's keys have (`lengths`, ascending), looked up in the map. A world's keys have few
 * distinct lengths, so this is a handful of lookups a key, not every substring of it.
 */
function keysInside(longer: string, keys: ReadonlyMap<string, unknown>, lengths: readonly number[]): string[] {
  const n = longer.length;
  if (n > LONGEST_COMPARED_KEY) return [];
  const found = new Set<string>();
  for (const m of lengths) {
    if (m >= n) break;
    for (let i = 0; i + m <= n; i++) {
      const s = longer.slice(i, i + m);
      if (keys.has(s)) found.add(s);
    }
  }
  return [...found];
}

/** A letter or digit of any script: what a word is made of, for `insideAsWord`. */
const WORD_CHAR = /[\p{L}\p{N}\p{M}]/u;

/**
 * Whether `shorter` occurs in `longer` as a whole word: between the key's ends or characters that
 * are not letters or digits (`guard` in `royal guard`, not `ann` in `anna`). Scripts written without
 * spaces (Chinese, Japanese) have no such boundary inside a name, so this never holds for them.
 */
function insideAsWord(shorter: string, longer: string): boolean {
  for (let i = longer.indexOf(shorter); i >= 0; i = longer.indexOf(shorter, i + 1)) {
    const before = longer[i - 1];
    const after = longer[i + shorter.length];
    if ((before === undefined || !WORD_CHAR.test(before)) && (after === undefined || !WORD_CHAR.test(after)))
      return true;
  }
  return false;
}

/** Whether the author related the two entries: one lists the other's key, or names it in `parents`. */
function declared(a: WorldKey, b: WorldKey, primary: ReadonlyMap<Entry, ReadonlySet<string>>): boolean {
  return (
    primary.get(a.entry)?.has(b.folded) === true ||
    primary.get(b.entry)?.has(a.folded) === true ||
    b.entry.parents.includes(a.entry.id) ||
    a.entry.parents.includes(b.entry.id)
  );
}

/**
 * `entry.key-inside-another` (the rule and its reasons: docs/retrieval.md "Key hygiene"): key `a`
 * of one entry inside key `b` of another, so every message naming `b` also activates `a`'s entry,
 * reported when that entry can take the place of the one the message names — on a message made of
 * `b`, the longer key's entry does not outrank it by what the author set (constant, score,
 * priority) — and none of these says the author meant it: the two are related (`declared`), `a` is
 * a whole word of `b` (`insideAsWord`), or `a`'s entry is constant (injected on every turn anyway).
 */
export function checkKeysInsideOthers(keys: readonly WorldKey[], keysOf: KeysOf, out: Diagnostic[]): void {
  const groups = byFolded(keys);
  const primary = new Map<Entry, Set<string>>();
  for (const k of keys) primary.set(k.entry, (primary.get(k.entry) ?? new Set()).add(k.folded));
  const lengths = [...new Set([...groups.keys()].map((k) => k.length))].sort((a, b) => a - b);
  const found = new Map<WorldKey, WorldKey[]>();
  for (const [longer, holders] of groups) {
    for (const shorter of keysInside(longer, groups, lengths)) {
      if (isShortKey(shorter)) continue; // entry.short-key already says it fires inside many words
      if (insideAsWord(shorter, longer)) continue;
      for (const a of groups.get(shorter) ?? []) {
        if (a.entry.constant) continue;
        const aOnLonger = { entry: a.entry, score: matchEntry(a.entry, [longer], keysOf(a.entry)).score };
        for (const b of holders) {
          if (a.entry === b.entry || declared(a, b, primary)) continue;
          const bOnLonger = { entry: b.entry, score: matchEntry(b.entry, [longer], keysOf(b.entry)).score };
          // the message's own entry goes first by the author's settings: `a`'s rides along on what is left
          if (compareBySettings(bOnLonger, aOnLonger) < 0) continue;
          const list = found.get(a) ?? [];
          list.push(b);
          found.set(a, list);
        }
      }
    }
  }
  for (const [a, bs] of found) {
    out.push(
      report(
        keyInsideAnother,
        keyPlace(a),
        {
          id: a.entry.id,
          key: a.key,
          world: a.entry.world,
          longer: [...new Set(bs.map((b) => b.key))],
          entries: [...new Set(bs.map((b) => b.entry.id))],
        },
        { related: bs.map((b) => related(b, LONGER_KEY)), key: `${a.entry.world}:${a.entry.id}:${a.folded}` },
      ),
    );
  }
}

export function checkSharedKeyTies(keys: readonly WorldKey[], keysOf: KeysOf, out: Diagnostic[]): void {
  const reported = new Set<string>();
  const scoreOn = (entry: Entry, folded: string): number => matchEntry(entry, [folded], keysOf(entry)).score;
  for (const [folded, holders] of byFolded(keys)) {
    if (holders.length < 2) continue;
    // only entries alike in what the author sets can tie: skip scoring the rest
    const alike = new Map<string, number>();
    for (const k of holders) {
      const sig = `${k.entry.constant}\u0000${priorityOf(k.entry)}`;
      alike.set(sig, (alike.get(sig) ?? 0) + 1);
    }
    const candidates = holders.filter((k) => (alike.get(`${k.entry.constant}\u0000${priorityOf(k.entry)}`) ?? 0) > 1);
    if (candidates.length < 2) continue;
    // rank on a message that names only this key, as retrieval would
    const ranked = candidates.map((k) => ({ k, entry: k.entry, score: scoreOn(k.entry, folded) })).sort(compareRanked);
    for (let i = 1; i < ranked.length; i++) {
      const loser = ranked[i];
      const winner = ranked.find(
        (w, j) =>
          j < i &&
          w.entry.constant === loser?.entry.constant &&
          w.score === loser.score &&
          priorityOf(w.entry) === priorityOf(loser.entry),
      );
      if (loser === undefined || winner === undefined) continue;
      const pair = `${winner.entry.file}\u0000${loser.entry.file}`;
      if (reported.has(pair)) continue;
      reported.add(pair);
      out.push(
        report(
          sharedKeyTie,
          keyPlace(loser.k),
          {
            id: loser.entry.id,
            key: loser.k.key,
            world: loser.entry.world,
            winner: winner.entry.id,
            priority: priorityOf(loser.entry),
          },
          {
            related: [related(winner.k, TIE_WINNER)],
            key: `${loser.entry.world}:${loser.entry.id}:${winner.entry.id}`,
          },
        ),
      );
    }
  }
}
