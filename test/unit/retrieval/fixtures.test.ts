/**
 * Every case under test/fixtures/retrieval/<slug>/<case>/ (an asset repository with character
 * `alice` and messages.txt, one message per line) is previewed and the preview's diagnostics compared
 * with expected.txt. A case with a `retrieval.tests.yaml` instead (the scenario codes) has its
 * scenarios run as `validate` runs them. A `not-ok-*` case must produce `retrieval.<slug>`, an
 * `ok-*` case must not.
 * Regenerate with `UPDATE_FIXTURES=1 npx vitest run test/unit/retrieval/fixtures.test.ts` and review the diff.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadAssets } from '../../../src/assets/index.js';
import { nodeFileSystem } from '../../../src/node/node-fs.js';
import { codes } from '../../../src/diagnostics/codes/retrieval/index.js';
import { renderDiagnostic } from '../../../src/diagnostics/render.js';
import { retrieve } from '../../../src/retrieval/index.js';
import { checkRetrievalScenarios } from '../../../src/retrieval/scenarios/check-scenarios.js';

const BASE = 'test/fixtures/retrieval';
const slugs = codes.map((c) => c.code.replace('retrieval.', ''));
const cases = slugs.flatMap((slug) =>
  readdirSync(`${BASE}/${slug}`)
    .sort()
    .map((name) => ({ slug, name, dir: `${BASE}/${slug}/${name}` })),
);

async function render(dir: string): Promise<string> {
  const graph = await loadAssets({ roots: [dir] }, nodeFileSystem());
  const strip = (f: string | null) => (f === null ? '-' : f.startsWith(dir + '/') ? f.slice(dir.length + 1) : f);
  const diagnostics = existsSync(`${dir}/retrieval.tests.yaml`)
    ? (
        await checkRetrievalScenarios(
          { graph, config: { retrievalTests: null, baseDir: dir }, roots: [dir] },
          nodeFileSystem(),
        )
      ).diagnostics
    : retrieve(
        graph,
        'alice',
        readFileSync(`${dir}/messages.txt`, 'utf8')
          .split('\n')
          .filter((l) => l !== ''),
      ).diagnostics;
  return diagnostics
    .map(
      (d) =>
        `${strip(d.file)}:${d.line ?? '-'}:${d.column ?? '-'} ${d.severity} ${d.code} ${renderDiagnostic(d, 'en').message}\n`,
    )
    .join('');
}

describe('retrieval fixtures', () => {
  it('have a not-ok and an ok case per retrieval code', () => {
    for (const slug of slugs) {
      const names = cases.filter((c) => c.slug === slug).map((c) => c.name);
      expect(names.some((n) => n.startsWith('not-ok-')) && names.some((n) => n.startsWith('ok-')), slug).toBe(true);
    }
  });
  for (const c of cases) {
    it(`${c.slug}/${c.name}`, async () => {
      const out = await render(c.dir);
      const expectedFile = `${c.dir}/expected.txt`;
      if (process.env.UPDATE_FIXTURES === '1') writeFileSync(expectedFile, out);
      expect(out).toBe(readFileSync(expectedFile, 'utf8'));
      const found = out.split('\n').map((l) => l.split(' ')[2]);
      if (c.name.startsWith('not-ok-')) expect(found).toContain(`retrieval.${c.slug}`);
      else expect(found).not.toContain(`retrieval.${c.slug}`);
    });
  }
});
