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
import { compareRanked, priorityOf } from '../rank.js';
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

/** The distinct keys of `keys` found inside `longer` (itself excluded), by its substrings. */
function keysInside(longer: string, keys: ReadonlyMap<string, unknown>): string[] {
  const n = longer.length;
  if (n > LONGEST_COMPARED_KEY) return [];
  const found = new Set<string>();
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j <= n; j++) {
      const s = longer.slice(i, j);
      if (s !== longer && keys.has(s)) found.add(s);
    }
  }
  return [...found];
}

export function checkKeysInsideOthers(keys: readonly WorldKey[], out: Diagnostic[]): void {
  const groups = byFolded(keys);
  const primary = new Map<Entry, Set<string>>();
  for (const k of keys) primary.set(k.entry, (primary.get(k.entry) ?? new Set()).add(k.folded));
  const found = new Map<WorldKey, WorldKey[]>();
  for (const [longer, holders] of groups) {
    for (const shorter of keysInside(longer, groups)) {
      if (isShortKey(shorter)) continue; // entry.short-key already says it fires inside many words
      for (const a of groups.get(shorter) ?? []) {
        for (const b of holders) {
          if (a.entry === b.entry) continue;
          if (primary.get(a.entry)?.has(longer) || primary.get(b.entry)?.has(shorter)) continue;
          if (b.entry.parents.includes(a.entry.id)) continue;
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
