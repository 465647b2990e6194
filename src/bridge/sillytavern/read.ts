/**
 * SillyTavern World Info JSON (`{ entries: { "<uid>": entry } }`) -> WORLD.md and one file per
 * entry. The entry that export wrote for the world core (entry/world-core.ts) becomes WORLD.md's
 * body again. An entry that filters on its secondary keys keeps `selective` and `selectiveLogic`,
 * so export writes the filter back; every other setting that changes when it fires is a
 * `differs` line, as `validate` says it.
 */
import { ledgerKeptEntry, leftovers } from '../shared/kept.js';
import { toOurs, text, truthy } from '../entry/mapped.js';
import { entryFrontmatter } from '../entry/entry-frontmatter.js';
import { macrosIn } from '../entry/macros.js';
import { ST_ENTRY_DEFAULTS } from '../entry/st-card-fields.js';
import { CORE_MARK_KEY, hasCoreMark, isCoreEntry, markOf, withoutMark } from '../entry/world-core.js';
import type { Frontmatter } from '../shared/markdown.js';
import { writeAsset } from '../shared/markdown.js';
import { NamePool, slugOf } from '../shared/names.js';
import type { ImportRun } from '../shared/plan.js';
import type { Json } from '../shared/same-json.js';
import { isRecord } from '../shared/same-json.js';
import { ST_ALWAYS_KEPT, ST_MAPPED, ST_MAPPED_NAMES } from './fields.js';

/** Top-level fields SillyTavern writes and never reads back: left out, each with a ledger line. */
const UNREAD_TOP = {
  originalData:
    "SillyTavern's copy of the card book this world came from; SillyTavern converts the entries again when it saves a character with this world, and never reads this copy back: left out",
};

/** Writes WORLD.md: the name, the core as its body, the book's other top-level fields kept. */
function writeWorld(doc: { readonly [key: string]: Json }, world: WorldTarget, cores: readonly string[]): void {
  const worldFile = `${world.dir}/WORLD.md`;
  const top = leftovers(doc, new Set(['entries', 'name', CORE_MARK_KEY, ...Object.keys(UNREAD_TOP)]), {});
  const { run } = world;
  run.ledger.mapped(typeof doc.name === 'string' ? 'name' : '(file name)', `${worldFile} name`);
  for (const [k, note] of Object.entries(UNREAD_TOP))
    if (doc[k] !== undefined) run.ledger.lenient(k, '(nothing)', null, note);
  for (const k of Object.keys(top)) run.ledger.kept(k, `${worldFile} x-sillytavern.${k}`);
  if (cores.length > 1)
    run.ledger.lenient('entries', `${worldFile} body`, cores.length, 'more than one world core: joined in order');
  const frontmatter: Frontmatter = [
    ['name', world.name],
    ['x-sillytavern', Object.keys(top).length ? top : undefined],
  ];
  run.write(worldFile, writeAsset(frontmatter, cores.length > 0 ? cores.join('\n\n') : null));
  run.counts.worlds++;
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

/**
 * The fields kept for one entry: what maps nowhere (defaults left out), mapped values that do not
 * come back exactly, its identity, and its filter when SillyTavern filters on the secondary keys
 * (`selective` truthy and secondary keys present), even where the values are SillyTavern's defaults.
 */
function keptFields(entry: Record<string, Json>, inexact: { readonly [k: string]: Json }): Record<string, Json> {
  const filters = truthy(entry.selective) && Array.isArray(entry.keysecondary) && entry.keysecondary.length > 0;
  const always = [...ST_ALWAYS_KEPT, ...(filters ? ['selective', 'selectiveLogic'] : [])];
  const kept = { ...leftovers(entry, ST_MAPPED_NAMES, ST_ENTRY_DEFAULTS, always), ...inexact };
  // said outright either way when there are secondary keys, so export and validate need no default
  if (Array.isArray(entry.keysecondary) && entry.keysecondary.length > 0) kept.selective = filters;
  return kept;
}

/** Writes one entry's file under the world's entries/, its mapped fields, kept leftovers and macros in the ledger. */
function writeEntry(marked: Record<string, Json>, key: string, { dir, files, run }: WorldTarget): void {
  const at = `entries.${key}`;
  const mark = markOf(marked.extensions);
  const entry = withoutMark(marked);
  const split = toOurs(ST_MAPPED, entry);
  const kept = keptFields(entry, split.inexact);
  const title = split.ours.name || split.ours.keys[0] || '';
  const stem = mark.id ?? slugOf(title, `entry-${String(entry.uid ?? key)}`);
  const file = `${dir}/entries/${files.claim(stem)}.md`;
  for (const m of ST_MAPPED)
    if (entry[m.source] !== undefined && split.inexact[m.source] === undefined)
      run.ledger.mapped(`${at}.${m.source}`, `${file} ${m.target}`);
  ledgerKeptEntry(run.ledger, 'x-sillytavern', kept, split.ours.secondaryKeys.length, at, file);
  run.ledger.macros(`${at}.content`, `${file} body`, macrosIn(split.ours.body));
  run.ledger.macros(`${at}.key`, `${file} keys`, macrosIn(split.ours.keys.join('\n')));
  run.write(file, writeAsset(entryFrontmatter(split.ours, 'x-sillytavern', kept, mark.aliases), split.ours.body));
  run.counts.entries++;
}

/** The world being written: its folder and name, the entry file names taken, the import run. */
interface WorldTarget {
  readonly dir: string;
  readonly name: string;
  readonly files: NamePool;
  readonly run: ImportRun;
}

export function readWorldInfo(doc: { readonly [key: string]: Json }, stem: string, run: ImportRun): void {
  const name = typeof doc.name === 'string' && doc.name.trim() !== '' ? doc.name : stem;
  // the world's id as an export marked it, else its name's
  const id = markOf({ [CORE_MARK_KEY]: doc[CORE_MARK_KEY] ?? null }).id ?? slugOf(name, 'world');
  const dir = `worlds/${run.worlds.claim(id)}`;
  const world: WorldTarget = { dir, name, files: new NamePool(), run };
  const cores: string[] = [];
  for (const [key, raw] of entryList(doc, dir, run)) {
    if (!isRecord(raw)) {
      run.ledger.lenient(`entries.${key}`, '(nothing)', raw, 'not an entry object: left out');
      continue;
    }
    const entry = normalisedEntry(raw, key, run);
    if (isCoreEntry(entry.extensions, entry.constant, !truthy(entry.disable))) {
      cores.push(text(entry.content));
      run.ledger.mapped(`entries.${key}`, `${dir}/WORLD.md body (the world core)`);
      continue;
    }
    if (hasCoreMark(entry.extensions)) {
      const note = 'marked as the world core, but keyed or disabled in the app: read as an entry';
      run.ledger.lenient(`entries.${key}`, '(an entry)', null, note);
    }
    writeEntry(entry, key, world);
  }
  writeWorld(doc, world, cores);
}
