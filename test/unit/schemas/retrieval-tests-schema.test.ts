import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const ROOT = join(import.meta.dirname, '../../..');
const schema = JSON.parse(readFileSync(join(ROOT, 'schemas/retrieval-tests.schema.json'), 'utf8')) as {
  $id: string;
  $schema: string;
};
const ajv = new Ajv({ allErrors: true, strict: false });
const check = ajv.compile(schema);
const errors = (v: unknown) => (check(v) ? [] : (check.errors ?? []).map((e) => `${e.instancePath} ${e.keyword}`));
const file = (p: string) => parse(readFileSync(join(ROOT, p), 'utf8')) as unknown;
const one = (s: object) => [{ name: 'a', character: 'alice', messages: ['x'], ...s }];

describe('retrieval-tests schema', () => {
  it('has its $schema and $id', () => {
    expect(schema.$id).toBe('https://rp-assets.dev/schemas/retrieval-tests.schema.json');
    expect(schema.$schema).toBe('http://json-schema.org/draft-07/schema#');
  });

  it('accepts the example files, a `tests:` mapping and an empty file', () => {
    expect(errors(file('examples/retrieval.tests.yaml'))).toEqual([]);
    expect(errors(file('examples/broken/retrieval.tests.yaml'))).toEqual([]);
    expect(errors({ tests: one({ expect: { reason: { 'astra/guard': 'budget' } } }) })).toEqual([]);
    expect(errors(null)).toEqual([]);
  });

  it('flags what the loader reports: unknown fields, scalars for lists, unknown reasons, no expectation', () => {
    expect(errors(one({ expect: { injected: ['a'] }, charcter: 'x' }))).not.toEqual([]);
    expect(errors(one({ expect: { injectd: ['a'] } }))).not.toEqual([]);
    expect(errors(one({ expect: { injected: 'a' } }))).not.toEqual([]);
    expect(errors(one({ expect: { reason: { a: 'nomatch' } } }))).not.toEqual([]);
    expect(errors(one({ expect: { injected: ['/a'] } }))).not.toEqual([]);
    expect(errors(one({ expect: {} }))).not.toEqual([]);
    expect(errors([{ name: 'a', character: 'alice', messages: [], expect: { injected: ['a'] } }])).not.toEqual([]);
  });
});
