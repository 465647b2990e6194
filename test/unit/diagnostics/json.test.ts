import { readFileSync } from 'node:fs';
import { Ajv } from 'ajv';
import { NO_SCENARIOS } from '../../../src/validate/summarize.js';
import { describe, expect, it, vi } from 'vitest';
import { formatReport, reportDocument } from '../../../src/report/format/index.js';
import { makeReport, sampleAssets } from './support/build-report.js';
import { sampleDiagnostics } from './support/sample-diagnostics.js';

vi.mock('../../../src/diagnostics/registry.js', async () =>
  (await import('./support/test-registry.js')).mockRegistry(),
);

const schema = JSON.parse(readFileSync(new URL('../../../docs/report.schema.json', import.meta.url), 'utf8'));
const validate = new Ajv({ allErrors: true, strict: true }).compile(schema);

function json(r = makeReport(sampleDiagnostics(), sampleAssets()), extra?: Record<string, unknown>) {
  return JSON.parse(formatReport(r, { format: 'json', locale: 'en', ...(extra ? { extra } : {}) }));
}

describe('json format', () => {
  it('matches docs/report.schema.json', () => {
    const doc = json();
    expect(validate(doc), JSON.stringify(validate.errors)).toBe(true);
    expect(validate(json(makeReport([]))), JSON.stringify(validate.errors)).toBe(true);
  });

  it('the schema rejects a document that breaks the contract', () => {
    const doc = json();
    delete doc.diagnostics[0].consequence;
    expect(validate(doc)).toBe(false);
    const doc2 = json();
    doc2.diagnostics[0].severity = 'info';
    expect(validate(doc2)).toBe(false);
  });

  it('has the documented shape (docs/cli.md): version, summary, diagnostics, assets', () => {
    const doc = json();
    expect(Object.keys(doc)).toEqual(['version', 'summary', 'diagnostics', 'assets']);
    expect(doc.version).toBe(1);
    expect(doc.summary).toEqual({
      characters: 1,
      worlds: 1,
      entries: 3,
      rules: 0,
      errors: 1,
      warnings: 1,
      hints: 1,
      scenarios: NO_SCENARIOS,
    });
    expect(doc.diagnostics[0]).toEqual({
      severity: 'error',
      code: 'world.test-unresolved',
      file: 'roleplay/characters/alice/CHARACTER.md',
      line: 5,
      column: 5,
      endLine: 5,
      endColumn: 11,
      message: 'Unexpected world `astara` in character `alice`, expected an existing world id',
      consequence: 'The world is never injected.',
      fix: 'Correct the id.',
      related: [{ file: 'roleplay/worlds/astra/WORLD.md', line: 2, message: 'closest world' }],
      suggestion: 'astra',
    });
    expect(doc.diagnostics[1]).not.toHaveProperty('suggestion');
    expect(doc.diagnostics[2]).toMatchObject({ line: null, column: null, endLine: null, endColumn: null });
  });

  it('lists active assets with world resolution, effective budgets and overrides', () => {
    const { assets } = json();
    expect(assets.characters[0]).toMatchObject({
      id: 'alice',
      name: '爱丽丝',
      file: 'roleplay/characters/alice/CHARACTER.md',
      root: 'roleplay',
      worlds: [
        { ref: 'astra', resolved: true },
        { ref: 'astara', resolved: false },
      ],
    });
    expect(assets.characters[0].budgets.maxEntries).toBe(8);
    expect(assets.worlds).toEqual([
      { id: 'astra', file: 'roleplay/worlds/astra/WORLD.md', root: 'roleplay', entries: 3 },
    ]);
    expect(assets.entries[0]).toEqual({
      id: 'guard',
      world: 'astra',
      file: 'roleplay/worlds/astra/entries/guard.md',
      enabled: true,
      constant: false,
    });
    expect(assets.overrides).toEqual([
      {
        kind: 'character',
        id: 'alice',
        winner: 'roleplay/characters/alice/CHARACTER.md',
        shadowed: ['global/characters/alice/CHARACTER.md'],
      },
    ]);
  });

  it('renders messages in the requested locale', () => {
    const zh = JSON.parse(formatReport(makeReport(sampleDiagnostics()), { format: 'json', locale: 'zh-CN' }));
    expect(zh.diagnostics[0].message).toBe('角色 `alice` 引用的世界 `astara` 不存在');
    expect(zh.diagnostics[0].related[0].message).toBe('最接近的世界');
  });

  it('merges extra top-level fields after the report fields and refuses to replace them', () => {
    const doc = json(makeReport([]), { changes: [{ path: '/a', op: 'replace', value: 1 }] });
    expect(Object.keys(doc)).toEqual(['version', 'summary', 'diagnostics', 'assets', 'changes']);
    expect(doc.changes[0].path).toBe('/a');
    expect(() => json(makeReport([]), { summary: {} })).toThrow(/summary/);
  });

  it('prints one JSON document ending in a newline', () => {
    const out = formatReport(makeReport(sampleDiagnostics(), sampleAssets()), { format: 'json', locale: 'en' });
    expect(out.endsWith('}\n')).toBe(true);
    expect(() => JSON.parse(out)).not.toThrow();
  });
});

describe('json format layout', () => {
  it('is the value of reportDocument, indented, with one asset per line', () => {
    const r = makeReport(sampleDiagnostics(), sampleAssets());
    const text = formatReport(r, { format: 'json', locale: 'en', extra: { changes: [{ op: 'add' }] } });
    const doc = reportDocument(r, { locale: 'en', extra: { changes: [{ op: 'add' }] } });
    expect(JSON.parse(text)).toEqual(doc);
    expect(text.endsWith('}\n')).toBe(true);
    const lines = text.split('\n');
    const entries = (doc.assets as { entries: unknown[] }).entries;
    expect(entries.length).toBeGreaterThan(1);
    entries.forEach((e, i) =>
      expect(lines).toContain(`      ${JSON.stringify(e)}${i < entries.length - 1 ? ',' : ''}`),
    );
    // the rest is what JSON.stringify(value, null, 2) prints
    expect(text).toContain(JSON.stringify({ summary: doc.summary }, null, 2).split('\n').slice(1, -1).join('\n'));
    expect(JSON.parse(formatReport(makeReport([]), { format: 'json', locale: 'en' })).assets).toEqual({
      characters: [],
      worlds: [],
      entries: [],
      overrides: [],
    });
  });
});
