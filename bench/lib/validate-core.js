#!/usr/bin/env node
/**
 * Runs the validation core in-process on a real tree (nodeFileSystem) and prints how long the call
 * took, excluding Node's start-up and module loading, as JSON: { ms, diagnostics, entries }.
 * It passes the same pool executor as `rp-assets validate` (src/cli/jobs.ts: one worker per core
 * beyond this one, the first 500 files inline), unless `--jobs 1`.
 *
 *   node bench/lib/validate-core.js ROOT [--routing FILE] [--jobs N]    (paths relative to the cwd)
 */
import { performance } from 'node:perf_hooks';

const repo = new URL('../../', import.meta.url);
const { validate } = await import(new URL('build/validate/validate.js', repo).href);
const { nodeFileSystem } = await import(new URL('build/node/node-fs.js', repo).href);
const { cwdFileSystem } = await import(new URL('build/common/cwd-fs.js', repo).href);
const { parseJobs, poolFor } = await import(new URL('build/cli/jobs.js', repo).href);

const args = process.argv.slice(2);
const roots = [];
let routing = null;
let jobsArg;
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--routing') routing = args[++i];
  else if (args[i] === '--jobs') jobsArg = args[++i];
  else roots.push(args[i]);
}
const t0 = performance.now();
const fs = cwdFileSystem(nodeFileSystem(), process.cwd());
const pool = poolFor(parseJobs(jobsArg), { fs, cwd: process.cwd() });
const steps = pool === null ? {} : { executor: pool };
const report = await validate(routing === null ? { roots, ...steps } : { roots, routing, ...steps }, fs);
const ms = performance.now() - t0;
await pool?.close();
console.log(JSON.stringify({ ms, diagnostics: report.diagnostics.length, entries: report.summary.entries }));
