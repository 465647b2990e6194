#!/usr/bin/env node
/**
 * Runs the validation core in-process on a real tree (nodeFileSystem) and prints how long the call
 * took, excluding Node's start-up and module loading, as JSON: { ms, diagnostics, entries }.
 *
 *   node bench/lib/validate-core.js ROOT [--routing FILE]     (paths relative to the cwd)
 */
import { performance } from 'node:perf_hooks';

const repo = new URL('../../', import.meta.url);
const { validate } = await import(new URL('build/validate/validate.js', repo).href);
const { nodeFileSystem } = await import(new URL('build/core/node-fs.js', repo).href);

const args = process.argv.slice(2);
const roots = [];
let routing = null;
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--routing') routing = args[++i];
  else roots.push(args[i]);
}
const t0 = performance.now();
const report = await validate(routing === null ? { roots } : { roots, routing }, nodeFileSystem());
const ms = performance.now() - t0;
console.log(JSON.stringify({ ms, diagnostics: report.diagnostics.length, entries: report.summary.entries }));
