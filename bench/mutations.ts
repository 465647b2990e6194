/**
 * The mutation bench (`npm run bench -- mutations`): realistic mistakes (bench/mutations/kinds.ts)
 * applied one at a time to the bundled examples and to a generated repository, and what `validate`
 * alone says of each (bench/mutations/run-mutations.ts): reported at warning or error, only as a
 * hint, or missed. Prints one row per kind and the overall catch rate; `--json FILE` writes every
 * result; `--per-kind N` caps the mutations of a kind per repository (default 12).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { examplesRepo, generatedRepo } from './mutations/repo.js';
import { runMutations, table } from './mutations/run-mutations.js';
import type { MutationResult } from './mutations/run-mutations.js';

const REPO = process.cwd();
const argValue = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`);
  return i < 0 ? undefined : process.argv[i + 1];
};
const perKind = Number(argValue('per-kind') ?? 12);
const jsonOut = argValue('json') ?? join(REPO, 'bench/out/mutations.json');

const repos = [
  examplesRepo(join(REPO, 'examples')),
  generatedRepo({ characters: 24, worlds: 6, entries: 300, rules: 60 }),
];
const results: MutationResult[] = [];
for (const repo of repos) {
  const started = Date.now();
  const mine = await runMutations(repo, { perKind });
  results.push(...mine);
  console.log(`${repo.name}: ${mine.length} mutations in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const pct = (n: number, d: number): string => (d === 0 ? '—' : `${Math.round((100 * n) / d)} %`);
const rows = table(results);
console.log('\n| kind | mutations | warning or error | hint only | missed | reported as |');
console.log('| --- | ---: | ---: | ---: | ---: | --- |');
for (const r of rows)
  console.log(
    `| ${r.kind} | ${r.total} | ${pct(r.reported, r.total)} | ${pct(r.hint, r.total)} | ${pct(r.missed, r.total)} | ${r.codes
      .slice(0, 3)
      .map((c) => c.split(' ')[1])
      .join(', ')} |`,
  );
const total = results.length;
const reported = results.filter((r) => r.outcome === 'reported').length;
const hint = results.filter((r) => r.outcome === 'hint').length;
const missed = results.filter((r) => r.outcome === 'missed').length;
console.log(
  `\n${total} mutations of ${rows.length} kinds: ${pct(reported, total)} reported at warning or error, ${pct(hint, total)} only as a hint, ${pct(missed, total)} missed (${missed}).`,
);
for (const r of results.filter((x) => x.outcome !== 'reported'))
  console.log(`  ${r.outcome}: ${r.kind} — ${r.repo}: ${r.target}${r.codes.length ? ` (${r.codes.join(', ')})` : ''}`);
mkdirSync(dirname(jsonOut), { recursive: true });
writeFileSync(jsonOut, JSON.stringify({ total, reported, hint, missed, rows, results }, null, 2));
