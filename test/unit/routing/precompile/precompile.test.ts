/**
 * The playground's routing validators, compiled ahead of time (src/routing/router/precompile.ts), behave
 * exactly as ajv compiling the same schemas at run time: same verdict, same defaults filled, same
 * first error, and routerFor gives the same explanations with either compiler.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fc from 'fast-check';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG, loadConfig } from '../../../../src/config/index.js';
import type { RpConfig } from '../../../../src/config/types.js';
import { nodeFileSystem } from '../../../../src/node/node-fs.js';
import { createAjvCompiler } from '../../../../src/routing/namespaces/ajv-compiler.js';
import { loadRoutingFile } from '../../../../src/routing/file/load-routing-file.js';
import { precompileRoutingValidators, routingSchemas } from '../../../../src/routing/router/precompile.js';
import { representativeInput } from '../../../../src/routing/predicates/representative-input.js';
import { routerFor } from '../../../../src/routing/router/router-for-config.js';
import { precompiledCompiler, type SchemaValidator } from '../../../../src/routing/namespaces/schema-compiler.js';
import type { RoutingInput } from '../../../../src/routing/model/types.js';
import { tempDir } from '../../../support/temp-dirs.js';

const REPO = join(import.meta.dirname, '../../../..');
const fs = nodeFileSystem();
const require = createRequire(import.meta.url);

/** The generated module, imported from a temporary file (its ajv helpers by absolute URL). */
async function precompiled(config: RpConfig): Promise<{ readonly [key: string]: SchemaValidator }> {
  const code = precompileRoutingValidators(config, {
    runtime: (h) => pathToFileURL(require.resolve(`ajv/dist/runtime/${h}`)).href,
  });
  const file = join(tempDir('rp-precompile-'), 'validators.mjs');
  await writeFile(file, code);
  return ((await import(pathToFileURL(file).href)) as { validators: { [key: string]: SchemaValidator } }).validators;
}

const CONFIGS: readonly (readonly [string, () => Promise<RpConfig>])[] = [
  ['the default config', () => Promise.resolve(DEFAULT_CONFIG)],
  [
    'a config with a namespace and an engine config schema',
    async () => (await loadConfig('test/fixtures/config/ok-full/rp-assets.config.yaml', fs)).config,
  ],
  ['the examples config', async () => (await loadConfig(join(REPO, 'examples/rp-assets.config.yaml'), fs)).config],
];

describe.each(CONFIGS)('precompiled routing validators for %s', (_name, load) => {
  it('cover every schema and agree with ajv on any value', async () => {
    const config = await load();
    const schemas = routingSchemas(config);
    const table = await precompiled(config);
    expect(Object.keys(table).sort()).toEqual([...schemas.keys()].sort());
    expect(schemas.size).toBeGreaterThan(5);
    const ajv = createAjvCompiler();
    for (const [key, schema] of schemas) {
      const runtime = ajv(schema);
      const standalone = table[key] as SchemaValidator;
      const props = Object.keys((schema['properties'] ?? {}) as object);
      const values = fc.oneof(
        fc.jsonValue(),
        fc.dictionary(
          fc.constantFrom('x', ...props),
          fc.oneof(fc.jsonValue(), fc.dictionary(fc.string(), fc.jsonValue())),
        ),
      );
      fc.assert(
        fc.property(values, (value) => {
          const a = structuredClone(value);
          const b = structuredClone(value);
          const okA = runtime(a);
          const okB = standalone(b);
          expect(okB).toBe(okA);
          expect(b).toEqual(a);
          const first = (v: SchemaValidator) => {
            const e = v.errors?.[0];
            return e && { instancePath: e.instancePath, keyword: e.keyword, params: e.params, message: e.message };
          };
          if (!okA) expect(first(standalone)).toEqual(first(runtime));
        }),
        { numRuns: 30 },
      );
    }
  });
});

describe('routerFor with precompiled validators', () => {
  it('explains every scenario and every rule’s representative input of the examples as with ajv', async () => {
    const config = (await loadConfig(join(REPO, 'examples/rp-assets.config.yaml'), fs)).config;
    const { rules } = await loadRoutingFile(join(REPO, 'examples/routing.yaml'), fs);
    expect(rules.length).toBeGreaterThan(3);
    const scenarios = parse(await readFile(join(REPO, 'examples/routing.tests.yaml'), 'utf8')) as {
      input: RoutingInput;
    }[];
    const inputs = [
      ...scenarios.map((s) => s.input),
      ...rules.flatMap((r) => representativeInput(r.filter) ?? []),
      { platform: 'x', selfId: 'y', content: '' },
    ];
    expect(inputs.length).toBeGreaterThan(rules.length);
    const withAjv = routerFor(rules, config, createAjvCompiler());
    const withTable = routerFor(rules, config, precompiledCompiler(await precompiled(config)));
    for (const input of inputs) expect(withTable.explain(input)).toEqual(withAjv.explain(input));
  });

  it('falls back to the built-ins when a schema was not precompiled, as ajv does for an invalid one', () => {
    const config: RpConfig = {
      ...DEFAULT_CONFIG,
      namespaces: [{ name: 'x.bad', applies: 'live', merge: 'deep', schema: { type: 'nonsense' } }],
    };
    expect([...routingSchemas(config).values()].some((s) => s['type'] === 'nonsense')).toBe(false);
  });
});
