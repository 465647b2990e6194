/** The field table drives the type checks: every declared field is checked by its declared type. */
import { describe, expect, it } from 'vitest';
import { checkFields } from '../../../src/assets/check-fields.js';
import { FIELDS, LANGUAGE_PATTERN, MODEL_FLAGS } from '../../../src/assets/fields.js';
import type { AssetKind, FieldSpec } from '../../../src/assets/fields.js';
import { parseFrontmatter } from '../../../src/assets/frontmatter.js';

const check = (kind: AssetKind, yaml: string) =>
  checkFields(parseFrontmatter(`---\n${yaml}\n---\n`, 'f.md').data, kind, 'f.md');

/** A value of the wrong type for each field type, and one of the right type. */
const SAMPLES: Record<FieldSpec['type'], { bad: string; good: string } | null> = {
  string: { bad: '[a]', good: 'text' },
  id: { bad: '""', good: 'some-id' },
  boolean: { bad: '"true"', good: 'true' },
  number: { bad: 'high', good: '80' },
  'string-list': { bad: 'astra', good: '[a, b]' },
  language: { bad: '42', good: 'zh-CN' },
  path: { bad: '[x.md]', good: 'x.md' },
  budgets: null,
  models: { bad: '[x]', good: '{}' },
  extension: { bad: 'text', good: '{ uid: 3, extensions: { any: [1, "x"] } }' },
};

describe('fields table', () => {
  for (const kind of Object.keys(FIELDS) as AssetKind[]) {
    for (const field of FIELDS[kind]) {
      const sample = SAMPLES[field.type];
      if (!sample || field.reserved) continue;
      it(`${kind}.${field.name} (${field.type}) rejects a wrong type and accepts a right one`, () => {
        const bad = check(kind, `${field.name}: ${sample.bad}`);
        expect(bad.diagnostics.map((d) => [d.code, d.data.key])).toEqual([['asset.wrong-type', field.name]]);
        expect(bad.values[field.name]).toBeUndefined();
        const good = check(kind, `${field.name}: ${sample.good}`);
        expect(good.diagnostics).toEqual([]);
      });
    }
    it(`${kind}: unknown keys are reported with a suggestion from the table`, () => {
      const r = check(kind, 'nmae: x');
      expect(r.diagnostics.map((d) => [d.code, d.suggestion])).toEqual([['asset.unknown-key', 'name']]);
    });
  }

  it('has both locales for every description', () => {
    for (const f of [...Object.values(FIELDS).flat(), ...MODEL_FLAGS]) {
      expect(f.description['zh-CN'].length).toBeGreaterThan(1);
      expect(f.description.en.length).toBeGreaterThan(1);
    }
  });

  it('treats `key:` with no value as absent', () => {
    expect(check('character', 'worlds:\nlanguage:').diagnostics).toEqual([]);
  });

  it('reports non-string list items and keeps the others', () => {
    const r = check('entry', 'keys: [王都, 2077, true]');
    expect(r.values.keys).toEqual(['王都']);
    expect(r.diagnostics.map((d) => [d.data.key, d.suggestion])).toEqual([
      ['keys[1]', '"2077"'],
      ['keys[2]', '"true"'],
    ]);
  });

  it('checks language tags by the BCP 47 shape, suggesting hyphens', () => {
    const re = new RegExp(LANGUAGE_PATTERN);
    for (const ok of ['zh', 'zh-CN', 'zh-Hant-TW', 'en-US', 'yue', 'es-419', 'de-CH-1996'])
      expect(re.test(ok)).toBe(true);
    for (const bad of ['zh_CN', 'Chinese (Simplified)', 'z', '中文', 'en-', '-en']) expect(re.test(bad)).toBe(false);
    const r = check('character', 'language: zh_CN');
    expect(r.diagnostics.map((d) => [d.code, d.suggestion])).toEqual([['character.invalid-language', 'zh-CN']]);
  });

  it('reports unknown and non-boolean model flags', () => {
    const r = check('character', 'models:\n  deepseekV4FirstUserImmersion: "yes"\n  gpt5Mode: true');
    expect(r.diagnostics.map((d) => [d.code, d.data.key])).toEqual([
      ['asset.wrong-type', 'models.deepseekV4FirstUserImmersion'],
      ['asset.unknown-key', 'models.gpt5Mode'],
    ]);
    expect(r.models).toEqual({});
    expect(check('character', 'models:\n  deepseekV4FirstUserImmersion: true').models).toEqual({
      deepseekV4FirstUserImmersion: true,
    });
  });
});
