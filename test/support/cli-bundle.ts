/**
 * The CLI as one file (esbuild, packages external), for tests that start it as a process, e.g. as
 * another user: the same entry as bin/rp-assets.js, built from src/ so it is never stale.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

const ROOT = join(import.meta.dirname, '../..');
const OUT = join(ROOT, 'node_modules/.cache/rp-assets/cli-bundle');

export async function cliBundle(): Promise<string> {
  mkdirSync(OUT, { recursive: true });
  const entry = join(OUT, `entry-${process.pid}.ts`);
  const bundle = join(OUT, `cli-${process.pid}.mjs`);
  writeFileSync(
    entry,
    `import { main } from ${JSON.stringify(join(ROOT, 'src/cli/main.ts'))};\n` +
      'process.exitCode = await main(process.argv.slice(2), { cwd: process.cwd(), stdout: (s) => process.stdout.write(s), stderr: (s) => process.stderr.write(s), env: process.env, isTTY: process.stdout.isTTY, ...(process.stderr.isTTY ? { stderrTerminal: process.stderr } : {}) });\n',
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
