import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { buildSchemas } from '../../../src/schemas-gen/index.js';
import { loadConfig } from '../../../src/config/index.js';
import { memoryFileSystem } from '../../../src/common/memory-fs.js';

const ROOT = join(import.meta.dirname, '../../..');
const SCHEMAS = join(ROOT, 'schemas');
const load = (name: string) => JSON.parse(readFileSync(join(SCHEMAS, name), 'utf8')) as object;

function validator(name: string) {
  const ajv = new Ajv({ allErrors: true, strict: false, discriminator: true });
  const validate = ajv.compile(load(name));
  return (value: unknown) =>
    validate(value) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.keyword}`);
}

function frontmatter(file: string): unknown {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const m = /^---\n([\s\S]*?)\n---/.exec(text);
  return parse(m?.[1] ?? '');
}

describe('schemas/ is generated', () => {
  it('matches a fresh generation (run scripts/build-schemas.ts after changing fields, namespaces or the turn schema)', () => {
    const fresh = buildSchemas();
    const onDisk = readdirSync(SCHEMAS)
      .filter((n) => n.endsWith('.json'))
      .sort();
    expect(onDisk).toEqual([...fresh.keys()].sort());
    for (const [name, text] of fresh) expect(readFileSync(join(SCHEMAS, name), 'utf8'), name).toBe(text);
  });
});

describe('asset frontmatter schemas', () => {
  const FIX = 'test/fixtures/retrieval/preview-capital';
  const character = validator('character.schema.json');
  const world = validator('world.schema.json');
  const entry = validator('world-entry.schema.json');

  it('accept real assets', () => {
    expect(character(frontmatter(`${FIX}/characters/alice/CHARACTER.md`))).toEqual([]);
    expect(world(frontmatter(`${FIX}/worlds/astra/WORLD.md`))).toEqual([]);
    expect(entry(frontmatter(`${FIX}/worlds/astra/entries/geo/capital.md`))).toEqual([]);
  });
  it('flag what the loader reports: unknown keys, typoed budget keys, quoted numbers, scalar lists', () => {
    expect(character({ id: 'a', contexTotal: 1 })).toEqual([' additionalProperties']);
    expect(character({ budgets: { max_entries: 8 } })).toEqual(['/budgets additionalProperties']);
    expect(character({ budgets: { worldEntries: '5000' } })).toEqual(['/budgets/worldEntries type']);
    expect(character({ language: 'zh_CN' })).toEqual(['/language pattern']);
    expect(entry({ keys: '王都' })).toEqual(['/keys type']);
    expect(character({ models: { deepseekV4FirstUserImmersion: 'yes' } })).toEqual([
      '/models/deepseekV4FirstUserImmersion type',
    ]);
  });
  it('accept what the loader accepts silently: any `spec`, empty keys', () => {
    expect(world({ spec: 'banana', id: null })).toEqual([]);
    expect(entry({ spec: 2, keys: null })).toEqual([]);
  });
});

describe('routing schema', () => {
  const routing = validator('routing.schema.json');
  const file = (p: string) => parse(readFileSync(join(ROOT, p), 'utf8')) as unknown;

  it('accepts the three file shapes', () => {
    for (const name of ['ok-bare-list', 'ok-rules-mapping', 'ok-loader-entry']) {
      expect(routing(file(`test/fixtures/routing/${name}/routing.yaml`)), name).toEqual([]);
    }
  });
  it('rejects an unknown predicate kind, a bad scope field and an unknown rule field', () => {
    expect(routing([{ id: 'a', filter: { kind: 'dm' } }])).not.toEqual([]);
    expect(routing([{ id: 'a', filter: { kind: 'scope', field: 'server', values: ['1'] } }])).not.toEqual([]);
    expect(routing([{ id: 'a', filter: { kind: 'true' }, priorty: 1 }])).not.toEqual([]);
    expect(
      routing([{ id: 'a', filter: { kind: 'and', operands: [{ kind: 'content', match: 'regex', text: 'x' }] } }]),
    ).toEqual([]);
  });
  it('checks namespace values against the registry schemas', () => {
    expect(
      routing([{ id: 'a', filter: { kind: 'true' }, values: { 'chat.session': { ownership: 'everyone' } } }]),
    ).not.toEqual([]);
    expect(
      routing([{ id: 'a', filter: { kind: 'true' }, values: { 'chat.session': { ownership: 'personal' } } }]),
    ).toEqual([]);
  });
});

describe('finalize-turn schema file', () => {
  const turn = validator('finalize-turn.v2.json');
  it('accepts the fixture arguments and rejects the v1 shape', () => {
    expect(
      turn(
        JSON.parse(
          readFileSync(join(ROOT, 'test/fixtures/turn/quote-not-verbatim/ok-verbatim-quotes/args.json'), 'utf8'),
        ),
      ),
    ).toEqual([]);
    expect(
      turn(JSON.parse(readFileSync(join(ROOT, 'test/fixtures/turn/legacy-path/not-ok-v1-path/args.json'), 'utf8'))),
    ).not.toEqual([]);
  });
});

describe('config schema', () => {
  const config = validator('config.schema.json');
  const yaml = (p: string) => parse(readFileSync(join(ROOT, p), 'utf8')) as unknown;

  it('has the $schema and $id of the other schemas', () => {
    expect(load('config.schema.json')).toMatchObject({
      $schema: 'http://json-schema.org/draft-07/schema#',
      $id: 'https://rp-assets.dev/schemas/config.schema.json',
    });
  });

  it('accepts the bundled example config and the full fixture', () => {
    expect(config(yaml('examples/rp-assets.config.yaml'))).toEqual([]);
    expect(config(yaml('test/fixtures/config/ok-full/rp-assets.config.yaml'))).toEqual([]);
  });

  // Each case is clean for the loader (no diagnostic) or not, and the schema must say the same.
  const CASES: readonly (readonly [string, string, boolean])[] = [
    ['empty file', '', true],
    ['a string root, empty keys', 'roots: assets\nrouting:\ntests:\nlocale:\n', true],
    [
      'every section',
      [
        'roots: [a, b]',
        'locale: en',
        'namespaces:',
        '  x.voice: { schema: { type: object }, merge: replace, applies: session, description: v }',
        'engines:',
        '  agent: true',
        '  beta: false',
        '  character: { enabled: true, config: { type: object } }',
        '  empty:',
        'customPredicates:',
        '  vip: true',
        '  night: { preview: false, description: n }',
      ].join('\n'),
      true,
    ],
    ['misspelt top-level field', 'namespace: {}\n', false],
    ['unknown locale', 'locale: fr\n', false],
    ['blank root', "roots: ['  ']\n", false],
    ['numeric root', 'roots: [1]\n', false],
    ['namespace without schema', 'namespaces:\n  x.a: { merge: deep }\n', false],
    ['unknown merge mode', 'namespaces:\n  x.a: { schema: {}, merge: shallow }\n', false],
    ['misspelt namespace key', 'namespaces:\n  x.a: { schema: {}, merge: deep, applys: live }\n', false],
    ['schema that is not a JSON Schema', 'namespaces:\n  x.a: { schema: { type: objetc } }\n', false],
    ['engine as a number', 'engines:\n  agent: 1\n', false],
    ['misspelt engine key', 'engines:\n  agent: { enable: false }\n', false],
    ['preview as a string', "customPredicates:\n  vip: { preview: 'yes' }\n", false],
    ['routing as a list', 'routing: [a.yaml]\n', false],
  ];
  it.each(CASES)('agrees with the loader: %s', async (_name, text, clean) => {
    const fs = memoryFileSystem({ 'rp-assets.config.yaml': text });
    const loaded = await loadConfig('rp-assets.config.yaml', fs);
    const codes = loaded.diagnostics.map((d) => d.code);
    expect(codes.length === 0, `loader: ${codes.join(', ')}`).toBe(clean);
    expect(config(parse(text) as unknown).length === 0, 'schema').toBe(clean);
  });
});
