/**
 * Issue 13, item 2: `routing migrate` never changes a rule it did not touch. Removing a pair that
 * carries an anchor (`&v`) must not empty another rule's alias (`*v`): the alias is expanded in
 * place, and every rule's resolved value is compared before anything is written.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { parse } from 'yaml';
import { afterEach, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import type { CliIo } from '../../src/cli/io.js';

const dirs: string[] = [];
afterEach(async () => {
  for (const d of dirs.splice(0)) await rm(d, { recursive: true, force: true });
});

async function migrate(text: string) {
  const dir = await mkdtemp(join(tmpdir(), 'rp-migrate-alias-'));
  dirs.push(dir);
  await writeFile(join(dir, 'routing.yaml'), text);
  let stdout = '';
  let stderr = '';
  const io: CliIo = { cwd: dir, env: {}, stdout: (s) => void (stdout += s), stderr: (s) => void (stderr += s) };
  const code = await main(['routing', 'migrate', 'routing.yaml'], io);
  return { code, stdout, stderr, text: await readFile(join(dir, 'routing.yaml'), 'utf8') };
}

type Rule = { id: string; values: Record<string, unknown> };
const valuesOf = (text: string): Record<string, Record<string, unknown>> =>
  Object.fromEntries((parse(text) as Rule[]).map((r) => [r.id, r.values]));

describe('an alias whose anchor sits on a removed pair', () => {
  it('keeps its value (the issue: {"preset":"code-helper"} became {})', async () => {
    const r = await migrate(
      [
        '- id: old',
        "  filter: { kind: 'true' }",
        '  values:',
        '    old.plugin: &v { preset: code-helper }',
        '- id: uses-it',
        '  filter: { kind: direct }',
        '  values:',
        '    chat.preset: *v',
        '',
      ].join('\n'),
    );
    expect(r.code).toBe(0);
    expect(valuesOf(r.text)['uses-it']).toEqual({ 'chat.preset': { preset: 'code-helper' } });
    expect(valuesOf(r.text)['old']).toEqual({});
  });

  it('keeps later aliases of the same anchor, and anchors inside a removed field', async () => {
    const r = await migrate(
      [
        '- id: a',
        "  filter: { kind: 'true' }",
        '  values:',
        '    chat.preset:',
        '      preset: p',
        '      legacy: &inner { preset: from-legacy }',
        '- id: b',
        '  filter: { kind: direct }',
        '  values:',
        '    chat.preset: *inner',
        '- id: c',
        '  filter: { kind: direct }',
        '  values: { chat.preset: *inner }',
        '',
      ].join('\n'),
    );
    expect(r.code).toBe(0);
    const v = valuesOf(r.text);
    expect(v['a']).toEqual({ 'chat.preset': { preset: 'p' } });
    expect(v['b']).toEqual({ 'chat.preset': { preset: 'from-legacy' } });
    expect(v['c']).toEqual({ 'chat.preset': { preset: 'from-legacy' } });
  });
});

/** A random rule file with anchors and aliases, and the values migrate must leave. */
const ruleFile = fc
  .array(
    fc.record({
      known: fc.option(fc.constantFrom('p', 'q', 'code-helper', '中文'), { nil: undefined }),
      unknown: fc.array(fc.constantFrom('x', 'y', 'z'), { maxLength: 2 }),
      anchorKnown: fc.boolean(),
      anchorUnknown: fc.boolean(),
      alias: fc.option(fc.nat(20), { nil: undefined }),
      flow: fc.boolean(),
    }),
    { minLength: 1, maxLength: 8 },
  )
  .map((specs) => {
    const lines: string[] = [];
    const anchors: { name: string; value: { preset: string } }[] = [];
    const expected: Record<string, Record<string, unknown>> = {};
    specs.forEach((s, i) => {
      const id = `r${i}`;
      lines.push(`- id: ${id}`, "  filter: { kind: 'true' }", '  values:');
      const kept: Record<string, unknown> = {};
      const map = (value: { preset: string }, anchor: string | null) => {
        const a = anchor === null ? '' : `&${anchor} `;
        return s.flow
          ? [`${a}{ preset: ${JSON.stringify(value.preset)} }`]
          : [a.trim(), `      preset: ${value.preset}`];
      };
      const put = (key: string, value: { preset: string }, anchor: string | null) => {
        const [head, ...rest] = map(value, anchor);
        lines.push(`    ${key}:${head ? ' ' + head : ''}`, ...rest);
        if (anchor !== null) anchors.push({ name: anchor, value });
      };
      s.unknown.forEach((u, j) => put(`old.${u}${j}`, { preset: `${u}-${i}` }, s.anchorUnknown ? `u${i}_${j}` : null));
      if (s.alias !== undefined && anchors.length > 0) {
        const target = anchors[s.alias % anchors.length]!;
        lines.push(`    chat.preset: *${target.name}`);
        kept['chat.preset'] = target.value;
      } else if (s.known !== undefined) {
        put('chat.preset', { preset: s.known }, s.anchorKnown ? `k${i}` : null);
        kept['chat.preset'] = { preset: s.known };
      }
      if (lines.at(-1) === '  values:') lines[lines.length - 1] = '  values: {}';
      expected[id] = kept;
    });
    return { text: lines.join('\n') + '\n', expected };
  });

describe('property: every rule resolves as before, minus what migrate removes', () => {
  it('for random rule files with anchors and aliases', async () => {
    await fc.assert(
      fc.asyncProperty(ruleFile, async ({ text, expected }) => {
        const r = await migrate(text);
        expect(r.stderr, text).toBe('');
        expect(r.code, text).toBe(0);
        expect(valuesOf(r.text), `${text}\n---\n${r.text}`).toEqual(expected);
      }),
      { numRuns: 150 },
    );
  });
});
