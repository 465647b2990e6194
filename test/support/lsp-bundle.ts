/**
 * The language server as one file (esbuild, packages external), started as a process by the tests
 * the way bin/rp-assets.js starts it (`rp-assets lsp --stdio`), built from src/ so it is never stale.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

const ROOT = join(import.meta.dirname, '../..');
const OUT = join(ROOT, 'node_modules/.cache/rp-assets/lsp-bundle');

export async function lspBundle(): Promise<string> {
  mkdirSync(OUT, { recursive: true });
  const entry = join(OUT, `entry-${process.pid}.ts`);
  const bundle = join(OUT, `lsp-${process.pid}.mjs`);
  writeFileSync(
    entry,
    `import { runLsp } from ${JSON.stringify(join(ROOT, 'src/lsp/main.ts'))};\n` +
      'const code = runLsp(process.argv.slice(2), { cwd: process.cwd(), stdout: (s) => process.stdout.write(s), stderr: (s) => process.stderr.write(s) });\n' +
      'if (code !== null) process.exitCode = code;\n',
  );
  await build({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    outfile: bundle,
    logLevel: 'error',
  });
  return bundle;
}
