/**
 * A RisuAI lorebook -> WORLD.md and one file per entry, read as RisuAI reads it: `selective`
 * needs a secondary key too (kept, and a `differs` line: here secondary keys only add),
 * `activationPercent` rolls, `useRegex` makes `/…/` keys patterns. Folders (`mode: "folder"`) are
 * kept on WORLD.md; `loreCache` is RisuAI's cache of the parsed keys, rebuilt by RisuAI.
 */
import { entryFrontmatter } from '../entry/entry-frontmatter.js';
import { macrosIn } from '../entry/macros.js';
import { text, toOurs } from '../entry/mapped.js';
import { isCoreEntry } from '../entry/world-core.js';
import { ledgerKeptEntry, leftovers } from '../shared/kept.js';
import { writeAsset } from '../shared/markdown.js';
import { NamePool, slugOf } from '../shared/names.js';
import type { ImportRun } from '../shared/plan.js';
import type { Json } from '../shared/same-json.js';
import { isRecord } from '../shared/same-json.js';
import { RISU_ENTRY_DEFAULTS, RISU_INDEX, RISU_MAPPED, RISU_MAPPED_NAMES } from './fields.js';

const CACHE_NOTE = "RisuAI's cache of the parsed keys, rebuilt by RisuAI: left out";

function writeRisuEntry(
  entry: { readonly [key: string]: Json },
  where: string,
  world: RisuWorld & { readonly index: number },
): void {
  const { dir, files, run } = world;
  // RisuAI has no disabled entries
  const split = { ...toOurs(RISU_MAPPED, entry) };
  split.ours = { ...split.ours, enabled: true };
  const kept: Record<string, Json> = {
    ...leftovers(entry, new Set([...RISU_MAPPED_NAMES, 'loreCache']), RISU_ENTRY_DEFAULTS),
    ...split.inexact,
    // the bridge's own key: the entry's place in the book, which export keeps
    [RISU_INDEX]: world.index,
  };
  if (entry.loreCache !== undefined) run.ledger.lenient(`${where}.loreCache`, '(nothing)', null, CACHE_NOTE);
  const title = split.ours.name || split.ours.keys[0] || '';
  const file = `${dir}/entries/${files.claim(slugOf(title, 'entry'))}.md`;
  for (const m of RISU_MAPPED)
    if (entry[m.source] !== undefined && split.inexact[m.source] === undefined)
      run.ledger.mapped(`${where}.${m.source}`, `${file} ${m.target}`);
  ledgerKeptEntry(run.ledger, 'x-risu', kept, split.ours.secondaryKeys.length, where, file);
  run.ledger.macros(`${where}.content`, `${file} body`, macrosIn(split.ours.body));
  run.write(file, writeAsset(entryFrontmatter(split.ours, 'x-risu', kept), split.ours.body));
  run.counts.entries++;
}

interface RisuWorld {
  readonly dir: string;
  readonly files: NamePool;
  readonly run: ImportRun;
}

export function readRisuLorebook(doc: { readonly [key: string]: Json }, stem: string, run: ImportRun): void {
  const dir = `worlds/${run.worlds.claim(slugOf(stem, 'lorebook'))}`;
  const world: RisuWorld = { dir, files: new NamePool(), run };
  const folders: Json[] = [];
  const cores: string[] = [];
  (doc.data as Json[]).forEach((raw, index) => {
    const where = `data.${index}`;
    if (!isRecord(raw)) {
      run.ledger.lenient(where, '(nothing)', raw, 'not an entry object: left out');
      return;
    }
    if (raw.mode === 'folder') {
      folders.push(raw);
      run.ledger.kept(where, `${dir}/WORLD.md x-risu.folders`);
      return;
    }
    if (isCoreEntry(raw.extentions, raw.alwaysActive, true)) {
      cores.push(text(raw.content));
      run.ledger.mapped(where, `${dir}/WORLD.md body (the world core)`);
      return;
    }
    writeRisuEntry(raw, where, { ...world, index });
  });
  const top = leftovers(doc, new Set(['data']), {});
  for (const k of Object.keys(top)) run.ledger.kept(k, `${dir}/WORLD.md x-risu.${k}`);
  if (folders.length > 0) top.folders = folders;
  run.ledger.mapped('(file name)', `${dir}/WORLD.md name`);
  run.write(
    `${dir}/WORLD.md`,
    writeAsset(
      [
        ['name', stem],
        ['x-risu', Object.keys(top).length > 0 ? top : undefined],
      ],
      cores.length > 0 ? cores.join('\n\n') : null,
    ),
  );
  run.counts.worlds++;
}
