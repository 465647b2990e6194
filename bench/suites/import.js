/**
 * `rp-assets import` against `rp-assets validate` of the repository it writes, side by side in the
 * same run (interleaved, alternating which goes first), for three shapes: a generated 20,000-entry
 * SillyTavern World Info file (bench/corpus/world-info.js), a CHARX whose book has 100,000 small
 * entries and a PNG card over a 61 MB picture (bench/corpus/card-files.js; issue 42 I7, where
 * they took 45 s and 15–29 s with 1.5 GB). Targets: import at most 2x validate in time and in peak
 * memory. The import timed writes into an empty folder, as a user's first import does (`--force`
 * would add removing the old tree, which validate has no counterpart for).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bigPngCard, charxCard } from '../corpus/card-files.js';
import { worldInfo } from '../corpus/world-info.js';
import { hasBuilt } from '../lib/build.js';
import { runNode } from '../lib/child.js';
import { figure, mb, median, ratio, secs } from '../lib/stats.js';

export async function importSuite(ctx) {
  const { repo, quick } = ctx;
  if (!hasBuilt(repo, 'cli/commands/import.js')) return [figure('import', 'skipped: the CLI is not built yet')];
  const dir = mkdtempSync(join(tmpdir(), 'rp-bench-import-'));
  try {
    const shapes = [
      {
        name: 'World Info',
        file: 'lore.json',
        n: quick ? 2000 : 20000,
        bytes: (n) => JSON.stringify(worldInfo(n), null, 2),
      },
      { name: 'CHARX', file: 'many.charx', n: quick ? 10000 : 100000, bytes: charxCard },
      { name: 'PNG card (61 MB picture)', file: 'big.png', n: 2000, bytes: () => bigPngCard() },
    ];
    const figures = [];
    for (const shape of shapes) figures.push(...(await importShape(ctx, dir, shape)));
    return figures;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function importShape({ repo, log, runs }, dir, shape) {
  const input = join(dir, shape.file);
  writeFileSync(input, shape.bytes(shape.n));
  const cli = join(repo, 'bin/rp-assets.js');
  const imports = [];
  const validates = [];
  const peaks = [];
  const validatePeaks = [];
  for (let r = 0; r < runs; r++) {
    const kept = join(dir, `kept-${r}`);
    const fresh = join(dir, `fresh-${r}`);
    const first = await runNode([cli, 'import', input, '--out', kept], { timeoutMs: 600_000 });
    if (first.code !== 0) throw new Error(`import failed: ${first.stderr.slice(0, 300)}`);
    // the timed pair: an import into an empty folder (what a user runs) and a validate of the
    // same result imported before, alternating which goes first
    const order = r % 2 === 0 ? ['import', 'validate'] : ['validate', 'import'];
    for (const which of order) {
      if (which === 'import') {
        const res = await runNode([cli, 'import', input, '--out', fresh], { timeoutMs: 600_000 });
        if (res.code !== 0) throw new Error(`import failed: ${res.stderr.slice(0, 300)}`);
        imports.push(res.ms);
        if (res.maxRssKb !== null) peaks.push(res.maxRssKb);
      } else {
        const res = await runNode([cli, 'validate', kept, '--format', 'json'], { timeoutMs: 600_000 });
        if (res.code !== 0) throw new Error(`validate of the import failed (${res.code}): ${res.stderr.slice(0, 300)}`);
        validates.push(res.ms);
        if (res.maxRssKb !== null) validatePeaks.push(res.maxRssKb);
      }
    }
    log(
      `  ${shape.name}, ${shape.n} entries, round ${r + 1}: import ${secs(imports.at(-1))}, validate ${secs(validates.at(-1))}`,
    );
    rmSync(kept, { recursive: true, force: true });
    rmSync(fresh, { recursive: true, force: true });
  }
  const x = median(imports) / median(validates);
  const figures = [
    figure(
      `${shape.n}-entry ${shape.name}: import / validate of the result (wall, medians)`,
      `${secs(median(imports))} / ${secs(median(validates))} = ${ratio(x)}`,
      '<= 2x',
      x <= 2,
    ),
  ];
  if (peaks.length > 0 && validatePeaks.length > 0) {
    const m = Math.max(...peaks) / Math.max(...validatePeaks);
    figures.push(
      figure(
        `${shape.name}: peak memory, import / validate of the result`,
        `${mb(Math.max(...peaks))} / ${mb(Math.max(...validatePeaks))} = ${ratio(m)}`,
        '<= 2x',
        m <= 2,
      ),
    );
  }
  return figures;
}
