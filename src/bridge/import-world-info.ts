/** SillyTavern World Info JSON (`{ entries: { "<uid>": entry } }`) -> WORLD.md and one file per entry. */
import { ST_ALWAYS_KEPT, ST_ENTRY_DEFAULTS } from './formats.js';
import { ledgerKeptEntry, leftovers } from './kept.js';
import { ST_MAPPED, toOurs } from './mapped-fields.js';
import type { OurEntry } from './mapped-fields.js';
import type { Frontmatter } from './markdown.js';
import { writeAsset } from './markdown.js';
import { NamePool, slugOf } from './names.js';
import type { ImportRun } from './plan.js';
import type { Json } from './same-json.js';
import { isRecord } from './same-json.js';

const ST_MAPPED_NAMES = new Set(ST_MAPPED.map((m) => m.source));

/** Our frontmatter for an entry: only what differs from our defaults, in the order of docs/format.md. */
export function entryFrontmatter(ours: OurEntry, namespace: string, kept: Record<string, Json>): Frontmatter {
  return [
    ['name', ours.name === '' ? undefined : ours.name],
    ['keys', [...ours.keys]],
    ['secondaryKeys', ours.secondaryKeys.length > 0 ? [...ours.secondaryKeys] : undefined],
    ['priority', ours.priority === 0 ? undefined : ours.priority],
    ['constant', ours.constant ? true : undefined],
    ['enabled', ours.enabled ? undefined : false],
    [namespace, Object.keys(kept).length > 0 ? kept : undefined],
  ];
}

/** Writes WORLD.md (the name, and the book's other top-level fields kept); returns the world's folder. */
function writeWorld(doc: { readonly [key: string]: Json }, stem: string, run: ImportRun): string {
  const name = typeof doc.name === 'string' && doc.name.trim() !== '' ? doc.name : stem;
  const dir = `worlds/${run.worlds.claim(slugOf(name, 'world'))}`;
  const worldFile = `${dir}/WORLD.md`;
  const top = leftovers(doc, new Set(['entries']), {});
  run.ledger.mapped('(file name)', `${worldFile} name`);
  for (const k of Object.keys(top)) run.ledger.kept(k, `${worldFile} x-sillytavern.${k}`);
  const frontmatter: Frontmatter = [
    ['name', name],
    ['x-sillytavern', Object.keys(top).length ? top : undefined],
  ];
  run.write(worldFile, writeAsset(frontmatter, null));
  run.counts.worlds++;
  return dir;
}

/** The entries as `[key, entry]`: an object keyed by uid, or (leniently) a list read in order. */
function entryList(doc: { readonly [key: string]: Json }, dir: string, run: ImportRun): [string, Json][] {
  if (isRecord(doc.entries)) return Object.entries(doc.entries);
  const reason = 'entries is a list, not an object keyed by uid: read in order';
  run.ledger.lenient('entries', `${dir}/WORLD.md`, null, reason);
  return (doc.entries as Json[]).map((e, i) => [String(i), e]);
}

/** The card spellings of two entry fields, read as World Info's own names. */
const CARD_SPELLINGS = [
  ['keys', 'key'],
  ['secondary_keys', 'keysecondary'],
] as const;

/**
 * A copy of the entry as World Info would write it: the uid from the object key when missing
 * (noted when they differ), card spellings renamed. Each leniency goes to the ledger.
 */
function normalisedEntry(raw: { readonly [key: string]: Json }, key: string, run: ImportRun): Record<string, Json> {
  const at = `entries.${key}`;
  const entry: Record<string, Json> = { ...raw };
  if (entry.uid === undefined && /^\d+$/.test(key)) {
    entry.uid = Number(key);
    run.ledger.lenient(`${at}.uid`, 'x-sillytavern.uid', null, `no uid: the object key ${key} is used`);
  } else if (String(entry.uid) !== key) {
    const reason = `object key ${key} differs from the uid: export keys it by uid`;
    run.ledger.lenient(`${at}.uid`, 'x-sillytavern.uid', entry.uid ?? null, reason);
  }
  for (const [card, ours] of CARD_SPELLINGS) {
    if (entry[ours] === undefined && entry[card] !== undefined) {
      entry[ours] = entry[card] as Json;
      delete entry[card];
      run.ledger.lenient(`${at}.${card}`, ours, entry[ours] as Json, `card spelling \`${card}\` read as \`${ours}\``);
    }
  }
  return entry;
}

/** Writes one entry's file under `dir`/entries/, its mapped fields and kept leftovers in the ledger. */
function writeEntry(entry: Record<string, Json>, key: string, { dir, files, run }: EntryTarget): void {
  const at = `entries.${key}`;
  const split = toOurs(ST_MAPPED, entry);
  const kept = { ...leftovers(entry, ST_MAPPED_NAMES, ST_ENTRY_DEFAULTS, ST_ALWAYS_KEPT), ...split.inexact };
  if (split.ours.secondaryKeys.length > 0 && entry.selectiveLogic !== undefined)
    kept.selectiveLogic = entry.selectiveLogic;
  const title = split.ours.name || split.ours.keys[0] || '';
  const file = `${dir}/entries/${files.claim(slugOf(title, `entry-${String(entry.uid ?? key)}`))}.md`;
  for (const m of ST_MAPPED)
    if (entry[m.source] !== undefined && split.inexact[m.source] === undefined)
      run.ledger.mapped(`${at}.${m.source}`, `${file} ${m.target}`);
  ledgerKeptEntry(run.ledger, 'x-sillytavern', kept, split.ours.secondaryKeys.length, at, file);
  run.write(file, writeAsset(entryFrontmatter(split.ours, 'x-sillytavern', kept), split.ours.body));
  run.counts.entries++;
}

/** Where a world's entries are written: its folder, the file names taken, the import run. */
interface EntryTarget {
  readonly dir: string;
  readonly files: NamePool;
  readonly run: ImportRun;
}

export function importWorldInfo(doc: { readonly [key: string]: Json }, stem: string, run: ImportRun): void {
  const dir = writeWorld(doc, stem, run);
  const target: EntryTarget = { dir, files: new NamePool(), run };
  for (const [key, raw] of entryList(doc, dir, run)) {
    if (!isRecord(raw)) {
      run.ledger.lenient(`entries.${key}`, '(nothing)', raw, 'not an entry object: left out');
      continue;
    }
    writeEntry(normalisedEntry(raw, key, run), key, target);
  }
}
