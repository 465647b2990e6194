/**
 * A code lens on the first line of a world entry: its estimated tokens (the loader's
 * `estimateTokens` of the body) and whether it fits the `worldEntries` budget of each character
 * that reads its world, e.g. `≈ 61 tokens · worldEntries: ✓ alice 5000 · ✗ negative 20`. With
 * many readers the characters that fit are counted, the ones it does not fit are named.
 */
import type { CodeLens, CodeLensParams } from 'vscode-languageserver';
import { fitsWorldEntries, worldReaders } from '../assets/check-entries.js';
import type { Character, Entry } from '../assets/model.js';
import { cursorAt } from './cursor.js';
import type { ServerState } from './server.js';
import { lensWords } from './words.js';

/** Up to this many characters are named one by one. */
const NAMED = 3;

export function entryLensTitle(entry: Entry, readers: readonly Character[], locale: 'zh-CN' | 'en'): string {
  const w = lensWords(locale);
  const fits = readers.filter((c) => fitsWorldEntries(entry.tokens, c));
  const not = readers.filter((c) => !fitsWorldEntries(entry.tokens, c));
  const name = (c: Character, ok: boolean) => `${ok ? '✓' : '✗'} ${c.id} ${c.budgets.values.worldEntries}`;
  const parts =
    readers.length === 0
      ? [w.noReaders]
      : readers.length <= NAMED
        ? readers.map((c) => name(c, fits.includes(c)))
        : [w.fitCount(fits.length, readers.length), ...not.slice(0, NAMED).map((c) => name(c, false))];
  const more = readers.length > NAMED && not.length > NAMED ? [w.more(not.length - NAMED)] : [];
  return `${w.tokens(entry.tokens)} · worldEntries: ${[...parts, ...more].join(' · ')}`;
}

export function codeLenses(state: ServerState, p: CodeLensParams): CodeLens[] {
  const c = cursorAt(state, p.textDocument.uri);
  if (c === null || c.kind.kind !== 'entry' || c.kind.asset === null) return [];
  const entry = c.kind.asset;
  const readers = worldReaders(c.checked.report.assets.characters).get(entry.world) ?? [];
  return [
    {
      range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
      command: { title: entryLensTitle(entry, readers, c.checked.locale), command: '' },
    },
  ];
}
