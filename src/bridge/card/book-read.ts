/**
 * A card's lorebook (V2 `character_book`, V3 `lorebook_v3` data) -> WORLD.md and one file per
 * entry. Every entry is read as SillyTavern's "Import Card Lore" reads it and kept as written:
 * a spelling SillyTavern does not read (`key`, a numeric `position`, `excludeRecursion`) is noted
 * in the ledger with what SillyTavern does with it, and export writes it back as it was.
 */
import { BOOK_DEFAULTS, BOOK_ENTRY_V3_DEFAULTS, CARD_MAPPED, CARD_MAPPED_NAMES } from './fields.js';
import { entryFrontmatter } from '../entry/entry-frontmatter.js';
import { macrosIn } from '../entry/macros.js';
import { text, toOurs, truthy } from '../entry/mapped.js';
import { hasCoreMark, isCoreEntry, markOf, withoutMark } from '../entry/world-core.js';
import { ledgerKeptEntry, leftovers } from '../shared/kept.js';
import { writeAsset } from '../shared/markdown.js';
import { NamePool, slugOf } from '../shared/names.js';
import type { ImportRun } from '../shared/plan.js';
import type { Json } from '../shared/same-json.js';
import { isRecord } from '../shared/same-json.js';

const BOOK_MAPPED = new Set(['name', 'description', 'entries']);

/** Where a book is read from and what names it when it has no name of its own. */
export interface BookSource {
  /** The book's path in the input (`data`, `data.character_book`; '' at the top). */
  readonly at: string;
  /** The name of a book that has none (the card's or the file's). */
  readonly fallbackName: string;
  /** A lorebook file on its own: no character takes its budgets (a card's do, card/character-read.ts). */
  readonly standalone?: boolean;
}

/** The book's budgets a world cannot hold, said where no character takes them. */
const UNHELD_BUDGETS: { readonly [field: string]: string } = {
  token_budget:
    "the source app caps this book's entries at this many tokens; a world has no budget of its own here: the reading characters' `budgets.worldEntries` decide (validate says so, world.budget-differs, until one says the same)",
  scan_depth:
    "the source app scans this many recent messages for this book; here the reading characters' `budgets.recentMessages` decide (validate says so, world.budget-differs, until one says the same)",
};

/** A path below the book's (`name`, `entries.3`). */
const below = (at: string, path: string): string => `${at ? `${at}.` : ''}${path}`;

type Entry = { readonly [key: string]: Json };

/** What SillyTavern does with spellings the card format does not have, one ledger line each. */
const SPELLINGS: readonly { readonly field: string; readonly when: (e: Entry) => boolean; readonly note: string }[] = [
  {
    field: 'key',
    when: (e) => e.keys === undefined,
    note: 'SillyTavern spelling `key`: SillyTavern reads only `keys` of a card entry, so it had no keys there; read here as the keys, and kept as written',
  },
  {
    field: 'keysecondary',
    when: (e) => e.secondary_keys === undefined,
    note: 'SillyTavern spelling `keysecondary`: SillyTavern reads only `secondary_keys` of a card entry; read here as the secondary keys, and kept as written',
  },
  {
    field: 'position',
    when: (e) => typeof e.position === 'number' && !(isRecord(e.extensions) && e.extensions.position !== undefined),
    note: 'a number, not `before_char` / `after_char`: SillyTavern places a card entry before the character only for `before_char`, so it reads this as after the character; kept as written',
  },
  {
    field: 'excludeRecursion',
    when: () => true,
    note: 'SillyTavern reads only `extensions.exclude_recursion`: ignored there; kept as written',
  },
  {
    field: 'exclude_recursion',
    when: () => true,
    note: 'SillyTavern reads only `extensions.exclude_recursion`, not this top-level copy: ignored there; kept as written',
  },
];

/** Ledger lines for an entry's spellings SillyTavern reads otherwise, and for its missing `enabled` and `id`. */
function noteSpellings(entry: Entry, where: string, index: number, file: string, run: ImportRun): void {
  for (const s of SPELLINGS)
    if (entry[s.field] !== undefined && s.when(entry))
      run.ledger.lenient(`${where}.${s.field}`, `${file} x-card.${s.field}`, entry[s.field] as Json, s.note);
  const ext = isRecord(entry.extensions) ? entry.extensions : {};
  if (ext.excludeRecursion !== undefined)
    run.ledger.lenient(
      `${where}.extensions.excludeRecursion`,
      `${file} x-card.extensions.excludeRecursion`,
      ext.excludeRecursion,
      SPELLINGS[3]?.note ?? '',
    );
  if (entry.enabled === undefined)
    run.ledger.lenient(
      `${where}.enabled`,
      `${file} enabled`,
      null,
      'no `enabled`: SillyTavern reads the entry as disabled, so it is imported as `enabled: false`',
    );
  if (entry.id === undefined)
    run.ledger.lenient(
      `${where}.id`,
      `${file} x-card.id`,
      null,
      `no \`id\`: its place in the book is kept as \`id: ${index}\`, as SillyTavern numbers it, so export keeps the order`,
    );
}

