/**
 * Peak memory (max RSS of the whole process, worker threads included) of `rp-assets validate`
 * against the corpus size, with the floor's peak at the same sizes for reference.
 */
import { join } from 'node:path';
import { generateCorpus } from '../generate.js';
import { expectExit, runNode } from '../lib/child.js';
import { hasBuilt } from '../lib/build.js';
import { figure, mb } from '../lib/stats.js';

export async function memorySuite(ctx) {
  const { repo, log } = ctx;
  if (!hasBuilt(repo, 'cli/commands/validate.js'))
    return [figure('peak memory', 'skipped: the validate command is not built yet')];
  const scales = ctx.quick ? [0.1, 0.4] : [0.1, 0.4, 1];
  const points = [];
  for (const scale of scales) {
    const corpus = generateCorpus({ ...(ctx.corpus ?? {}), scale });
    const cwd = corpus.dir;
    const cli = expectExit(
      await runNode(
        [join(repo, 'bin/rp-assets.js'), 'validate', 'roleplay', '--routing', 'routing.yaml', '--format', 'json'],
        { cwd },
      ),
      'rp-assets validate',
      [0, 1],
    );
    const fl = expectExit(await runNode([join(repo, 'bench/floor.js'), 'roleplay'], { cwd }), 'floor');
    const entries = corpus.options.entries;
    log(
      `  ${entries} entries (${(corpus.bytes / 1e6).toFixed(0)} MB): validate ${mb(cli.maxRssKb)}, floor ${mb(fl.maxRssKb)}`,
    );
    points.push({ entries, bytes: corpus.bytes, cli: cli.maxRssKb, floor: fl.maxRssKb });
  }
  const figures = points.map((p) =>
    figure(
      `peak RSS, ${p.entries} entries / ${(p.bytes / 1e6).toFixed(0)} MB of Markdown`,
      `${mb(p.cli)} (floor ${mb(p.floor)}, ${(p.cli / p.floor).toFixed(2)}x)`,
    ),
  );
  const a = points[0];
  const b = points[points.length - 1];
  const perMb = (b.cli - a.cli) / 1024 / ((b.bytes - a.bytes) / 1e6);
  figures.push(figure('peak RSS growth per MB of corpus', `${perMb.toFixed(2)} MB/MB`));
  return figures;
}
