#!/usr/bin/env node
/**
 * The benchmark runner (`npm run bench`). Prints every figure as a ratio measured in this same run
 * against a baseline (the read-and-parse floor, markdownlint-cli2, bare Node, a bare Astro build),
 * because the machine is shared and absolute times drift. Medians of interleaved rounds.
 *
 *   node bench/run.js [SUITE...] [--quick] [--runs N] [--no-build] [--json FILE] [--scale N,N,...] [--max-rss GB]
 *
 * Suites: validate, memory, routing, action (the default set), migrate, pool, diff, regex, import, mutations (the
 * share of realistic mistakes `validate` alone reports: bench/mutations.ts), progress (what
 * showing progress costs validate, against the commit before it: bench/suites/progress.js), and site (slow: two Astro
 * builds of 10,000 pages; run it by name, or with `all`). --quick: one round, no markdownlint-cli2, two sizes.
 * --scale 10000,30000,100000: the site suite measures its build curve at those entry counts instead
 * (one run a size unless --runs is given; see bench/suites/site.js); --max-rss GB: the peak a
 * build of the curve may reach (default 16).
 *
 * Exit code 1 when a suite failed or a hard limit was missed (a figure marked `hard`, e.g. the
 * site build's 16 GB at scale); a missed ratio target is reported, not fatal (times are noisy here).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuild } from './lib/build.js';
import { actionSuite } from './suites/action.js';
import { diffSuite } from './suites/diff.js';
import { importSuite } from './suites/import.js';
import { memorySuite } from './suites/memory.js';
import { migrateSuite } from './suites/migrate.js';
import { mutationsSuite } from './suites/mutations.js';
import { poolSuite } from './suites/pool.js';
import { regexSuite } from './suites/regex.js';
import { progressSuite } from './suites/progress.js';
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
  regex: regexSuite,
  diff: diffSuite,
  progress: progressSuite,
  import: importSuite,
  mutations: mutationsSuite,
};
const DEFAULT = ['validate', 'memory', 'routing', 'action'];

function parseArgs(argv) {
  const o = {
    suites: [],
    quick: false,
    runs: null,
    build: true,
    json: join(repo, 'bench/out/results.json'),
    scale: null,
    maxRssGb: 16,
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--help' || a === '-h') o.help = true;
    else if (a === '--quick') o.quick = true;
    else if (a === '--no-build') o.build = false;
    else if (a === '--runs') o.runs = Number(argv[++i]);
    else if (a === '--json') o.json = argv[++i];
    else if (a === '--scale') o.scale = parseSizes(argv[++i]);
    else if (a === '--max-rss') o.maxRssGb = Number(argv[++i]);
    else if (a === 'all') o.suites.push(...Object.keys(SUITES));
    else if (a in SUITES) o.suites.push(a);
    else throw new Error(`unknown suite or option \`${a}\` (suites: ${Object.keys(SUITES).join(', ')}, all)`);
  }
  if (o.scale !== null && o.suites.length === 0) o.suites = ['site'];
  if (o.scale !== null && !o.suites.includes('site')) throw new Error('--scale is an option of the site suite');
  if (o.suites.length === 0) o.suites = DEFAULT;
  if (!(o.maxRssGb > 0)) throw new Error('--max-rss needs a positive number of GB');
  o.runsGiven = o.runs !== null;
  o.runs ??= o.quick ? 1 : 3;
  if (!Number.isInteger(o.runs) || o.runs < 1) throw new Error('--runs needs a positive integer');
  return o;
}

function parseSizes(list) {
  const sizes = String(list ?? '')
    .split(',')
    .map((s) => Number(s.trim().replace(/_/g, '')));
  if (sizes.length === 0 || !sizes.every((n) => Number.isInteger(n) && n > 0)) {
    throw new Error('--scale needs entry counts, e.g. --scale 10000,30000,100000');
  }
  return sizes;
}

const opts = parseArgs(process.argv.slice(2));
if (opts.help) {
  console.log(
    `usage: node bench/run.js [SUITE...] [--quick] [--runs N] [--no-build] [--json FILE] [--scale N,N,...] [--max-rss GB]\nsuites: ${Object.keys(SUITES).join(', ')}, all (default: ${DEFAULT.join(', ')})`,
  );
  process.exit(0);
}
const log = (s) => process.stderr.write(s + '\n');
if (opts.build) ensureBuild(repo, log);
const ctx = {
  repo,
  log,
  quick: opts.quick,
  runs: opts.runs,
  scale: opts.scale,
  scaleRuns: opts.runsGiven ? opts.runs : 1,
  maxRssGb: opts.maxRssGb,
};
const results = {};
for (const name of opts.suites) {
  log(`\n== ${name}`);
  try {
    results[name] = await SUITES[name](ctx);
  } catch (e) {
    results[name] = [
      {
        name: `${name} suite failed`,
        value: String(e?.message ?? e).slice(0, 500),
        target: '',
        ok: false,
        hard: true,
      },
    ];
  }
}

const mark = (ok) => (ok === true ? 'met' : ok === false ? 'MISSED' : '');
const runs = opts.scale ? `${ctx.scaleRuns} a size` : opts.runs;
const lines = [`rp-assets benchmarks (node ${process.version}, runs ${runs}${opts.quick ? ', quick' : ''})`];
for (const [suite, figures] of Object.entries(results)) {
  lines.push('', `## ${suite}`);
  for (const f of figures) {
    lines.push(`- ${f.name}: ${f.value}${f.target ? `  [target ${f.target}: ${mark(f.ok)}]` : ''}`);
    if (f.table) lines.push('', ...f.table, '');
  }
}
console.log(lines.join('\n'));
mkdirSync(join(repo, 'bench/out'), { recursive: true });
writeFileSync(
  opts.json,
  JSON.stringify({ node: process.version, runs: opts.runs, quick: opts.quick, results }, null, 2),
);
const failed = Object.values(results)
  .flat()
  .filter((f) => f.hard && f.ok === false);
if (failed.length > 0) {
  log(`\nbench failed: ${failed.map((f) => f.name).join('; ')}`);
  process.exitCode = 1;
}
