/**
 * Faces as one file each (esbuild, packages external), for tests that start them as a process,
 * e.g. as another user: the same entries as bin/rp-assets.js, built from src/ so they are never
 * stale. `cliBundle` is the CLI, `lspBundle` (lsp-bundle.ts) the language server.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

const ROOT = join(import.meta.dirname, '../..');

/** Bundles `source` (an entry module's text, importing from `ROOT`) into `name`'s cache folder. */
export async function bundleEntry(name: string, source: string): Promise<string> {
  const out = join(ROOT, `node_modules/.cache/rp-assets/${name}-bundle`);
  mkdirSync(out, { recursive: true });
  const entry = join(out, `entry-${process.pid}.ts`);
  const bundle = join(out, `${name}-${process.pid}.mjs`);
  writeFileSync(entry, source);
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

export function cliBundle(): Promise<string> {
  return bundleEntry(
    'cli',
    `import { main } from ${JSON.stringify(join(ROOT, 'src/cli/main.ts'))};\n` +
      'process.exitCode = await main(process.argv.slice(2), { cwd: process.cwd(), stdout: (s) => process.stdout.write(s), stderr: (s) => process.stderr.write(s), env: process.env, isTTY: process.stdout.isTTY, ...(process.stderr.isTTY ? { stderrTerminal: process.stderr } : {}) });\n',
  );
}
