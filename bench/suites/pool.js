/**
 * The parse pool against `--jobs 1` on two shapes: many tiny files (200,000 one-line entries in one
 * folder, where handing a job to a worker costs more than the job) and the default generated corpus
 * (fewer, larger files). The pool must never be slower than one thread (issue 13, item 11): it
 * times the first jobs on the main thread and stays there when they are that cheap.
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
      const wall = { pool: [], one: [] };
      const rss = { pool: 0, one: 0 };
      for (let r = 0; r < runs; r++) {
        for (const which of r % 2 === 0 ? ['pool', 'one'] : ['one', 'pool']) {
          const jobs = which === 'one' ? ['--jobs', '1'] : [];
          const res = expectExit(
            await runNode([join(repo, 'bin/rp-assets.js'), 'validate', ...shape.args, '--format', 'json', ...jobs], {
              cwd: shape.cwd,
              timeoutMs: 600_000,
            }),
            `validate (${which})`,
            [0, 1],
          );
          wall[which].push(res.ms);
          rss[which] = Math.max(rss[which], res.maxRssKb ?? 0);
        }
        log(`  ${shape.name} round ${r + 1}: pool ${secs(wall.pool.at(-1))}, --jobs 1 ${secs(wall.one.at(-1))}`);
      }
      const r = median(wall.pool) / median(wall.one);
      out.push(
        figure(
          `${shape.name}: default pool / --jobs 1 (wall; peak RSS)`,
          `${ratio(r)} (${secs(median(wall.pool))} vs ${secs(median(wall.one))}; ${mb(rss.pool)} vs ${mb(rss.one)})`,
          '<= 1.05x',
          r <= 1.05,
        ),
      );
    }
  } finally {
    rmSync(tiny, { recursive: true, force: true });
  }
  return out;
}
