/**
 * Every case under test/fixtures/turn/<slug>/<case>/ (args.json + transcript.json) is checked and its
 * diagnostics compared with expected.txt (`file:line:col severity code message`). A `not-ok-*` case
 * must produce `turn.<slug>`, an `ok-*` case must not.
 * Regenerate with `UPDATE_FIXTURES=1 npx vitest run test/unit/turn/fixtures.test.ts` and review the diff.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderDiagnostic } from '../../../src/diagnostics/render.js';
import { checkTurn } from '../../../src/turn/index.js';

const BASE = 'test/fixtures/turn';
const cases = readdirSync(BASE)
  .sort()
  .flatMap((slug) =>
    readdirSync(`${BASE}/${slug}`)
      .sort()
      .map((name) => ({ slug, name, dir: `${BASE}/${slug}/${name}` })),
  );

function render(dir: string): string {
  const read = (file: string) => ({ file, bytes: new Uint8Array(readFileSync(`${dir}/${file}`)) });
  const result = checkTurn(read('args.json'), read('transcript.json'));
  return result.diagnostics
    .map(
      (d) =>
        `${d.file ?? '-'}:${d.line ?? '-'}:${d.column ?? '-'} ${d.severity} ${d.code} ${renderDiagnostic(d, 'en').message}\n`,
    )
    .join('');
}

describe('turn fixtures', () => {
  it('cover every turn code', () => expect(new Set(cases.map((c) => c.slug)).size).toBeGreaterThanOrEqual(9));
  for (const c of cases) {
    it(`${c.slug}/${c.name}`, () => {
      const out = render(c.dir);
      const expectedFile = `${c.dir}/expected.txt`;
      if (process.env.UPDATE_FIXTURES === '1') writeFileSync(expectedFile, out);
      expect(out).toBe(readFileSync(expectedFile, 'utf8'));
      const codes = out.split('\n').map((l) => l.split(' ')[2]);
      if (c.name.startsWith('not-ok-')) expect(codes).toContain(`turn.${c.slug}`);
      else expect(codes).not.toContain(`turn.${c.slug}`);
    });
  }
});
