/**
 * The Action as one file built from src/ (esbuild, packages external), for tests of behaviour that
 * dist/ (rebuilt by the lead after a merge) may not have yet: the same entry as dist/index.js.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

const ROOT = join(import.meta.dirname, '../..');
const OUT = join(ROOT, 'node_modules/.cache/rp-assets/action-bundle');

export async function actionBundle(): Promise<string> {
  mkdirSync(OUT, { recursive: true });
  const bundle = join(OUT, `action-${process.pid}.mjs`);
  await build({
    entryPoints: [join(ROOT, 'src/action/index.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    outfile: bundle,
    logLevel: 'error',
  });
  return bundle;
}
