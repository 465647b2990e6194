/** A card's lorebook (V2 `character_book`, V3 `lorebook_v3` data) -> WORLD.md and one file per entry. */
import { BOOK_DEFAULTS, BOOK_ENTRY_V3_DEFAULTS, CARD_POSITION } from './formats.js';
import { entryFrontmatter } from './import-world-info.js';
import { ledgerKeptEntry, leftovers } from './kept.js';
import { CARD_MAPPED, toOurs } from './mapped-fields.js';
import { writeAsset } from './markdown.js';
import { NamePool, slugOf } from './names.js';
import type { ImportRun } from './plan.js';
import type { Json } from './same-json.js';
import { isRecord } from './same-json.js';

const CARD_MAPPED_NAMES = new Set(CARD_MAPPED.map((m) => m.source));
const BOOK_MAPPED = new Set(['name', 'description', 'entries']);

/** Fixes the spellings other apps use for a card entry, each one a `lenient` ledger line. */
function strictEntry(raw: { readonly [key: string]: Json }, at: string, run: ImportRun): Record<string, Json> {
  const e: Record<string, Json> = { ...raw };
  const rename = (from: string, to: string) => {
    if (e[from] === undefined) return;
    if (e[to] === undefined) e[to] = e[from] as Json;
    run.ledger.lenient(`${at}.${from}`, to, e[from] as Json, `SillyTavern spelling \`${from}\` read as \`${to}\``);
    delete e[from];
  };
  rename('key', 'keys');
  rename('keysecondary', 'secondary_keys');
  const ext: Record<string, Json> = isRecord(e.extensions) ? { ...e.extensions } : {};
  if (e.exclude_recursion !== undefined || e.excludeRecursion !== undefined || ext.excludeRecursion !== undefined) {
    for (const [where, value] of [
      ['exclude_recursion', e.exclude_recursion],
      ['excludeRecursion', e.excludeRecursion],
      ['extensions.excludeRecursion', ext.excludeRecursion],
    ] as const) {
      if (value === undefined) continue;
      if (ext.exclude_recursion === undefined) ext.exclude_recursion = value;
      run.ledger.lenient(
        `${at}.${where}`,
        'extensions.exclude_recursion',
        value,
        `\`${where}\` read as \`extensions.exclude_recursion\``,
      );
    }
    delete e.exclude_recursion;
    delete e.excludeRecursion;
    delete ext.excludeRecursion;
    e.extensions = ext;
  }
  if (typeof e.position === 'number') {
    const n = e.position;
    const named = CARD_POSITION[n];
    if (named) e.position = named;
    else {
      delete e.position;
      if (ext.position === undefined) ext.position = n;
      e.extensions = ext;
    }
    run.ledger.lenient(
      `${at}.position`,
      named ? 'position' : 'extensions.position',
      n,
      named ? `numeric position read as \`${named}\`` : 'numeric position kept as SillyTavern `extensions.position`',
    );
  }
  return e;
}

/** Where a book is read from and what names it when it has no name of its own. */
export interface BookSource {
  /** The book's path in the input (`data`, `data.character_book`; '' at the top). */
  readonly at: string;
  /** The name of a book that has none (the card's or the file's). */
  readonly fallbackName: string;
}

/** A path below the book's (`name`, `entries.3`). */
const below = (at: string, path: string): string => `${at ? `${at}.` : ''}${path}`;

/** Writes WORLD.md (name, description, the book's other fields kept); returns the world's id. */
function writeBookWorld(
  book: { readonly [key: string]: Json },
  { at, fallbackName }: BookSource,
  run: ImportRun,
): string {
  const named = typeof book.name === 'string' && book.name.trim() !== '';
  const id = run.worlds.claim(slugOf(named ? (book.name as string) : fallbackName, 'lorebook'));
  const worldFile = `worlds/${id}/WORLD.md`;
  const kept = leftovers(book, BOOK_MAPPED, BOOK_DEFAULTS);
  if (named) run.ledger.mapped(below(at, 'name'), `${worldFile} name`);
  if (typeof book.description === 'string') run.ledger.mapped(below(at, 'description'), `${worldFile} description`);
  else if (book.description !== undefined) kept.description = book.description;
  for (const k of Object.keys(kept)) run.ledger.kept(below(at, k), `${worldFile} x-card.${k}`);
  run.write(
    worldFile,
    writeAsset(
      [
        ['name', named ? (book.name as string) : undefined],
        ['description', typeof book.description === 'string' && book.description !== '' ? book.description : undefined],
        ['x-card', Object.keys(kept).length ? kept : undefined],
      ],
      null,
    ),
  );
  run.counts.worlds++;
  return id;
}

/** The book's entries: a list, or (leniently) an object read in key order. */
function bookEntries(book: { readonly [key: string]: Json }, at: string, id: string, run: ImportRun): Json[] {
  if (Array.isArray(book.entries)) return book.entries;
  if (!isRecord(book.entries)) return [];
  const reason = 'entries is an object, not a list: read in key order';
  run.ledger.lenient(below(at, 'entries'), `worlds/${id}/WORLD.md`, null, reason);
  return Object.values(book.entries);
}

/** Writes one entry's file, its mapped fields and kept leftovers in the ledger. */
function writeBookEntry(entry: Record<string, Json>, where: string, { dir, files, run, index }: BookEntryTarget): void {
  const split = toOurs(CARD_MAPPED, entry);
  const always = ['id', ...(split.ours.secondaryKeys.length > 0 ? ['selective'] : [])];
  const keptEntry = { ...leftovers(entry, CARD_MAPPED_NAMES, BOOK_ENTRY_V3_DEFAULTS, always), ...split.inexact };
  const comment = typeof entry.comment === 'string' ? entry.comment : '';
  const title = split.ours.name || comment || split.ours.keys[0] || '';
  const file = `${dir}/entries/${files.claim(slugOf(title, `entry-${index}`))}.md`;
  for (const m of CARD_MAPPED)
    if (entry[m.source] !== undefined && split.inexact[m.source] === undefined)
      run.ledger.mapped(`${where}.${m.source}`, `${file} ${m.target}`);
  ledgerKeptEntry(run.ledger, 'x-card', keptEntry, split.ours.secondaryKeys.length, where, file);
  run.write(file, writeAsset(entryFrontmatter(split.ours, 'x-card', keptEntry), split.ours.body));
  run.counts.entries++;
}

/** Where an entry is written: its world's folder, the file names taken, the run, its index in the book. */
interface BookEntryTarget {
  readonly dir: string;
  readonly files: NamePool;
  readonly run: ImportRun;
  readonly index: number;
}

/** Writes the world and its entries; returns the world's id. */
export function importBook(book: { readonly [key: string]: Json }, source: BookSource, run: ImportRun): string {
  const id = writeBookWorld(book, source, run);
  const files = new NamePool();
  bookEntries(book, source.at, id, run).forEach((raw, index) => {
    const where = below(source.at, `entries.${index}`);
    if (!isRecord(raw)) {
      run.ledger.lenient(where, '(nothing)', raw, 'not an entry object: left out');
      return;
    }
    writeBookEntry(strictEntry(raw, where, run), where, { dir: `worlds/${id}`, files, run, index });
  });
  return id;
}
