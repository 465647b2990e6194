#!/usr/bin/env node
/**
 * Key hygiene on a generated corpus (docs/retrieval.md "Key hygiene"): how many entries (and
 * characters) the key-hygiene and budget-fit codes flag, and how many of those findings the
 * retrieval preview contradicts when it runs the case the finding describes (a false alarm).
 *
 *   node bench/key-hygiene.js [--scale F] [--entries N] [--worlds N] [--characters N] [--seed N]
 *
 * Needs `npm run build`. Each finding is checked with `retrieve` for the first character that reads
 * its world: `entry.key-inside-another` — a message made of the longer key activates the entry
 * (injected, or left out only by `maxEntries` or the budget) and the longer key's entry does not
 * outrank it there by score or priority; `entry.shared-key-tie` — on a
 * message made of the key, the winner ranks before the loser; `entry.no-room-beside-constants` —
 * a message made of the entry's first key leaves it out for its budget; `character.constants-fill-
 * max-entries` — a message naming a keyed entry's key injects constants only;
 * `character.constants-over-half` — the constants injected on a message naming no key take more
 * than half of `worldEntries`. A finding with no reader to check it counts as unchecked.
 */
import { generateCorpus } from './generate.js';

const repo = new URL('../', import.meta.url);
const { validate } = await import(new URL('build/validate/validate.js', repo).href);
const { nodeFileSystem } = await import(new URL('build/node/node-fs.js', repo).href);
const { retrieve } = await import(new URL('build/retrieval/retrieve.js', repo).href);
const { entryKeys } = await import(new URL('build/retrieval/match.js', repo).href);

const opts = {};
const argv = process.argv.slice(2);
for (let i = 0; i < argv.length; i += 2) opts[argv[i].replace(/^--/, '')] = Number(argv[i + 1]);
const corpus = generateCorpus(opts);
const report = await validate({ roots: [`${corpus.dir}/roleplay`] }, nodeFileSystem());
const graph = report.assets;

const CODES = [
  'entry.short-key',
  'entry.key-inside-another',
  'entry.shared-key-tie',
  'entry.no-room-beside-constants',
  'budget.over-in-real-tokens',
  'character.constants-over-half',
  'character.constants-fill-max-entries',
];
const entryByFile = new Map(graph.entries.map((e) => [e.file, e]));
const charByFile = new Map(graph.characters.map((c) => [c.file, c]));
const readerOf = (world) => graph.characters.find((c) => c.worlds.some((w) => w.resolved && w.ref === world));
const activated = (r, file) =>
  r.injected.some((e) => e.file === file) ||
  r.excluded.some((e) => e.file === file && (e.reason === 'budget' || e.reason === 'maxEntries'));
const rankOf = (r, file) => [...r.injected, ...r.excluded].findIndex((e) => e.file === file);

/** true: retrieve agrees; false: it contradicts the finding (a false alarm); null: unchecked. */
function check(d) {
  const e = entryByFile.get(d.file);
  const c = charByFile.get(d.file);
  switch (d.code) {
    case 'entry.key-inside-another': {
      const reader = readerOf(e.world);
      if (!reader) return null;
      // activated by the longer key, and not outranked there by its entry's score or priority
      const other = entryByFile.get(d.related[0].file);
      const r = retrieve(graph, reader.id, [d.data.longer[0]]);
      const scoreOf = (file) => [...r.injected, ...r.excluded].find((x) => x.file === file)?.score ?? 0;
      const [sa, sb] = [scoreOf(e.file), scoreOf(other.file)];
      return activated(r, e.file) && !(sb > sa || (sb === sa && other.priority > e.priority));
    }
    case 'entry.shared-key-tie': {
      const reader = readerOf(e.world);
      if (!reader) return null;
      const winner = graph.entries.find((x) => x.world === e.world && x.id === d.data.winner);
      const r = retrieve(graph, reader.id, [d.data.key]);
      return rankOf(r, winner.file) < rankOf(r, e.file);
    }
    case 'entry.no-room-beside-constants': {
      const reader = graph.characters.find((x) => x.id === d.data.characters[0]);
      const key = entryKeys(e).find((k) => k.kind !== 'secondary').key;
      return retrieve(graph, reader.id, [key]).excluded.some((x) => x.file === e.file && x.reason === 'budget');
    }
    case 'character.constants-fill-max-entries': {
      const worlds = new Set(c.worlds.filter((w) => w.resolved).map((w) => w.ref));
      const keyed = graph.entries.find((x) => worlds.has(x.world) && x.enabled && !x.constant && x.keys.length > 0);
      return keyed ? retrieve(graph, c.id, [keyed.keys[0]]).injected.every((x) => x.constant) : null;
    }
    case 'character.constants-over-half': {
      const r = retrieve(graph, c.id, ['']);
      return 2 * r.injected.reduce((n, x) => n + x.tokens, 0) > r.budgets.worldEntries;
    }
    default:
      return null;
  }
}

const rows = [];
const flaggedEntries = new Set();
const falseEntries = new Set();
for (const code of CODES) {
  const found = report.diagnostics.filter((d) => d.code === code);
  const files = new Set(found.map((d) => d.file));
  let agreed = 0;
  let contradicted = 0;
  for (const d of found) {
    const ok = check(d);
    if (ok === true) agreed++;
    else if (ok === false) {
      contradicted++;
      if (entryByFile.has(d.file)) falseEntries.add(d.file);
    }
    if (entryByFile.has(d.file)) flaggedEntries.add(d.file);
  }
  const of = code.startsWith('character.') ? graph.characters.length : graph.entries.length;
  rows.push({ code, findings: found.length, flagged: files.size, share: files.size / of, agreed, contradicted });
}
const pct = (x) => `${(100 * x).toFixed(2)} %`;
console.log(
  `corpus ${corpus.dir}: ${graph.characters.length} characters, ${graph.worlds.length} worlds, ${graph.entries.length} entries`,
);
console.log('code | findings | flagged | share | checked by retrieve: agree / contradict');
for (const r of rows)
  console.log(`${r.code} | ${r.findings} | ${r.flagged} | ${pct(r.share)} | ${r.agreed} / ${r.contradicted}`);
console.log(
  `entries with any entry-level finding: ${flaggedEntries.size} (${pct(flaggedEntries.size / graph.entries.length)}); contradicted by retrieve: ${falseEntries.size} (${pct(falseEntries.size / graph.entries.length)})`,
);
