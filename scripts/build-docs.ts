/**
 * Regenerate docs/codes/ from the diagnostic registry: `npm run docs` (bundled with esbuild, run by
 * node). Writes every page, each with its code's fixtures and their findings, and removes pages of
 * codes that no longer exist in the registry.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { buildDocs } from '../src/diagnostics/docs.js';
import { registry } from '../src/diagnostics/registry.js';
import { codeFixtureExamples } from './code-fixture-examples.js';

const root = process.cwd();
const files = buildDocs(undefined, (code) => codeFixtureExamples(root, code, registry.get(code)?.example));

function walk(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names.flatMap((n) => (n.endsWith('.md') ? [join(dir, n)] : walk(join(dir, n))));
}

let removed = 0;
for (const file of walk(join(root, 'docs/codes'))) {
  const rel = relative(root, file).split('\\').join('/');
  if (!files.has(rel)) {
    rmSync(file);
    removed++;
  }
}
for (const [path, content] of files) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), content);
}
process.stdout.write(`docs: wrote ${files.size} files, removed ${removed}\n`);
