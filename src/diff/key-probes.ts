/**
 * The probe messages of a changed entry (issue 31): one message per key, alias and secondary key
 * it has on EITHER side, so a key removed by the change is still asked about ("does `王都` still
 * get this entry?"). A secondary key never fires an entry alone (docs/retrieval.md, "Score"), so it
 * is probed beside a primary word: one the entry keeps on both sides when there is one, so the
 * probe shows what the secondary key itself changes. A constant entry (on either side) is probed
 * with a message holding none of its words: whether it still fires on any message.
 * Symmetric in the two sides (the diff's mirror property), deterministic, pure.
 */
import type { Entry } from '../assets/model.js';
import { foldForMatch } from '../retrieval/fold.js';
import { compareText } from '../common/compare.js';
import type { KeyProbeKind } from './types.js';

export interface KeyProbe {
  readonly kind: KeyProbeKind;
  /** The words the message is made of (one key; a primary word and a secondary key; none). */
  readonly words: readonly string[];
  /** The message sent: the words joined by a space. */
  readonly message: string;
}

const RANK: Readonly<Record<KeyProbeKind, number>> = { key: 0, alias: 1, secondary: 2, constant: 3 };

/** Trimmed, non-blank words of a list, as matching sees them (match.ts trims and skips blanks). */
function words(list: readonly string[]): string[] {
  return list.map((w) => (typeof w === 'string' ? w.trim() : '')).filter((w) => foldForMatch(w) !== '');
}

/** Every probe for the copies of one entry id on the two sides. */
export function keyProbes(before: readonly Entry[], after: readonly Entry[]): KeyProbe[] {
  const kindOf = new Map<string, KeyProbeKind>();
  const note = (word: string, kind: KeyProbeKind): void => {
    const at = kindOf.get(word);
    if (at === undefined || RANK[kind] < RANK[at]) kindOf.set(word, kind);
  };
  const primary = (copies: readonly Entry[]): Set<string> =>
    new Set(copies.flatMap((e) => [...words(e.keys), ...words(e.aliases)]));
  const all = [...before, ...after];
  for (const e of all) {
    for (const w of words(e.keys)) note(w, 'key');
    for (const w of words(e.aliases)) note(w, 'alias');
  }
  const a = primary(before);
  const b = primary(after);
  const kept = [...a].filter((w) => b.has(w)).sort(compareText);
  const anchor = kept[0] ?? [...new Set([...a, ...b])].sort(compareText)[0] ?? null;

  const probes = new Map<string, KeyProbe>();
  const add = (kind: KeyProbeKind, list: readonly string[]): void => {
    const message = list.join(' ');
    if (!probes.has(message)) probes.set(message, { kind, words: list, message });
  };
  for (const [word, kind] of kindOf) add(kind, [word]);
  const secondary = new Set(all.flatMap((e) => words(e.secondaryKeys)).filter((w) => !kindOf.has(w)));
  for (const s of secondary) add('secondary', anchor === null ? [s] : [anchor, s]);
  if (all.some((e) => e.constant)) add('constant', []);
  return [...probes.values()].sort((x, y) => compareText(x.message, y.message));
}
