/**
 * Issue 35: what showing progress costs `validate` on the benchmark corpus (target: at most 1 %).
 * Side by side, interleaved, rotating the order each round:
 *   before - the CLI built from the commit before progress existed (its files from git archive,
 *            built once into bench/out/progress-before/; BENCH_PROGRESS_BEFORE=<commit> picks another);
 *   quiet  - today's CLI with --quiet (the phases are counted, nothing is shown);
 *   log    - today's CLI with stderr on a pipe (the plain lines a CI log gets);
 *   live   - today's CLI with stderr on a pseudo-terminal (util-linux `script`): the live line.
 * Ratios are medians of the per-round ratios to `before`, for wall and for CPU time (user + sys,
 * all threads; the steadier figure on a shared machine).
 */
import { execFileSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { existsSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { generateCorpus } from '../generate.js';
import { expectExit, runCommand, runNode } from '../lib/child.js';
import { figure, median, ratio, secs } from '../lib/stats.js';

const SCRIPT = '/usr/bin/script';

function git(repo, ...args) {
  return execFileSync('git', args, { cwd: repo, encoding: 'utf8' }).trim();
}

/** A built checkout of the commit before progress, reused while it is that commit. */
function buildBefore(repo, log) {
  const added = git(repo, 'log', '--diff-filter=A', '--format=%H', '--', 'src/common/progress.ts').split('\n').pop();
  const commit = process.env.BENCH_PROGRESS_BEFORE || git(repo, 'rev-parse', `${added}^`);
  const dir = join(repo, 'bench/out/progress-before', commit.slice(0, 12));
  if (existsSync(join(dir, 'build/cli/main.js'))) return { dir, commit };
  log(`building the CLI of ${commit.slice(0, 12)} (before progress) in ${dir} ...`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  // the commit's files only (git archive): no worktree is registered in the repository
  execFileSync('sh', ['-c', 'git archive --format=tar "$1" | tar -x -C "$2"', 'sh', commit, dir], { cwd: repo });
  symlinkSync(join(repo, 'node_modules'), join(dir, 'node_modules'));
  execFileSync(process.execPath, [join(repo, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json'], {
    cwd: dir,
    stdio: 'pipe',
  });
  return { dir, commit };
}

const ARGS = ['validate', 'roleplay', '--routing', 'routing.yaml', '--format', 'json'];
const quote = (s) => `'${s.replace(/'/g, `'\\''`)}'`;

export async function progressSuite(ctx) {
  const { repo, log } = ctx;
  const before = buildBefore(repo, log);
  const corpus = generateCorpus(ctx.corpus ?? {});
  log(`corpus: ${corpus.files} files, ${(corpus.bytes / 1e6).toFixed(0)} MB in ${corpus.dir}`);
  const cwd = corpus.dir;
  const cli = (root, extra = []) => [join(root, 'bin/rp-assets.js'), ...ARGS, ...extra];
  const measure = (r, name) => {
    const ok = expectExit(r, name, [0, 1]);
    return { wall: ok.ms, cpu: ok.cpuMs };
  };
  const contestants = {
    before: async () => measure(await runNode(cli(before.dir), { cwd }), 'before'),
    quiet: async () => measure(await runNode(cli(repo, ['--quiet']), { cwd }), 'quiet'),
    log: async () => measure(await runNode(cli(repo), { cwd }), 'log'),
  };
  if (existsSync(SCRIPT)) {
    // the probe writes CPU time for the node process inside the pseudo-terminal
    contestants.live = async () => {
      const command = [process.execPath, '--import', join(repo, 'bench/lib/probe.js'), ...cli(repo)]
        .map(quote)
        .join(' ');
      const r = await runCommand(
        SCRIPT,
        ['-q', '-e', '-c', `${command} > /dev/null`, '/dev/null'],
        {
          cwd,
          // no CI variable: it turns the live line into plain lines (an undefined value is not passed)
          env: { TERM: 'xterm-256color', SHELL: '/bin/sh', CI: undefined },
        },
        true,
      );
      return measure(r, 'live');
    };
  }
  const names = Object.keys(contestants);
  const rounds = [];
  for (let i = 0; i < ctx.runs; i++) {
    const round = {};
    for (let k = 0; k < names.length; k++) {
      const name = names[(i + k) % names.length];
      round[name] = await contestants[name]();
      log(`  round ${i + 1}: ${name} wall ${secs(round[name].wall)}, cpu ${secs(round[name].cpu)}`);
    }
    rounds.push(round);
  }
  const figures = [figure('before progress (commit)', before.commit.slice(0, 12))];
  const med = (name, key) => median(rounds.map((r) => r[name][key]));
  figures.push(figure('before: validate wall / cpu', `${secs(med('before', 'wall'))} / ${secs(med('before', 'cpu'))}`));
  for (const name of names.filter((n) => n !== 'before')) {
    const wall = median(rounds.map((r) => r[name].wall / r.before.wall));
    const cpu = median(rounds.map((r) => r[name].cpu / r.before.cpu));
    figures.push(
      figure(`${name} / before, wall`, `${ratio(wall)} (${((wall - 1) * 100).toFixed(1)} %)`, '<= 1.01x', wall <= 1.01),
      figure(`${name} / before, cpu`, `${ratio(cpu)} (${((cpu - 1) * 100).toFixed(1)} %)`, '<= 1.01x', cpu <= 1.01),
    );
  }
  // The counting itself, alone and exactly: what `advance` costs per file (a real tracker with a
  // view, as the CLI runs it), times the corpus's files, against `before`'s CPU time.
  const { ProgressTracker } = await import(join(repo, 'build/node/progress/tracker.js'));
  const tracker = new ProgressTracker();
  tracker.addView({ refresh: () => {} });
  const phase = tracker.start('assets', 'files', null);
  const N = 2_000_000;
  const t0 = performance.now();
  for (let i = 0; i < N; i++) phase.advance();
  const perCall = (performance.now() - t0) / N;
  phase.end();
  const counting = perCall * corpus.files;
  figures.push(
    figure(
      `counting: advance() per file, times ${corpus.files} files / before cpu`,
      `${(perCall * 1e6).toFixed(0)} ns a file, ${counting.toFixed(1)} ms = ${((counting / med('before', 'cpu')) * 100).toFixed(3)} %`,
      '<= 1 %',
      counting / med('before', 'cpu') <= 0.01,
    ),
  );
  return figures;
}
