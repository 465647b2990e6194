#!/usr/bin/env node
/**
 * This checkout against another build of rp-assets (a baseline: usually the commit before a
 * change, checked out with `git worktree add DIR COMMIT`, its node_modules copied and `npm run
 * build` run there), in interleaved rounds whose order rotates, on the bench corpus. Prints the
 * medians of the per-round ratios as JSON; every figure of a round is measured in that round.
 *
 *   node bench/side-by-side.js validate --base DIR [--runs N]   the read-and-parse floor, then
 *        the validate core with the CLI's pool (bench/lib/validate-core.js) of each build;
 *        ratios: each core / the floor (in-process wall), this core / the base's (wall, CPU, peak RSS)
 *   node bench/side-by-side.js validate --base DIR --jobs 1     the same, both cores on one thread
 *   node bench/side-by-side.js site --base DIR [--runs N]       `rp-assets site` of each build on
 *        the 10,000-entry corpus; ratio: this build / the base's (wall, CPU of all threads)
 *   node bench/side-by-side.js action --base DIR [--runs N]     each build's Action bundle
 *        (dist/index.js) started on an empty workspace, as a push with nothing to check; ratio:
 *        this start-up / the base's (wall, CPU, peak RSS)
 *
 * The baseline's own bench/lib/validate-core.js is used when it takes the same arguments; give
 * `--base-core FILE` for a baseline whose script predates this one.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateCorpus } from './generate.js';
import { actionEnv } from './suites/action.js';
import { expectExit, runNode } from './lib/child.js';
import { median } from './lib/stats.js';

const repo = fileURLToPath(new URL('../', import.meta.url));

function parseArgs(argv) {
  const o = { suite: argv[0], base: null, baseCore: null, runs: 5, jobs: null };
  for (let i = 1; i < argv.length; i++) {
    if (argv[i] === '--base') o.base = resolve(argv[++i]);
    else if (argv[i] === '--base-core') o.baseCore = resolve(argv[++i]);
    else if (argv[i] === '--runs') o.runs = Number(argv[++i]);
    else if (argv[i] === '--jobs') o.jobs = argv[++i];
    else throw new Error(`unknown option \`${argv[i]}\``);
  }
  if (!['validate', 'site', 'action'].includes(o.suite) || o.base === null || !(o.runs >= 1)) {
    throw new Error('usage: node bench/side-by-side.js validate|site|action --base DIR [--runs N] [--jobs N]');
  }
  return o;
}

/** The contestants of a round: name -> () => { wall, cpu, inner? } (ms). */
function contestants(o, cwd) {
  const builds = { this: repo, base: o.base };
  const out = {};
  if (o.suite === 'validate') {
    out.floor = async () => {
      const r = expectExit(await runNode([join(repo, 'bench/floor.js'), 'roleplay'], { cwd }), 'floor');
      return { inner: JSON.parse(r.stdout).ms, wall: r.ms, cpu: r.cpuMs };
    };
    for (const [name, dir] of Object.entries(builds)) {
      const script = name === 'base' && o.baseCore ? o.baseCore : join(dir, 'bench/lib/validate-core.js');
      const args = [script, 'roleplay', '--routing', 'routing.yaml', ...(o.jobs ? ['--jobs', o.jobs] : [])];
      out[name] = async () => {
        const r = expectExit(await runNode(args, { cwd }), `validate core (${name})`);
        return { inner: JSON.parse(r.stdout).ms, wall: r.ms, cpu: r.cpuMs, rssKb: r.maxRssKb };
      };
    }
  } else if (o.suite === 'action') {
    const scratch = mkdtempSync(join(tmpdir(), 'rp-bench-action-'));
    const empty = join(scratch, 'workspace');
    mkdirSync(empty);
    const env = actionEnv(empty, scratch, '.', '');
    for (const [name, dir] of Object.entries(builds)) {
      out[name] = async () => {
        const r = expectExit(
          await runNode([join(dir, 'dist/index.js')], { cwd: empty, env }),
          `action (${name})`,
          [0, 1],
        );
        return { wall: r.ms, cpu: r.cpuMs, rssKb: r.maxRssKb };
      };
    }
  } else {
    for (const [name, dir] of Object.entries(builds)) {
      out[name] = async () => {
        const site = join(cwd, `..`, `side-by-side-site-${name}`);
        rmSync(site, { recursive: true, force: true });
        const args = [join(dir, 'bin/rp-assets.js'), 'site', 'roleplay', '--routing', 'routing.yaml', '--out', site];
        const r = expectExit(await runNode(args, { cwd, timeoutMs: 1_800_000 }), `rp-assets site (${name})`);
        rmSync(site, { recursive: true, force: true });
        return { wall: r.ms, cpu: r.cpuMs };
      };
    }
  }
  return out;
}

async function main() {
  const o = parseArgs(process.argv.slice(2));
  const corpus = o.suite === 'action' ? { dir: null } : generateCorpus(o.suite === 'site' ? { scale: 0.2 } : {});
  const all = contestants(o, corpus.dir);
  const names = Object.keys(all);
  const ratios = {};
  const add = (key, value) => (ratios[key] ??= []).push(value);
  for (let round = 0; round < o.runs; round++) {
    const row = {};
    for (const name of names.map((_, i) => names[(i + round) % names.length])) {
      row[name] = await all[name]();
      console.error(`round ${round + 1}: ${name} ${JSON.stringify(row[name])}`);
    }
    if (row.floor)
      for (const n of ['this', 'base']) add(`${n} / floor (in-process wall)`, row[n].inner / row.floor.inner);
    add('this / base (wall)', row.this.wall / row.base.wall);
    add('this / base (CPU)', row.this.cpu / row.base.cpu);
    if (row.this.rssKb && row.base.rssKb) {
      add('this / base (peak RSS)', row.this.rssKb / row.base.rssKb);
      add('this peak RSS (MB)', row.this.rssKb / 1024);
      add('base peak RSS (MB)', row.base.rssKb / 1024);
    }
  }
  const summary = Object.fromEntries(
    Object.entries(ratios).map(([k, v]) => [
      k,
      { median: Number(median(v).toFixed(3)), rounds: v.map((x) => Number(x.toFixed(3))) },
    ]),
  );
  console.log(JSON.stringify(summary, null, 2));
}

await main();
