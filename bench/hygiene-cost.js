#!/usr/bin/env node
/**
 * What the key-hygiene and real-token checks (`checkRetrievalHygiene`, run by `validate`) cost on
 * the benchmark corpus, and optionally the same for another build side by side:
 *
 *   node bench/hygiene-cost.js [--runs N] [--against DIR] [--scale F]
 *
 * Needs `npm run build`. Each run is a fresh process (so the tokenizer is loaded cold, as in one
 * `validate`) that loads the corpus and times the checks alone in CPU time (user + system, less
 * sensitive to a shared machine than wall time). With `--against DIR` (a build/ folder of another
 * commit, e.g. from `git worktree add`), runs alternate between the two builds, rotating which goes
 * first, and the paired ratio this/other is reported (median of the per-round ratios).
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { generateCorpus } from './generate.js';

const here = fileURLToPath(import.meta.url);
const argv = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i < 0 ? fallback : argv[i + 1];
};

if (opt('one', null) !== null) {
  // one measurement in this process: --one BUILD_DIR --corpus ROOT
  const build = opt('one');
  const { loadAssets } = await import(`${build}/assets/index.js`);
  const { nodeFileSystem } = await import(`${build}/node/node-fs.js`);
  const { checkRetrievalHygiene } = await import(`${build}/retrieval/hygiene/index.js`);
  const graph = await loadAssets({ roots: [opt('corpus')] }, nodeFileSystem());
  const before = process.cpuUsage();
  const findings = await checkRetrievalHygiene(graph);
  const cpu = process.cpuUsage(before);
  console.log(JSON.stringify({ ms: (cpu.user + cpu.system) / 1000, findings: findings.length }));
} else {
  const runs = Number(opt('runs', 7));
  const scale = opt('scale', null);
  const corpus = generateCorpus(scale === null ? {} : { scale: Number(scale) });
  const root = `${corpus.dir}/roleplay`;
  const builds = [fileURLToPath(new URL('../build', import.meta.url))];
  if (opt('against', null) !== null) builds.push(opt('against'));
  const times = builds.map(() => []);
  const ratios = [];
  let findings = [];
  for (let r = 0; r < runs; r++) {
    const order = builds.map((_, i) => (i + r) % builds.length);
    const ms = [];
    for (const i of order) {
      const out = execFileSync(process.execPath, [here, '--one', builds[i], '--corpus', root], { encoding: 'utf8' });
      const o = JSON.parse(out);
      times[i].push(o.ms);
      ms[i] = o.ms;
      findings[i] = o.findings;
    }
    if (builds.length === 2) ratios.push(ms[0] / ms[1]);
  }
  const median = (a) => [...a].sort((x, y) => x - y)[a.length >> 1];
  console.log(`corpus ${corpus.dir}; ${runs} runs, CPU time of checkRetrievalHygiene (cold, one process each)`);
  builds.forEach((b, i) => console.log(`  ${b}: median ${median(times[i]).toFixed(0)} ms, ${findings[i]} findings`));
  if (ratios.length > 0)
    console.log(`  this/other, paired: ${median(ratios).toFixed(2)}x (${ratios.map((x) => x.toFixed(2)).join(', ')})`);
}
