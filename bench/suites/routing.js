/**
 * Routing resolutions per second for 10, 100 and 1,000 rules, cached (no content/custom predicate:
 * the engine caches by sender identity, spec: up to 256) and uncached (the same shape of rule set
 * with content predicates, which the spec says skip the cache), the cost per rule, and the
 * uncached 1,000 vs 100 ratio (10x would be exactly linear in the rule count).
 */
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { channelId, generateRules, guildId, userId } from '../corpus/rules.js';
import { createRng } from '../corpus/rng.js';
import { hasBuilt } from '../lib/build.js';
import { figure, median } from '../lib/stats.js';

const SIZES = [10, 100, 1000];
const POOL = 200; // distinct senders: fits the engine's 256-entry cache

function inputs(n) {
  const out = [];
  for (let k = 0; k < POOL; k++) {
    const i = 1 + (k % Math.max(1, n - 1));
    out.push({
      platform: ['onebot', 'discord', 'telegram'][k % 3],
      selfId: 'bot-1',
      guildId: guildId(i),
      channelId: channelId(i),
      userId: userId(i),
      isDirect: k % 7 === 0,
      isAtMe: k % 3 === 0,
      content: `角色 你好，今天的天气怎么样？ #${k}`,
    });
  }
  return out;
}

/** Resolutions per second over about `budgetMs` (after a warm-up pass over the pool). */
function throughput(router, pool, budgetMs) {
  for (const input of pool) router.resolve(input);
  let ops = 0;
  const t0 = performance.now();
  let t = t0;
  while (t - t0 < budgetMs) {
    for (const input of pool) router.resolve(input);
    ops += pool.length;
    t = performance.now();
  }
  return (ops * 1000) / (t - t0);
}

export async function routingSuite(ctx) {
  const { repo, log } = ctx;
  if (!hasBuilt(repo, 'routing/index.js')) return [figure('routing', 'skipped: src/routing/index.ts is not built yet')];
  const { createRouter } = await import(pathToFileURL(join(repo, 'build/routing/index.js')).href);
  const cells = [];
  for (const n of SIZES) {
    const cached = createRouter({ rules: generateRules(createRng(n), { count: n, content: false }) });
    // a content predicate anywhere turns the cache off (spec); add one so even 10 rules are uncached
    const withContent = generateRules(createRng(n), { count: n - 1, content: true });
    withContent.push({
      ...withContent[withContent.length - 1],
      id: 'zz-content',
      filter: { kind: 'content', match: 'contains', text: '不会出现的词' },
      locked: [],
    });
    const uncached = createRouter({ rules: withContent });
    cells.push({ n, cached, uncached, pool: inputs(n), runs: { cached: [], uncached: [] } });
  }
  const budget = ctx.quick ? 150 : 400;
  for (let r = 0; r < ctx.runs; r++) {
    for (const c of r % 2 ? [...cells].reverse() : cells) {
      c.runs.cached.push(throughput(c.cached, c.pool, budget));
      c.runs.uncached.push(throughput(c.uncached, c.pool, budget));
    }
  }
  const figures = [];
  const per = {};
  for (const c of cells) {
    const cachedOps = median(c.runs.cached);
    const uncachedOps = median(c.runs.uncached);
    per[c.n] = 1e6 / uncachedOps; // microseconds per uncached resolution
    log(`  ${c.n} rules: cached ${cachedOps.toFixed(0)}/s, uncached ${uncachedOps.toFixed(0)}/s`);
    figures.push(
      figure(
        `${c.n} rules: resolutions/s cached, uncached`,
        `${cachedOps.toFixed(0)}, ${uncachedOps.toFixed(0)} (cache speed-up ${(cachedOps / uncachedOps).toFixed(1)}x)`,
      ),
    );
  }
  const perRule = (per[1000] - per[100]) / 900;
  const linear = per[1000] / per[100];
  figures.push(figure('uncached cost per rule (1,000 vs 100 rules)', `${(perRule * 1000).toFixed(0)} ns`));
  figures.push(
    figure('uncached time per resolution, 1,000 / 100 rules', `${linear.toFixed(2)}x`, '<= 10x (linear)', linear <= 10),
  );
  return figures;
}
