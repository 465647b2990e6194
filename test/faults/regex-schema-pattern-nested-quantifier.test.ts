/**
 * Issue 29, point 1: a JSON Schema `pattern` in a namespace schema of rp-assets.config.yaml ran on
 * the native engine unchecked: `^(a+)+$` with a rule value of 32 `a` and `!` took 100 s in
 * `validate` (x1.8 a character), and as long wherever values are checked (explain, the site, diff,
 * the playground's precompiled validators). Now every schema pattern goes through the one regex
 * door (src/common/regex/schema-regexp.ts): this one runs on RE2, so the mismatch is reported at
 * once; one RE2 cannot run and the bound refuses is `config.refused-pattern`. The generous test
 * timeout (60 s) is not a speed target: before the fix these runs took minutes.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/index.js';
import { nodeFileSystem } from '../../src/node/node-fs.js';
import { precompileRoutingValidators, routingSchemas } from '../../src/routing/router/precompile.js';
import type { SchemaValidator } from '../../src/routing/namespaces/schema-compiler.js';
import { ALICE, diagnosticsOf, folderWith, removeAll, runCli } from './support/cli-run.js';

const made: string[] = [];
afterEach(() => removeAll(made));

const VALUE = 'a'.repeat(32) + '!';
const require = createRequire(import.meta.url);

function repository(pattern: string) {
  return {
    'rp-assets.config.yaml': [
      'routing: routing.yaml',
      'namespaces:',
      '  x.tag:',
      '    schema:',
      '      type: object',
      `      properties: { name: { type: string, pattern: '${pattern}' } }`,
      '    merge: replace',
      '    applies: session',
      '',
    ].join('\n'),
    'characters/alice/CHARACTER.md': ALICE,
    'routing.yaml': [
      '- id: global',
      "  filter: { kind: 'true' }",
      '- id: tagged',
      '  filter: { kind: direct }',
      '  values:',
      `    x.tag: { name: '${VALUE}' }`,
      '',
    ].join('\n'),
  };
}

describe('a namespace schema pattern ^(a+)+$ and a value of 32 a and !', () => {
  it('validate reports the mismatch at the value', async () => {
    const dir = await folderWith(made, repository('^(a+)+$'));
    const r = await runCli(dir, ['validate', '--format', 'json']);
    const found = diagnosticsOf(r.stdout).filter((d) => d.code.startsWith('routing.') || d.code.startsWith('config.'));
    expect(found.map((d) => [d.code, d.file, d.line])).toEqual([['routing.value-schema-mismatch', 'routing.yaml', 6]]);
  }, 60_000);

  it('explain drops the rule from the namespace', async () => {
    const dir = await folderWith(made, repository('^(a+)+$'));
    const r = await runCli(dir, ['explain', '--input', '{"isDirect":true}', '--format', 'json']);
    const out = JSON.parse(r.stdout) as { diagnostics: { code: string }[] };
    expect(out.diagnostics.map((d) => d.code)).toContain('routing.invalid-namespace');
  }, 60_000);

  it("the playground's precompiled validator refuses the value", async () => {
    const dir = await folderWith(made, repository('^(a+)+$'));
    const { config } = await loadConfig(join(dir, 'rp-assets.config.yaml'), nodeFileSystem());
    const code = precompileRoutingValidators(config, {
      runtime: (h) => pathToFileURL(require.resolve(`ajv/dist/runtime/${h}`)).href,
      schemaRegExp: join(import.meta.dirname, '../../src/common/regex/schema-regexp.ts'),
    });
    expect(code).toContain('schemaRegExp');
    const file = join(dir, 'validators.mjs');
    await writeFile(file, code);
    const { validators } = (await import(pathToFileURL(file).href)) as {
      validators: { [key: string]: SchemaValidator };
    };
    const key = [...routingSchemas(config)].find(([, s]) => JSON.stringify(s).includes('^(a+)+$'))?.[0] ?? '';
    const validate = validators[key] as SchemaValidator;
    expect(validate({ name: VALUE })).toBe(false);
    expect(validate({ name: 'aaaa' })).toBe(true);
    expect(await readFile(file, 'utf8')).not.toContain('new RegExp');
  }, 60_000);
});

describe('a namespace schema pattern only the backtracking engine can run, without a bound', () => {
  it('is refused with config.refused-pattern, naming the lookahead and the loop', async () => {
    const dir = await folderWith(made, repository('(?=a)(a|aa)+$'));
    const r = await runCli(dir, ['validate', '--format', 'json', '--locale', 'en']);
    const report = JSON.parse(r.stdout) as {
      diagnostics: { code: string; file: string; line: number; message: string }[];
    };
    const d = report.diagnostics.find((x) => x.code === 'config.refused-pattern');
    expect([d?.file, d?.line]).toEqual(['rp-assets.config.yaml', 5]);
    expect(d?.message).toContain('`(?=a)`');
    expect(d?.message).toContain('`(a|aa)+`');
  }, 60_000);
});
