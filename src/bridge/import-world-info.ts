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

export function importWorldInfo(doc: { readonly [key: string]: Json }, stem: string, run: ImportRun): void {
  const name = typeof doc.name === 'string' && doc.name.trim() !== '' ? doc.name : stem;
  const id = run.worlds.claim(slugOf(name, 'world'));
  const dir = `worlds/${id}`;
  const worldFile = `${dir}/WORLD.md`;
  const top = leftovers(doc, new Set(['entries']), {});
  run.ledger.mapped('(file name)', `${worldFile} name`);
  for (const k of Object.keys(top)) run.ledger.kept(k, `${worldFile} x-sillytavern.${k}`);
  run.write(
    worldFile,
    writeAsset(
      [
        ['name', name],
        ['x-sillytavern', Object.keys(top).length ? top : undefined],
      ],
      null,
    ),
  );
  run.counts.worlds++;

  let list: [string, Json][];
  if (isRecord(doc.entries)) list = Object.entries(doc.entries);
  else {
    run.ledger.lenient('entries', worldFile, null, 'entries is a list, not an object keyed by uid: read in order');
    list = (doc.entries as Json[]).map((e, i) => [String(i), e]);
  }
  const files = new NamePool();
  for (const [key, raw] of list) {
    const at = `entries.${key}`;
    if (!isRecord(raw)) {
      run.ledger.lenient(at, '(nothing)', raw, 'not an entry object: left out');
      continue;
    }
    const entry: Record<string, Json> = { ...raw };
    if (entry.uid === undefined && /^\d+$/.test(key)) {
      entry.uid = Number(key);
      run.ledger.lenient(`${at}.uid`, 'x-sillytavern.uid', null, `no uid: the object key ${key} is used`);
    } else if (String(entry.uid) !== key) {
      run.ledger.lenient(
        `${at}.uid`,
        'x-sillytavern.uid',
        entry.uid ?? null,
        `object key ${key} differs from the uid: export keys it by uid`,
      );
    }
    for (const lenient of [
      ['keys', 'key'],
      ['secondary_keys', 'keysecondary'],
    ] as const) {
      if (entry[lenient[1]] === undefined && entry[lenient[0]] !== undefined) {
        entry[lenient[1]] = entry[lenient[0]] as Json;
        delete entry[lenient[0]];
        run.ledger.lenient(
          `${at}.${lenient[0]}`,
          lenient[1],
          entry[lenient[1]] as Json,
          `card spelling \`${lenient[0]}\` read as \`${lenient[1]}\``,
        );
      }
    }
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
}
