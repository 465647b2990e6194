/**
 * The parse pool against `--jobs 1` on two shapes: many tiny files (200,000 one-line entries in one
 * folder, where handing a job to a worker costs more than the job) and the default generated corpus
 * (fewer, larger files). The pool must never be slower than one thread (issue 13, item 11): it
 * times the first jobs on the main thread and stays there when they are that cheap, and `validate`
 * uses one thread by default on 2 cores or fewer, where a worker was measured not to pay.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateCorpus } from '../generate.js';
import { hasBuilt } from '../lib/build.js';
import { expectExit, runNode } from '../lib/child.js';
import { figure, mb, median, ratio, secs } from '../lib/stats.js';

function tinyRepo(count) {
  const dir = mkdtempSync(join(tmpdir(), 'rp-bench-tiny-'));
  const entries = join(dir, 'r/worlds/w/entries');
  mkdirSync(entries, { recursive: true });
  mkdirSync(join(dir, 'r/characters/c'), { recursive: true });
  writeFileSync(join(dir, 'r/worlds/w/WORLD.md'), '---\nid: w\nname: W\n---\nworld\n');
  writeFileSync(join(dir, 'r/characters/c/CHARACTER.md'), '---\nid: c\nname: C\nworlds: [w]\n---\nhi\n');
  for (let i = 0; i < count; i++) writeFileSync(join(entries, `e${i}.md`), `---\nkeys: [k${i}]\n---\nx${i}\n`);
  return dir;
}

export async function poolSuite(ctx) {
  const { repo, log, runs } = ctx;
  if (!hasBuilt(repo, 'cli/main.js')) return [figure('pool', 'skipped: the CLI is not built yet')];
  const tinyCount = ctx.quick ? 50_000 : 200_000;
  const tiny = tinyRepo(tinyCount);
  const corpus = generateCorpus(ctx.corpus ?? {});
  const shapes = [
    { name: `${tinyCount} tiny files in one folder`, cwd: tiny, args: ['r'] },
    {
      name: `generated corpus (${corpus.files} files)`,
      cwd: corpus.dir,
      args: ['roleplay', '--routing', 'routing.yaml'],
    },
  ];
  const out = [];
  try {
    for (const shape of shapes) {
      // default: what `validate` does with no --jobs (one thread on 2 cores or fewer, else the
      // pool); --jobs 2: the pool forced, shown so the default's choice can be checked.
      const kinds = { pool: [], one: ['--jobs', '1'], two: ['--jobs', '2'] };
      const wall = { pool: [], one: [], two: [] };
      const rss = { pool: 0, one: 0, two: 0 };
      for (let r = 0; r < runs; r++) {
        const order = Object.keys(kinds);
        for (let k = 0; k < r % order.length; k++) order.push(order.shift());
        for (const which of order) {
          const res = expectExit(
            await runNode(
              [join(repo, 'bin/rp-assets.js'), 'validate', ...shape.args, '--format', 'json', ...kinds[which]],
              { cwd: shape.cwd, timeoutMs: 600_000 },
            ),
            `validate (${which})`,
            [0, 1],
          );
          wall[which].push(res.ms);
          rss[which] = Math.max(rss[which], res.maxRssKb ?? 0);
        }
        log(
          `  ${shape.name} round ${r + 1}: default ${secs(wall.pool.at(-1))}, --jobs 1 ${secs(wall.one.at(-1))}, --jobs 2 ${secs(wall.two.at(-1))}`,
        );
      }
      // the median of each round's ratio: runs of one round share the machine's state, so pairing
      // them cancels most of this shared machine's drift (identical runs differed by 16 % unpaired)
      const paired = (a) => median(a.map((ms, i) => ms / wall.one[i]));
      const r = paired(wall.pool);
      out.push(
        figure(
          `${shape.name}: default / --jobs 1 (wall, median of paired rounds; peak RSS)`,
          `${ratio(r)} (${secs(median(wall.pool))} vs ${secs(median(wall.one))}; ${mb(rss.pool)} vs ${mb(rss.one)})`,
          '<= 1.05x',
          r <= 1.05,
        ),
      );
      const r2 = paired(wall.two);
      out.push(
        figure(
          `${shape.name}: --jobs 2 / --jobs 1 (wall, median of paired rounds; peak RSS)`,
          `${ratio(r2)} (${secs(median(wall.two))} vs ${secs(median(wall.one))}; ${mb(rss.two)} vs ${mb(rss.one)})`,
        ),
      );
    }
  } finally {
    rmSync(tiny, { recursive: true, force: true });
  }
  return out;
}
