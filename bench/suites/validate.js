/**
 * validate vs the read-and-parse floor (issue 2: <= 1.5x, issue 7: <= 1.0x) and vs markdownlint-cli2
 * (>= 5x faster), on the default generated corpus. Contestants are interleaved, rotating the order
 * each round; figures are medians of the paired per-round ratios.
 */
import { join } from 'node:path';
import { generateCorpus } from '../generate.js';
import { expectExit, runNode } from '../lib/child.js';
import { hasBuilt } from '../lib/build.js';
import { figure, median, ratio, secs } from '../lib/stats.js';

export async function validateSuite(ctx) {
  const { repo, log } = ctx;
  if (!hasBuilt(repo, 'validate/validate.js') || !hasBuilt(repo, 'cli/commands/validate.js')) {
    return [figure('validate vs floor', 'skipped: src/validate/validate.ts or the validate command is not built yet')];
  }
  const corpus = generateCorpus(ctx.corpus ?? {});
  log(`corpus: ${corpus.files} files, ${(corpus.bytes / 1e6).toFixed(0)} MB in ${corpus.dir}`);
  const cwd = corpus.dir;
  const contestants = {
    floor: async () => {
      const r = expectExit(await runNode([join(repo, 'bench/floor.js'), 'roleplay'], { cwd }), 'floor');
      return { inner: JSON.parse(r.stdout).ms, wall: r.ms, cpu: r.cpuMs };
    },
    core: async () => {
      const r = expectExit(
        await runNode([join(repo, 'bench/lib/validate-core.js'), 'roleplay', '--routing', 'routing.yaml'], { cwd }),
        'validate core',
      );
      return { inner: JSON.parse(r.stdout).ms, wall: r.ms, cpu: r.cpuMs };
    },
    cli: async () => {
      const r = expectExit(
        await runNode(
          [join(repo, 'bin/rp-assets.js'), 'validate', 'roleplay', '--routing', 'routing.yaml', '--format', 'json'],
          { cwd },
        ),
        'rp-assets validate',
        [0, 1],
      );
      if (!r.stdout.trimStart().startsWith('{'))
        throw new Error(`rp-assets validate printed no JSON report: ${r.stderr.slice(0, 500)}`);
      return { inner: r.ms, wall: r.ms, cpu: r.cpuMs };
    },
  };
  const names = Object.keys(contestants);
  const rounds = [];
  for (let i = 0; i < ctx.runs; i++) {
    const round = {};
    for (let k = 0; k < names.length; k++) {
      const name = names[(i + k) % names.length];
      round[name] = await contestants[name]();
      log(`  round ${i + 1}: ${name} ${secs(round[name].inner)} (wall ${secs(round[name].wall)})`);
    }
    rounds.push(round);
  }
  const med = (name, key) => median(rounds.map((r) => r[name][key]));
  const coreRatio = median(rounds.map((r) => r.core.inner / r.floor.inner));
  const cliRatio = median(rounds.map((r) => r.cli.wall / r.floor.wall));
  const cpuRatio = median(rounds.map((r) => r.cli.cpu / r.floor.cpu));
  const figures = [
    figure('floor: read + parse frontmatter, 1 thread (in-process)', secs(med('floor', 'inner'))),
    figure(
      "validate core with the CLI's parse pool (in-process) / floor (in-process)",
      ratio(coreRatio),
      '<= 1.0x',
      coreRatio <= 1.0,
    ),
    figure('rp-assets validate CLI (wall) / floor script (wall)', ratio(cliRatio), '<= 1.0x', cliRatio <= 1.0),
  ];
  figures.push(
    figure(
      'rp-assets validate CLI CPU time (user+sys, all threads) / floor CPU time',
      `${ratio(cpuRatio)} (${secs(med('cli', 'cpu'))} vs ${secs(med('floor', 'cpu'))})`,
    ),
  );
  figures[1].value += ` (${secs(med('core', 'inner'))})`;
  figures[2].value += ` (${secs(med('cli', 'wall'))} vs ${secs(med('floor', 'wall'))})`;
  if (!ctx.quick) {
    log('  markdownlint-cli2 on the same tree (once) ...');
    const bin = join(repo, 'node_modules/markdownlint-cli2/markdownlint-cli2-bin.mjs');
    const ml = expectExit(
      await runNode([bin, 'roleplay/**/*.md'], { cwd, timeoutMs: 600_000 }),
      'markdownlint-cli2',
      [0, 1],
    );
    const speedup = ml.ms / med('cli', 'wall');
    figures.push(
      figure(
        'markdownlint-cli2 (wall) / rp-assets validate CLI (wall)',
        `${ratio(speedup)} (${secs(ml.ms)})`,
        '>= 5x',
        speedup >= 5,
      ),
    );
  }
  return figures;
}
