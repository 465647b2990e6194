/**
 * The pathological-regex corpus (bench/lib/regex-corpus.js: nested quantifiers, alternation
 * chains, lookaround + bounded repeats, backreferences, on adversarial texts up to the 20,000-
 * character window) through both doors a repository has: a `content` predicate and a JSON Schema
 * `pattern` (build/routing/index.js). Reports the worst time of one call (target: under 1 s), the
 * shape that took it, and how the calls ended (RE2, native, refused). A call still running after
 * 30 s is reported as a hang (the worker is terminated from this thread).
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { hasBuilt } from '../lib/build.js';
import { corpusCalls, runCorpus } from '../lib/regex-watchdog.js';
import { figure } from '../lib/stats.js';

const DEADLINE_MS = 30_000;

export async function regexSuite(ctx) {
  const { repo, log, runs } = ctx;
  if (!hasBuilt(repo, 'routing/index.js')) return [figure('regex', 'skipped: the routing engine is not built yet')];
  const engines = pathToFileURL(join(repo, 'build/routing/index.js')).href;
  const corpus = corpusCalls();
  let worst = { ms: 0 };
  let total = 0;
  for (let r = 0; r < runs; r++) {
    const { times, hung } = await runCorpus(engines, { deadlineMs: DEADLINE_MS, corpus });
    if (hung)
      return [
        figure(
          'regex worst call',
          `hung over ${DEADLINE_MS / 1000} s on ${hung.engine} \`${hung.pattern.slice(0, 80)}\``,
          'under 1 s',
          false,
        ),
      ];
    for (const t of times) if (t.ms > worst.ms) worst = t;
    total += times.reduce((s, t) => s + t.ms, 0);
    log(`  run ${r + 1}: ${times.length} calls, worst so far ${worst.ms.toFixed(1)} ms`);
  }
  const shape = corpus.patterns[worst.p];
  const text = corpus.texts[worst.t];
  return [
    figure(
      'regex corpus',
      `${corpus.patterns.length} patterns x ${corpus.texts.length} texts x 2 engines = ${corpus.calls.length} calls, ${runs} run(s), ${(total / runs / 1000).toFixed(2)} s a run`,
    ),
    figure(
      'regex worst call',
      `${worst.ms.toFixed(1)} ms (${worst.engine}, ${shape.family}: \`${shape.pattern.slice(0, 60)}\` on ${text.length} characters)`,
      'under 1 s',
      worst.ms < 1000,
    ),
  ];
}
