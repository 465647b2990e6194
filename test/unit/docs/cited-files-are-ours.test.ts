/**
 * Comments and docs cite files of this repository, never the design notes, spec files or research
 * the project was started from (they are not in it: a reader cannot follow such a pointer). The
 * `spec:` field of a diagnostic code is an identifier of the sentence it enforces, mapped to our
 * docs by src/diagnostics/reference-sections.ts, so it is not a citation.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');
const OUTSIDE = /\b(?:DESIGN\.md|STYLE\.md|spec\/(?:routing-rules|asset-format-v1)\.md|research\/[\w-]+\.md)/;

function files(dir: string, ext: RegExp): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && ext.test(e.name))
    .map((e) => relative(ROOT, join(e.parentPath, e.name)));
}

describe('cited files', () => {
  it('are files of this repository', () => {
    const places = [
      ...files('src', /\.ts$/),
      ...files('site/src', /\.(ts|astro)$/),
      ...files('scripts', /\.(ts|mjs|js)$/),
      ...files('bench', /\.(ts|mjs|js)$/).filter((f) => !f.startsWith('bench/out/')),
      ...files('test', /\.ts$/),
      ...files('docs', /\.md$/),
      'README.md',
    ].flatMap((file) =>
      readFileSync(join(ROOT, file), 'utf8')
        .split('\n')
        .flatMap((line, i) => (OUTSIDE.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(places).toEqual([]);
  });
});
