/**
 * The registry is the single source of the codes and their docs: unique well-formed ids, every
 * text in both locales, a spec reference, docs/codes/ identical to a fresh generation, and every
 * code shown by a failing and a passing fixture (test/support/code-fixtures.ts) whose findings
 * match its golden expected.txt (test/support/golden.ts; `UPDATE_GOLDEN=1` rewrites them), and
 * every docs `example` pair quoted verbatim from those fixtures (`exampleSources`), so the short
 * bad/good pair a docs page shows is run like the fixtures are.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../src/diagnostics/define.js';
import { DOCS_COMMAND, buildDocs, renderTemplate } from '../src/diagnostics/docs.js';
import { docsPath, registry } from '../src/diagnostics/registry.js';
import { codeFixtureExamples, exampleSources } from '../scripts/code-fixture-examples.js';
import { FIXTURES, codeFixtures, codesOf, expectedFile, runCodeFixture } from './support/code-fixtures.js';
import { expectGolden } from './support/golden.js';

const ROOT = join(import.meta.dirname, '..');
const defs = [...registry.values()];

function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(join(dir, e.name)) : e.name.endsWith('.md') ? [join(dir, e.name)] : [],
  );
}

describe('diagnostic registry', () => {
  it('has codes', () => {
    expect(defs.length).toBeGreaterThan(0);
  });

  it('has unique, well-formed ids whose area matches the docs path', () => {
    const ids = defs.map((d) => d.code);
    expect(new Set(ids).size).toBe(ids.length);
    for (const d of defs) {
      expect(d.code).toMatch(/^[a-z][a-z0-9]*(?:-[a-z0-9]+)*\.[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/);
      expect(docsPath(d.code)).toBe(`docs/codes/${d.code.replace('.', '/')}.md`);
    }
  });

  it('gives every code a title, message, consequence, fix and why in both locales', () => {
    const missing: string[] = [];
    for (const d of defs) {
      for (const locale of LOCALES) {
        const texts = {
          title: d.title[locale],
          message: renderTemplate(d.message[locale]),
          consequence: renderTemplate(d.consequence[locale]),
          fix: renderTemplate(d.fix[locale]),
          why: d.why[locale],
        };
        for (const [field, text] of Object.entries(texts)) {
          if (typeof text !== 'string' || text.trim() === '') missing.push(`${d.code} ${field} ${locale}`);
        }
      }
      if (d.spec.trim() === '') missing.push(`${d.code} spec`);
      if (!['error', 'warning', 'hint'].includes(d.severity)) missing.push(`${d.code} severity`);
    }
    expect(missing, 'texts missing').toEqual([]);
  });

  it('writes Chinese texts in Chinese', () => {
    const notChinese = defs
      .filter((d) => !/[\u4e00-\u9fff]/.test(d.title['zh-CN'] + renderTemplate(d.message['zh-CN'])))
      .map((d) => d.code);
    expect(notChinese).toEqual([]);
  });

  it('never starts a message with a severity label', () => {
    const bad = defs.filter(
      (d) =>
        /^(error|warning|hint)\s*:/i.test(renderTemplate(d.message.en)) ||
        /^(错误|警告|提示)[：:]/.test(renderTemplate(d.message['zh-CN'])),
    );
    expect(bad.map((d) => d.code)).toEqual([]);
  });
});

describe('docs/codes', () => {
  it(`is identical to a fresh generation (run \`${DOCS_COMMAND}\` to regenerate)`, () => {
    const fresh = buildDocs(undefined, (code) => codeFixtureExamples(ROOT, code, registry.get(code)?.example));
    const stale: string[] = [];
    for (const [path, content] of fresh) {
      const file = join(ROOT, path);
      if (!existsSync(file)) stale.push(`missing ${path}`);
      else if (readFileSync(file, 'utf8') !== content) stale.push(`outdated ${path}`);
    }
    for (const file of walk(join(ROOT, 'docs/codes'))) {
      const rel = relative(ROOT, file).split('\\').join('/');
      if (!fresh.has(rel)) stale.push(`extra ${rel}`);
    }
    expect(stale, `docs/codes is stale; run \`${DOCS_COMMAND}\``).toEqual([]);
  });

  it('has a page per code and an index that links every page', () => {
    const fresh = buildDocs(undefined, (code) => codeFixtureExamples(ROOT, code, registry.get(code)?.example));
    const index = fresh.get('docs/codes/README.md') ?? '';
    for (const d of defs) {
      expect(fresh.has(docsPath(d.code))).toBe(true);
      expect(index).toContain(`(${docsPath(d.code).slice('docs/codes/'.length)})`);
    }
  });
});

/**
 * Codes that cannot be shown by a committed fixture pair, each with where it is tested instead.
 * A code listed here that gains both fixtures fails the test until it is taken off.
 */
