/**
 * The language server as one file, started as a process by the tests the way bin/rp-assets.js
 * starts it (`rp-assets lsp --stdio`), built from src/ so it is never stale.
 */
import { join } from 'node:path';
import { bundleEntry } from './cli-bundle.js';

const ROOT = join(import.meta.dirname, '../..');

export function lspBundle(): Promise<string> {
  return bundleEntry(
    'lsp',
    `import { runLsp } from ${JSON.stringify(join(ROOT, 'src/lsp/main.ts'))};\n` +
      'const code = runLsp(process.argv.slice(2), { cwd: process.cwd(), stdout: (s) => process.stdout.write(s), stderr: (s) => process.stderr.write(s) });\n' +
      'if (code !== null) process.exitCode = code;\n',
  );
}
