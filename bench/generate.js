#!/usr/bin/env node
/**
 * Generates a deterministic, realistic asset repository (seeded PRNG): one asset root `roleplay/`
 * with characters, worlds and world entries in Chinese and English, and `routing.yaml` with routing
 * rules in the spec's loader-entry shape.
 *
 *   node bench/generate.js [--out DIR] [--scale F] [--characters N] [--worlds N] [--entries N]
 *                          [--rules N] [--seed N] [--defects P] [--shape wide|nested-keys] [--force]
 *
 * Defaults: 2,000 characters, 200 worlds, 50,000 entries, 2,000 rules, seed 1, defect rate 0.005
 * (a few realistic mistakes: a misspelt world reference, `contexTotal`, `recentMessages: 0`, an entry
 * without keys, a disabled entry), written into bench/out/corpus-<hash>/ (gitignored).
 * A finished corpus is reused when its options match (a `.corpus.json` marker records them).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Buffer } from 'node:buffer';
import { performance } from 'node:perf_hooks';
import { assetFiles, SHAPES } from './corpus/assets.js';
import { createRng } from './corpus/rng.js';
import { generateRules, routingYaml } from './corpus/rules.js';

export const BENCH_DIR = dirname(fileURLToPath(import.meta.url));
export const OUT_DIR = join(BENCH_DIR, 'out');

export const DEFAULTS = Object.freeze({
  /** Bumped whenever the generator's output changes, so a cached corpus is not reused across versions. */
  generator: 3,
  characters: 2000,
  worlds: 200,
  entries: 50000,
  rules: 2000,
  seed: 1,
  defects: 0.005,
  characterChars: 1200,
  worldChars: 800,
  entryChars: [150, 600],
});

/** Options with `scale` applied to the counts (at least one of each). */
export function corpusOptions(partial = {}) {
  const o = { ...DEFAULTS, ...partial };
  const s = partial.scale ?? 1;
  const n = (k) => Math.max(1, Math.round(partial[k] ?? DEFAULTS[k] * s));
  return {
    ...o,
    characters: n('characters'),
    worlds: n('worlds'),
    entries: n('entries'),
    rules: n('rules'),
    scale: undefined,
    // left out of the default's options (and so of its cache key) to keep corpora made before it
    shape: partial.shape === 'wide' ? undefined : partial.shape,
  };
}

/** Every file of the corpus, paths relative to the repository root (forward slashes). */
export function* corpusFiles(partial = {}) {
  const o = corpusOptions(partial);
  const rng = createRng(o.seed);
  for (const f of assetFiles(rng.fork(11), o)) yield { path: `roleplay/${f.path}`, content: f.content };
  yield { path: 'routing.yaml', content: routingYaml(generateRules(rng.fork(12), { count: o.rules })) };
}

/** Writes the corpus (or reuses a finished one) and returns its directory and statistics. */
export function generateCorpus(partial = {}, { out, force = false } = {}) {
  const o = corpusOptions(partial);
  const key = createHash('sha256').update(JSON.stringify(o)).digest('hex').slice(0, 10);
  const dir = resolve(out ?? join(OUT_DIR, `corpus-${o.entries}e-${key}`));
  const marker = join(dir, '.corpus.json');
  if (!force && existsSync(marker)) {
    const meta = JSON.parse(readFileSync(marker, 'utf8'));
    if (JSON.stringify(meta.options) === JSON.stringify(o)) return { dir, ...meta, reused: true };
  }
  rmSync(dir, { recursive: true, force: true });
  const made = new Set();
  let files = 0;
  let bytes = 0;
  for (const f of corpusFiles(o)) {
    const path = join(dir, f.path);
    const parent = dirname(path);
    if (!made.has(parent)) {
      mkdirSync(parent, { recursive: true });
      made.add(parent);
    }
    const data = Buffer.from(f.content, 'utf8');
    writeFileSync(path, data);
    files++;
    bytes += data.length;
  }
  const meta = { options: o, files, bytes, root: 'roleplay', routing: 'routing.yaml' };
  writeFileSync(marker, JSON.stringify(meta, null, 2));
  return { dir, ...meta, reused: false };
}

function parseArgs(argv) {
  const opts = {};
  const run = { force: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const v = () => argv[++i];
    if (a === '--help' || a === '-h') run.help = true;
    else if (a === '--out') run.out = v();
    else if (a === '--force') run.force = true;
    else if (a === '--shape') {
      opts.shape = v();
      if (!SHAPES.includes(opts.shape)) throw new Error(`--shape is one of ${SHAPES.join(', ')}`);
    } else if (['--scale', '--characters', '--worlds', '--entries', '--rules', '--seed', '--defects'].includes(a)) {
      const n = Number(v());
      if (!Number.isFinite(n) || n < 0) throw new Error(`${a} needs a non-negative number`);
      opts[a.slice(2)] = n;
    } else throw new Error(`unknown option ${a}`);
  }
  return { opts, run };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { opts, run } = parseArgs(process.argv.slice(2));
  if (run.help) {
    console.log(
      'usage: node bench/generate.js [--out DIR] [--scale F] [--characters N] [--worlds N] [--entries N]\n' +
        '                          [--rules N] [--seed N] [--defects P] [--shape wide|nested-keys] [--force]\n' +
        `defaults: ${JSON.stringify(DEFAULTS)}`,
    );
    process.exit(0);
  }
  const t = performance.now();
  const r = generateCorpus(opts, run);
  const secs = ((performance.now() - t) / 1000).toFixed(1);
  console.log(
    `${r.reused ? 'reused' : 'wrote'} ${r.files} files (${(r.bytes / 1e6).toFixed(1)} MB) in ${r.dir} (${secs} s)`,
  );
  console.log(
    `  validate with: node bin/rp-assets.js validate ${join(r.dir, r.root)} --routing ${join(r.dir, r.routing)}`,
  );
}
