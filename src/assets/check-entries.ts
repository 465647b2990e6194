/** Checks of world entries: duplicate ids within a world, never matchable, disabled, over budget. */
import type { Diagnostic, Place } from '../diagnostics/define.js';
import { report } from '../diagnostics/report.js';
import { disabledEntry } from '../diagnostics/codes/entry/disabled.js';
import { duplicateEntryId } from '../diagnostics/codes/entry/duplicate-id.js';
import { neverMatchable } from '../diagnostics/codes/entry/never-matchable.js';
import { overBudget } from '../diagnostics/codes/entry/over-budget.js';
import { idPlace } from './build-assets.js';
import type { Character, Entry } from './model.js';

const OTHER_COPY = { 'zh-CN': '同 id 的另一个条目', en: 'another entry with the same id' };

const markedCopy = (e: Entry): Entry => ({ ...e, duplicate: true });

/**
 * Marks duplicates (all copies stay) and reports each copy with the others as related places.
 * `copy`: how a duplicate is marked (the language server's keeps one copy per entry object).
 */
export function markDuplicateEntries(
  entries: readonly Entry[],
  diagnostics: Diagnostic[],
  copy: (e: Entry) => Entry = markedCopy,
): Entry[] {
  const groups = new Map<string, Entry[]>();
  for (const e of entries) {
    const k = `${e.world}\u0000${e.id}`;
    const g = groups.get(k);
    if (g) g.push(e);
    else groups.set(k, [e]);
  }
  const dup = new Set<Entry>();
  for (const g of groups.values()) {
    if (g.length < 2) continue;
    for (const e of g) {
      dup.add(e);
      const related = g
        .filter((x) => x !== e)
        .map((x) => ({
          file: x.file,
          line: x.keySpans.id?.line ?? null,
          column: x.keySpans.id?.column ?? null,
          message: OTHER_COPY,
        }));
      diagnostics.push(
        report(
          duplicateEntryId,
          idPlace(e),
          { id: e.id, world: e.world, count: g.length },
          { related, key: `${e.world}:${e.id}:${e.file}` },
        ),
      );
    }
  }
  return entries.map((e) => (dup.has(e) ? copy(e) : e));
}

function keyPlace(e: Entry, key: string): Place {
  const s = e.keySpans[key];
  return s ? { file: e.file, ...s } : { file: e.file, line: null, column: null };
}

/** Whether an entry of `tokens` fits a character's `worldEntries` budget on its own. */
export function fitsWorldEntries(tokens: number, character: Pick<Character, 'budgets'>): boolean {
  return tokens <= character.budgets.values.worldEntries;
}

/** The characters that read each world (their resolved `worlds:`), in the order given. */
export function worldReaders(characters: readonly Character[]): Map<string, Character[]> {
  const readers = new Map<string, Character[]>();
  for (const c of characters) {
    for (const w of c.worlds) {
      if (!w.resolved) continue;
      const list = readers.get(w.ref) ?? [];
      if (!list.includes(c)) list.push(c);
      readers.set(w.ref, list);
    }
  }
  return readers;
}

export function checkEntries(
  entries: readonly Entry[],
  characters: readonly Character[],
  diagnostics: Diagnostic[],
): void {
  const readers = worldReaders(characters);
  for (const e of entries) {
    // A file rejected whole already has its diagnostic; its default fields say nothing more.
    if (!e.readable) continue;
    if (!e.enabled) {
      diagnostics.push(report(disabledEntry, keyPlace(e, 'enabled'), { id: e.id }));
      continue;
    }
    // secondary keys only boost a primary match, never trigger alone (docs/retrieval.md, "Scoring")
    if (!e.constant && e.keys.length === 0 && e.aliases.length === 0) {
      diagnostics.push(report(neverMatchable, { file: e.file, line: 1, column: 1 }, { id: e.id }));
    }
    const over = (readers.get(e.world) ?? []).filter(
      (c) => c.budgets.values.worldEntries > 0 && !fitsWorldEntries(e.tokens, c),
    );
    if (over.length > 0) {
      const budget = Math.min(...over.map((c) => c.budgets.values.worldEntries));
      const place = { file: e.file, line: e.bodyLine, column: 1 };
      diagnostics.push(
        report(overBudget, place, { id: e.id, tokens: e.tokens, budget, characters: over.map((c) => c.id) }),
      );
    }
  }
}
