/**
 * `rp-assets import` of a generated 20,000-entry SillyTavern World Info file (bench/corpus/
 * world-info.js) against `rp-assets validate` of the repository it writes, side by side in the
 * same run (interleaved, alternating which goes first). Target: import at most 2x validate.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { worldInfo } from '../corpus/world-info.js';
import { hasBuilt } from '../lib/build.js';
import { runNode } from '../lib/child.js';
import { figure, median, ratio, secs } from '../lib/stats.js';

export async function importSuite(ctx) {
  const { repo, log, runs } = ctx;
  if (!hasBuilt(repo, 'cli/commands/import.js')) return [figure('import', 'skipped: the CLI is not built yet')];
  const n = ctx.quick ? 2000 : 20000;
  const dir = mkdtempSync(join(tmpdir(), 'rp-bench-import-'));
  const input = join(dir, 'lore.json');
  writeFileSync(input, JSON.stringify(worldInfo(n), null, 2));
  const cli = join(repo, 'bin/rp-assets.js');
  const imports = [];
  const validates = [];
  try {
    for (let r = 0; r < runs; r++) {
      const out = join(dir, `out-${r}`);
      const first = await runNode([cli, 'import', input, '--out', out], { timeoutMs: 600_000 });
      if (first.code !== 0) throw new Error(`import failed: ${first.stderr.slice(0, 300)}`);
      // the timed pair: a forced re-import (same work, plus the existence checks) and a validate
      const order = r % 2 === 0 ? ['import', 'validate'] : ['validate', 'import'];
      for (const which of order) {
        if (which === 'import') {
          const res = await runNode([cli, 'import', input, '--out', out, '--force'], { timeoutMs: 600_000 });
          if (res.code !== 0) throw new Error(`import --force failed: ${res.stderr.slice(0, 300)}`);
          imports.push(res.ms);
        } else {
          const res = await runNode([cli, 'validate', out, '--format', 'json'], { timeoutMs: 600_000 });
          if (res.code !== 0) throw new Error(`validate of the import failed (${res.code}): ${res.stderr.slice(0, 300)}`);
          validates.push(res.ms);
        }
      }
      log(`  ${n} entries round ${r + 1}: import ${secs(imports.at(-1))}, validate ${secs(validates.at(-1))}`);
      rmSync(out, { recursive: true, force: true });
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const x = median(imports) / median(validates);
  return [
    figure(
      `${n}-entry World Info: import / validate of the result (wall, medians)`,
      `${secs(median(imports))} / ${secs(median(validates))} = ${ratio(x)}`,
      '<= 2x',
      x <= 2,
    ),
  ];
}
