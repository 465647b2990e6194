/**
 * The mutation bench (bench/mutations.ts, issue 43): realistic mistakes applied one at a time to
 * the examples and a generated repository, and the share that `validate` alone reports at warning
 * or error, only as a hint, or misses. The TypeScript runs the core from src/ (bundled with
 * esbuild like `npm run bench:lsp`); its table is printed as it runs and its results are written
 * to bench/out/mutations.json. Not timed: the figure is a catch rate, the same on every machine.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { figure } from '../lib/stats.js';

export async function mutationsSuite(ctx) {
  const { repo, log, quick } = ctx;
  const bundle = join(repo, 'node_modules/.cache/rp-assets/mutations.mjs');
  const json = join(repo, 'bench/out/mutations.json');
  await build({
    entryPoints: [join(repo, 'bench/mutations.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    logLevel: 'warning',
    outfile: bundle,
  });
  const run = spawnSync(process.execPath, [bundle, '--json', json, ...(quick ? ['--per-kind', '3'] : [])], {
    cwd: repo,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  for (const line of run.stdout.split('\n')) if (line !== '') log(`  ${line}`);
  if (run.status !== 0) return [figure('mutations', `failed: ${run.stderr.split('\n')[0]}`, '', false)];
  const { total, reported, hint, missed, rows } = JSON.parse(readFileSync(json, 'utf8'));
  const pct = (n) => `${((100 * n) / total).toFixed(1)} %`;
  return [
    figure('mutations', `${total} mutations of ${rows.length} kinds`),
    figure('reported at warning or error', pct(reported), 'at least 95 %', reported >= 0.95 * total),
    figure('reported only as a hint', pct(hint)),
    figure('missed', `${missed} (${pct(missed)})`, 'none', missed === 0),
  ];
}
