/**
 * The Action bundle (dist/index.js): cold start with nothing to check (an empty workspace, INPUT_*
 * set, a push event, no API reachable) against bare `node` start-up, and end-to-end on the big
 * corpus (push -> nofilter, no API) against the floor script.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateCorpus } from '../generate.js';
import { expectExit, runNode } from '../lib/child.js';
import { figure, median, ratio, secs } from '../lib/stats.js';

/** The environment GitHub gives the Action: a push event, the inputs, no API reachable. */
export function actionEnv(workspace, scratch, roots, routing) {
  const event = join(scratch, 'event.json');
  writeFileSync(
    event,
    JSON.stringify({
      ref: 'refs/heads/main',
      before: '0'.repeat(40),
      after: '1'.repeat(40),
      repository: { full_name: 'bench/rp' },
    }),
  );
  const env = {
    GITHUB_ACTIONS: 'true',
    GITHUB_WORKSPACE: workspace,
    GITHUB_EVENT_NAME: 'push',
    GITHUB_EVENT_PATH: event,
    GITHUB_REPOSITORY: 'bench/rp',
    GITHUB_SHA: '1'.repeat(40),
    GITHUB_REF: 'refs/heads/main',
    GITHUB_API_URL: 'http://127.0.0.1:9',
    GITHUB_OUTPUT: join(scratch, 'output'),
    GITHUB_STEP_SUMMARY: join(scratch, 'summary'),
    RUNNER_TEMP: scratch,
    INPUT_ROOTS: roots,
    INPUT_ROUTING: routing,
    'INPUT_FAIL-ON': 'never',
    'INPUT_FILTER-MODE': '',
    INPUT_TOKEN: '',
  };
  return env;
}

export async function actionSuite(ctx) {
  const { repo, log } = ctx;
  const bundle = join(repo, 'dist/index.js');
  if (!existsSync(bundle)) return [figure('action', 'skipped: dist/index.js is not built yet')];
  const scratch = mkdtempSync(join(tmpdir(), 'rp-bench-action-'));
  try {
    const empty = join(scratch, 'workspace');
    mkdirSync(empty);
    const coldEnv = actionEnv(empty, scratch, '.', '');
    const corpus = generateCorpus(ctx.corpus ?? {});
    const bigEnv = actionEnv(corpus.dir, scratch, 'roleplay', 'routing.yaml');
    const rounds = [];
    const n = Math.max(ctx.runs, ctx.quick ? 3 : 5);
    for (let i = 0; i < n; i++) {
      const bare = expectExit(await runNode(['-e', '0']), 'node -e 0');
      const cold = expectExit(await runNode([bundle], { cwd: empty, env: coldEnv }), 'action (cold)', [0, 1]);
      rounds.push({ bare: bare.ms, cold: cold.ms });
    }
    const big = [];
    for (let i = 0; i < ctx.runs; i++) {
      const fl = expectExit(await runNode([join(repo, 'bench/floor.js'), 'roleplay'], { cwd: corpus.dir }), 'floor');
      const act = expectExit(await runNode([bundle], { cwd: corpus.dir, env: bigEnv }), 'action (corpus)', [0, 1]);
      log(`  corpus round ${i + 1}: action ${secs(act.ms)}, floor ${secs(fl.ms)}`);
      big.push({ floor: fl.ms, action: act.ms });
    }
    const coldMs = median(rounds.map((r) => r.cold));
    const coldRatio = median(rounds.map((r) => r.cold / r.bare));
    const bigRatio = median(big.map((r) => r.action / r.floor));
    return [
      figure('cold start, empty workspace (wall) / bare `node -e 0`', `${ratio(coldRatio)} (${secs(coldMs)})`),
      figure(
        'end-to-end on the corpus, push/nofilter (wall) / floor script (wall)',
        `${ratio(bigRatio)} (${secs(median(big.map((r) => r.action)))})`,
      ),
    ];
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