const WITHOUT_FIXTURES: { readonly [code: string]: string } = {
  'asset.too-large': 'needs a file over 10 MiB; test/unit/assets/load-assets.test.ts builds one in memory',
  'routing.regex-budget-spent':
    'needs 20,000,000 characters of regex searches; test/faults/repository-work-is-bounded-per-run.test.ts writes the scenarios',
};

describe('code fixtures', () => {
  it('show every code failing and passing', () => {
    const lacking = defs
      .filter((d) => {
        const cases = codeFixtures(d.code);
        return !cases.some((c) => c.fails) || !cases.some((c) => !c.fails);
      })
      .map((d) => d.code);
    expect(lacking, 'codes without a not-ok-* and an ok-* fixture').toEqual(Object.keys(WITHOUT_FIXTURES));
  });

  it('are folders named for a registered code', () => {
    const stray: string[] = [];
    for (const area of readdirSync(FIXTURES)) {
      for (const slug of readdirSync(join(FIXTURES, area), { withFileTypes: true })) {
        if (!slug.isDirectory()) continue;
        const cases = readdirSync(join(FIXTURES, area, slug.name)).filter((n) => /^(not-)?ok-/.test(n));
        if (cases.length > 0 && !registry.has(`${area}.${slug.name}`)) stray.push(`${area}/${slug.name}`);
      }
    }
    expect(stray).toEqual([]);
  });

  it('quote every docs example: `bad` from a failing case where the code is reported, `good` from a passing one', () => {
    const unquoted: string[] = [];
    for (const d of defs) {
      if (d.example === undefined) continue;
      const { bad, good } = exampleSources(ROOT, d.code, d.example);
      if (bad === undefined) unquoted.push(`${d.code} bad`);
      if (good === undefined) unquoted.push(`${d.code} good`);
    }
    expect(defs.filter((d) => d.example !== undefined).length).toBeGreaterThan(0);
    expect(unquoted, 'example snippets not found verbatim in a fixture that shows them').toEqual([]);
  });

  it('quote no snippet that no fixture holds, nor a `bad` one away from where the code is reported', () => {
    const def = registry.get('character.unresolved-world');
    const example = def?.example;
    expect(example).toBeDefined();
    if (def === undefined || example === undefined) return;
    expect(exampleSources(ROOT, def.code, example).bad?.name).toBe('not-ok-typo-astara');
    expect(exampleSources(ROOT, def.code, { ...example, bad: 'worlds: [nowhere]' }).bad).toBeUndefined();
    // in the failing fixture's CHARACTER.md, but below line 2 where the code is reported
    expect(exampleSources(ROOT, def.code, { ...example, bad: '# 正文' }).bad).toBeUndefined();
    // only in a failing fixture
    expect(exampleSources(ROOT, def.code, { ...example, good: example.bad }).good).toBeUndefined();
    expect(exampleSources(ROOT, def.code, { ...example, file: 'WORLD.md' }).bad).toBeUndefined();
  });

  const cases = defs.flatMap((d) => codeFixtures(d.code));
  it('exist', () =>
    expect(cases.length).toBeGreaterThanOrEqual(2 * (defs.length - Object.keys(WITHOUT_FIXTURES).length)));
  for (const c of cases) {
    it(`${c.code} ${c.name}`, async () => {
      const out = await runCodeFixture(c);
      expectGolden(out, expectedFile(c));
      if (c.fails) expect(codesOf(out)).toContain(c.code);
      else expect(codesOf(out)).not.toContain(c.code);
    });
  }
});
