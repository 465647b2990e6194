#!/usr/bin/env node
/**
 * The benchmark runner (`npm run bench`). Prints every figure as a ratio measured in this same run
 * against a baseline (the read-and-parse floor, markdownlint-cli2, bare Node, a bare Astro build),
 * because the machine is shared and absolute times drift. Medians of interleaved rounds.
 *
 *   node bench/run.js [SUITE...] [--quick] [--runs N] [--no-build] [--json FILE]
 *
 * Suites: validate, memory, routing, action (the default set), migrate, pool, diff, and site (slow: two Astro
 * builds of 10,000 pages; run it by name, or with `all`). --quick: one round, no markdownlint-cli2, two sizes.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuild } from './lib/build.js';
import { actionSuite } from './suites/action.js';
import { diffSuite } from './suites/diff.js';
import { memorySuite } from './suites/memory.js';
import { migrateSuite } from './suites/migrate.js';
import { poolSuite } from './suites/pool.js';
import { routingSuite } from './suites/routing.js';
import { siteSuite } from './suites/site.js';
import { validateSuite } from './suites/validate.js';

const repo = fileURLToPath(new URL('../', import.meta.url));
const SUITES = {
  validate: validateSuite,
  memory: memorySuite,
  routing: routingSuite,
  action: actionSuite,
  site: siteSuite,
  migrate: migrateSuite,
  pool: poolSuite,
  diff: diffSuite,
};
const DEFAULT = ['validate', 'memory', 'routing', 'action'];

function parseArgs(argv) {
  const o = { suites: [], quick: false, runs: null, build: true, json: join(repo, 'bench/out/results.json') };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--help' || a === '-h') o.help = true;
    else if (a === '--quick') o.quick = true;
    else if (a === '--no-build') o.build = false;
    else if (a === '--runs') o.runs = Number(argv[++i]);
    else if (a === '--json') o.json = argv[++i];
    else if (a === 'all') o.suites.push(...Object.keys(SUITES));
    else if (a in SUITES) o.suites.push(a);
    else throw new Error(`unknown suite or option \`${a}\` (suites: ${Object.keys(SUITES).join(', ')}, all)`);
  }
  if (o.suites.length === 0) o.suites = DEFAULT;
  o.runs ??= o.quick ? 1 : 3;
  if (!Number.isInteger(o.runs) || o.runs < 1) throw new Error('--runs needs a positive integer');
  return o;
}

const opts = parseArgs(process.argv.slice(2));
if (opts.help) {
  console.log(
    `usage: node bench/run.js [SUITE...] [--quick] [--runs N] [--no-build] [--json FILE]\nsuites: ${Object.keys(SUITES).join(', ')}, all (default: ${DEFAULT.join(', ')})`,
  );
  process.exit(0);
}
const log = (s) => process.stderr.write(s + '\n');
if (opts.build) ensureBuild(repo, log);
const ctx = { repo, log, quick: opts.quick, runs: opts.runs };
const results = {};
for (const name of opts.suites) {
  log(`\n== ${name}`);
  try {
    results[name] = await SUITES[name](ctx);
  } catch (e) {
    results[name] = [
      { name: `${name} suite failed`, value: String(e?.message ?? e).slice(0, 500), target: '', ok: false },
    ];
  }
}

const mark = (ok) => (ok === true ? 'met' : ok === false ? 'MISSED' : '');
const lines = [`rp-assets benchmarks (node ${process.version}, runs ${opts.runs}${opts.quick ? ', quick' : ''})`];
for (const [suite, figures] of Object.entries(results)) {
  lines.push('', `## ${suite}`);
  for (const f of figures)
    lines.push(`- ${f.name}: ${f.value}${f.target ? `  [target ${f.target}: ${mark(f.ok)}]` : ''}`);
}
console.log(lines.join('\n'));
mkdirSync(join(repo, 'bench/out'), { recursive: true });
writeFileSync(
  opts.json,
  JSON.stringify({ node: process.version, runs: opts.runs, quick: opts.quick, results }, null, 2),
);