/** Writes WORLD.md (name, description, the core as the body, the book's other fields kept); returns the world's id. */
function writeBookWorld(
  book: { readonly [key: string]: Json },
  { at, standalone = false }: BookSource,
  { id, cores, run }: { readonly id: string; readonly cores: readonly string[]; readonly run: ImportRun },
): void {
  const named = typeof book.name === 'string' && book.name.trim() !== '';
  const worldFile = `worlds/${id}/WORLD.md`;
  const kept = leftovers(book, BOOK_MAPPED, BOOK_DEFAULTS);
  if (named) run.ledger.mapped(below(at, 'name'), `${worldFile} name`);
  // a blank name names nothing here (the world takes the card's), but export gives it back as written
  else if (typeof book.name === 'string' && book.name !== '') kept.name = book.name;
  if (typeof book.description === 'string') run.ledger.mapped(below(at, 'description'), `${worldFile} description`);
  else if (book.description !== undefined) kept.description = book.description;
  for (const [k, v] of Object.entries(kept)) {
    const note = standalone && typeof v === 'number' ? UNHELD_BUDGETS[k] : undefined;
    if (note)
      run.ledger.add({ action: 'differs', source: below(at, k), target: `${worldFile} x-card.${k}`, value: v, note });
    else run.ledger.kept(below(at, k), `${worldFile} x-card.${k}`);
  }
  if (cores.length > 1)
    run.ledger.lenient(
      below(at, 'entries'),
      `${worldFile} body`,
      cores.length,
      'more than one world core: joined in order',
    );
  run.write(
    worldFile,
    writeAsset(
      [
        ['name', named ? (book.name as string) : undefined],
        ['description', typeof book.description === 'string' && book.description !== '' ? book.description : undefined],
        ['x-card', Object.keys(kept).length ? kept : undefined],
      ],
      cores.length > 0 ? cores.join('\n\n') : null,
    ),
  );
  run.counts.worlds++;
}

/** The book's entries: a list, or (leniently) an object read in key order. */
function bookEntries(book: { readonly [key: string]: Json }, at: string, id: string, run: ImportRun): Json[] {
  if (Array.isArray(book.entries)) return book.entries;
  if (!isRecord(book.entries)) return [];
  const reason = 'entries is an object, not a list: read in key order';
  run.ledger.lenient(below(at, 'entries'), `worlds/${id}/WORLD.md`, null, reason);
  return Object.values(book.entries);
}

/** The fields kept for one entry: what maps nowhere, inexact values, its `id` (its place when it had none), and `name` beside a differing `comment`. */
function keptFields(entry: Entry, inexact: { readonly [k: string]: Json }, index: number): Record<string, Json> {
  const kept = { ...leftovers(entry, CARD_MAPPED_NAMES, BOOK_ENTRY_V3_DEFAULTS, ['id']), ...inexact };
  // an empty title field is filled by export from the other one: nothing to keep
  for (const t of ['name', 'comment']) if (kept[t] === '') delete kept[t];
  if (entry.id === undefined) kept.id = index;
  if (inexact.comment !== undefined && typeof entry.name === 'string') kept.name = entry.name;
  return kept;
}

/** Writes one entry's file, its mapped fields, kept leftovers and macros in the ledger. */
function writeBookEntry(marked: Entry, where: string, { dir, files, run, index }: BookEntryTarget): void {
  const mark = markOf(marked.extensions);
  // a card entry keeps its `extensions` object as written, empty when only the mark was there
  const entry = withoutMark(marked);
  if (entry.extensions === undefined && marked.extensions !== undefined) entry.extensions = {};
  const split = toOurs(CARD_MAPPED, entry);
  const kept = keptFields(entry, split.inexact, index);
  const title = split.ours.name || split.ours.keys[0] || '';
  const file = `${dir}/entries/${files.claim(mark.id ?? slugOf(title, `entry-${index}`))}.md`;
  for (const m of CARD_MAPPED)
    if (entry[m.source] !== undefined && split.inexact[m.source] === undefined)
      run.ledger.mapped(`${where}.${m.source}`, `${file} ${m.target}`);
  noteSpellings(entry, where, index, file, run);
  ledgerKeptEntry(run.ledger, 'x-card', kept, split.ours.secondaryKeys.length, where, file);
  run.ledger.macros(`${where}.content`, `${file} body`, macrosIn(split.ours.body));
  run.ledger.macros(`${where}.keys`, `${file} keys`, macrosIn(split.ours.keys.join('\n')));
  run.write(file, writeAsset(entryFrontmatter(split.ours, 'x-card', kept, mark.aliases), split.ours.body));
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
  const named = typeof book.name === 'string' && book.name.trim() !== '';
  const id = run.worlds.claim(slugOf(named ? (book.name as string) : source.fallbackName, 'lorebook'));
  const files = new NamePool();
  const cores: string[] = [];
  bookEntries(book, source.at, id, run).forEach((raw, index) => {
    const where = below(source.at, `entries.${index}`);
    if (!isRecord(raw)) {
      run.ledger.lenient(where, '(nothing)', raw, 'not an entry object: left out');
      return;
    }
    if (isCoreEntry(raw.extensions, raw.constant, truthy(raw.enabled))) {
      cores.push(text(raw.content));
      run.ledger.mapped(where, `worlds/${id}/WORLD.md body (the world core)`);
      return;
    }
    if (hasCoreMark(raw.extensions)) {
      const note = 'marked as the world core, but keyed or disabled in the app: read as an entry';
      run.ledger.lenient(where, '(an entry)', null, note);
    }
    writeBookEntry(raw, where, { dir: `worlds/${id}`, files, run, index });
  });
  writeBookWorld(book, source, { id, cores, run });
  return id;
}
