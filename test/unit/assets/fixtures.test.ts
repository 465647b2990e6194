/**
 * Every fixture repository under test/fixtures/{asset,budget,character,world,entry}/<slug>/<case>/
 * is loaded and its diagnostics compared with expected.txt (`file:line:col severity code message`).
 * A `not-ok-*` case must produce its folder's code, an `ok-*` case must not.
 * Regenerate with `UPDATE_FIXTURES=1 npx vitest run test/unit/assets/fixtures.test.ts` and review the diff.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadAssets } from '../../../src/assets/index.js';
import { nodeFileSystem } from '../../../src/node/node-fs.js';
import { renderDiagnostic } from '../../../src/diagnostics/render.js';

const AREAS = ['asset', 'budget', 'character', 'world', 'entry'];
const cases: { area: string; slug: string; name: string; dir: string }[] = [];
for (const area of AREAS) {
  const base = `test/fixtures/${area}`;
  if (!existsSync(base)) continue;
  for (const slug of readdirSync(base).sort()) {
    for (const name of readdirSync(`${base}/${slug}`).sort())
      cases.push({ area, slug, name, dir: `${base}/${slug}/${name}` });
  }
}

async function render(dir: string): Promise<string> {
  const rootsFile = `${dir}/roots.txt`;
  const roots = existsSync(rootsFile)
    ? readFileSync(rootsFile, 'utf8')
        .split('\n')
        .filter((l) => l.trim() !== '')
        .map((r) => `${dir}/${r}`)
    : [dir];
  const graph = await loadAssets({ roots }, nodeFileSystem());
  const strip = (f: string | null): string =>
    f === null ? '-' : f.startsWith(dir + '/') ? f.slice(dir.length + 1) : f === dir ? '.' : f;
  return graph.diagnostics
    .map(
      (d) =>
        `${strip(d.file)}:${d.line ?? '-'}:${d.column ?? '-'} ${d.severity} ${d.code} ${renderDiagnostic(d, 'en')
          .message.split(dir + '/')
          .join('')}`,
    )
    .map((l) => l + '\n')
    .join('');
}

describe('fixtures', () => {
  it('exist', () => expect(cases.length).toBeGreaterThan(40));
  for (const c of cases) {
    it(`${c.area}/${c.slug}/${c.name}`, async () => {
      const out = await render(c.dir);
      const expectedFile = `${c.dir}/expected.txt`;
      if (process.env.UPDATE_FIXTURES === '1') writeFileSync(expectedFile, out);
      expect(out).toBe(readFileSync(expectedFile, 'utf8'));
      const code = `${c.area}.${c.slug}`;
      const codes = out.split('\n').map((l) => l.split(' ')[2]);
      if (c.name.startsWith('not-ok-')) expect(codes).toContain(code);
      else expect(codes).not.toContain(code);
    });
  }
});
