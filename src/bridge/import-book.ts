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

/** Writes the world; returns its id. `fallbackName` names a book that has none. */
export function importBook(
  book: { readonly [key: string]: Json },
  at: string,
  fallbackName: string,
  run: ImportRun,
): string {
  const named = typeof book.name === 'string' && book.name.trim() !== '';
  const id = run.worlds.claim(slugOf(named ? (book.name as string) : fallbackName, 'lorebook'));
  const dir = `worlds/${id}`;
  const worldFile = `${dir}/WORLD.md`;
  const kept = leftovers(book, BOOK_MAPPED, BOOK_DEFAULTS);
  if (named) run.ledger.mapped(`${at ? `${at}.` : ''}name`, `${worldFile} name`);
  if (typeof book.description === 'string')
    run.ledger.mapped(`${at ? `${at}.` : ''}description`, `${worldFile} description`);
  else if (book.description !== undefined) kept.description = book.description;
  for (const k of Object.keys(kept)) run.ledger.kept(`${at ? `${at}.` : ''}${k}`, `${worldFile} x-card.${k}`);
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
  let list: Json[] = [];
  if (Array.isArray(book.entries)) list = book.entries;
  else if (isRecord(book.entries)) {
    list = Object.values(book.entries);
    run.ledger.lenient(
      `${at ? `${at}.` : ''}entries`,
      worldFile,
      null,
      'entries is an object, not a list: read in key order',
    );
  }
  const files = new NamePool();
  list.forEach((raw, i) => {
    const where = `${at ? `${at}.` : ''}entries.${i}`;
    if (!isRecord(raw)) {
      run.ledger.lenient(where, '(nothing)', raw, 'not an entry object: left out');
      return;
    }
    const entry = strictEntry(raw, where, run);
    const split = toOurs(CARD_MAPPED, entry);
    const always = ['id', ...(split.ours.secondaryKeys.length > 0 ? ['selective'] : [])];
    const keptEntry = { ...leftovers(entry, CARD_MAPPED_NAMES, BOOK_ENTRY_V3_DEFAULTS, always), ...split.inexact };
    const comment = typeof entry.comment === 'string' ? entry.comment : '';
    const title = split.ours.name || comment || split.ours.keys[0] || '';
    const file = `${dir}/entries/${files.claim(slugOf(title, `entry-${i}`))}.md`;
    for (const m of CARD_MAPPED)
      if (entry[m.source] !== undefined && split.inexact[m.source] === undefined)
        run.ledger.mapped(`${where}.${m.source}`, `${file} ${m.target}`);
    ledgerKeptEntry(run.ledger, 'x-card', keptEntry, split.ours.secondaryKeys.length, where, file);
    run.write(file, writeAsset(entryFrontmatter(split.ours, 'x-card', keptEntry), split.ours.body));
    run.counts.entries++;
  });
  return id;
}
