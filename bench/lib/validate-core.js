#!/usr/bin/env node
/**
 * Runs the validation core in-process on a real tree (nodeFileSystem) and prints how long the call
 * took, excluding Node's start-up and module loading, as JSON: { ms, diagnostics, entries }.
 * It passes the same parse pool as `rp-assets validate` (one worker per core beyond this one, the
 * first 500 files inline), unless `--jobs 1`.
 *
 *   node bench/lib/validate-core.js ROOT [--routing FILE] [--jobs N]    (paths relative to the cwd)
 */
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';

const repo = new URL('../../', import.meta.url);
const { validate } = await import(new URL('build/validate/validate.js', repo).href);
const { nodeFileSystem } = await import(new URL('build/core/node-fs.js', repo).href);
const { createParsePool } = await import(new URL('build/assets/parallel-node.js', repo).href);

const args = process.argv.slice(2);
const roots = [];
let routing = null;
let jobs = Math.max(1, Math.min(4, availableParallelism()));
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--routing') routing = args[++i];
  else if (args[i] === '--jobs') jobs = Number(args[++i]);
  else roots.push(args[i]);
}
const t0 = performance.now();
const pool = jobs > 1 ? createParsePool({ workers: jobs - 1, startAfter: 500 }) : null;
const steps = pool ? { parse: pool.parse, buildEntry: pool.buildEntry, readEntry: pool.readEntry } : {};
const report = await validate(routing === null ? { roots, ...steps } : { roots, routing, ...steps }, nodeFileSystem());
const ms = performance.now() - t0;
await pool?.close();
console.log(JSON.stringify({ ms, diagnostics: report.diagnostics.length, entries: report.summary.entries }));
