/**
 * Issue 42, R1-R3: each regex call was bounded, but not how many calls a run makes. Now the work
 * a repository controls is bounded in total (docs/security.md, "Budgets"), and the tests bound it
 * by counting steps, never by the clock:
 * - R1: content regexes remember their answer for a message (YAML aliases hand one message to a
 *   hundred scenarios), and a run searches at most REGEX_RUN_BUDGET characters; past it one
 *   `routing.regex-budget-spent` says where.
 * - R2: a schema `pattern` remembers its answers and is not tried on a value over
 *   PATTERN_TEXT_LIMIT characters.
 * - R3: a repository schema's `uniqueItems` needs a small `maxItems` (ajv compares every pair).
 */
import { afterAll, describe, expect, it } from 'vitest';
import {
  compileContentRegex,
  REGEX_RUN_BUDGET,
  REGEX_WINDOW,
  RegexWork,
} from '../../src/routing/predicates/content-regex.js';
import { PATTERN_TEXT_LIMIT, schemaRegExp } from '../../src/common/regex/schema-regexp.js';
import { UNIQUE_ITEMS_LIMIT } from '../../src/config/compile-schema.js';
import { folderWith, removeAll, runCli } from './support/cli-run.js';

const made: string[] = [];
afterAll(() => removeAll(made));

const GLOBAL = "- id: global\n  filter: { kind: 'true' }\n  values:\n    chat.model: { model: m }\n";
const regexRules = (n: number) =>
  GLOBAL +
  Array.from(
    { length: n },
    (_, i) =>
      `- id: r${i}\n  filter: { kind: content, match: regex, text: '^(a|b{1,${i + 2}})*$' }\n  values:\n    chat.preset: { preset: p${i} }\n`,
  ).join('');

interface Finding {
  readonly code: string;
  readonly file: string | null;
  readonly line: number | null;
}
async function validate(dir: string): Promise<Finding[]> {
  const r = await runCli(dir, ['validate', '--format', 'json', '--locale', 'en', '--fail-on', 'never']);
  return (JSON.parse(r.stdout) as { diagnostics: Finding[] }).diagnostics;
}

describe('R1: content regexes across rules × scenarios', () => {
  it('a message shared by scenarios is searched once per pattern', () => {
    const work = new RegexWork();
    const patterns = Array.from({ length: 100 }, (_, i) => compileContentRegex(`^(a|b{1,${i + 2}})*$`, work));
    const message = `${'a'.repeat(REGEX_WINDOW - 1)}c`;
    for (let scenario = 0; scenario < 100; scenario++) for (const p of patterns) p.test(message);
    expect(work.searched).toBe(100 * REGEX_WINDOW);
  });

  it('past the run’s budget a search throws instead of running', () => {
    const work = new RegexWork(3 * REGEX_WINDOW);
    const p = compileContentRegex('^(a|b)*$', work);
    for (let i = 0; i < 3; i++) p.test(`${'a'.repeat(REGEX_WINDOW - 1)}${i}`);
    expect(() => p.test(`${'a'.repeat(REGEX_WINDOW - 1)}x`)).toThrow(/searched 60,000 characters/);
    expect(work.searched).toBe(3 * REGEX_WINDOW);
  });

  it('100 rules × 11 long messages: validate finishes, one routing.regex-budget-spent at the scenario it ran out on', async () => {
    // 100 × 11 × 20,000 characters is 22,000,000: past the budget of 20,000,000 within the eleventh message
    expect(100 * 11 * REGEX_WINDOW).toBeGreaterThan(REGEX_RUN_BUDGET);
    const scenarios = Array.from(
      { length: 11 },
      (_, j) =>
        `- name: s${j}\n  input: { content: '${'a'.repeat(REGEX_WINDOW - 3)}c${String(j).padStart(2, '0')}' }\n  expect: { chat.model.model: m }\n`,
    ).join('');
    const dir = await folderWith(made, {
      'rp-assets.config.yaml': 'roots: [.]\nrouting: routing.yaml\n',
      'routing.yaml': regexRules(100),
      'routing.tests.yaml': scenarios,
    });
    const found = (await validate(dir)).filter((f) => f.code === 'routing.regex-budget-spent');
    expect(found.map((f) => `${f.file}:${f.line}`)).toEqual([`routing.tests.yaml:${1 + 3 * 10}`]);
  });

  it('the same message by a YAML alias in 100 scenarios stays within the budget', async () => {
    const message = `${'a'.repeat(REGEX_WINDOW - 1)}c`;
    const scenarios = [
      `- name: s0\n  input: { content: &m '${message}' }\n  expect: { chat.model.model: m }\n`,
      ...Array.from(
        { length: 99 },
        (_, j) => `- name: s${j + 1}\n  input: { content: *m }\n  expect: { chat.model.model: m }\n`,
      ),
    ].join('');
    const dir = await folderWith(made, {
      'rp-assets.config.yaml': 'roots: [.]\nrouting: routing.yaml\n',
      'routing.yaml': regexRules(100),
      'routing.tests.yaml': scenarios,
    });
    expect((await validate(dir)).filter((f) => f.code === 'routing.regex-budget-spent')).toEqual([]);
  });
});

describe('R2: schema patterns', () => {
  it('a value longer than the limit matches no pattern, untried; shorter ones are tried', () => {
    const p = schemaRegExp('^a+$', 'u');
    expect(p.test('a'.repeat(PATTERN_TEXT_LIMIT))).toBe(true);
    expect(p.test('a'.repeat(PATTERN_TEXT_LIMIT + 1))).toBe(false);
  });

  it('a 1 MB value referenced by 100 rules through a YAML alias: the value does not match, and validate says so', async () => {
    const big = 'x'.repeat(1_000_000);
    const rules = [
      GLOBAL,
      `- id: r0\n  filter: { kind: scope, field: guild, values: ['0'] }\n  values:\n    x.tag: { tag: &big '${big}' }\n`,
      ...Array.from(
        { length: 99 },
        (_, i) =>
          `- id: r${i + 1}\n  filter: { kind: scope, field: guild, values: ['${i + 1}'] }\n  values:\n    x.tag: { tag: *big }\n`,
      ),
    ].join('');
    const dir = await folderWith(made, {
      'rp-assets.config.yaml':
        'roots: [.]\nrouting: routing.yaml\nnamespaces:\n  x.tag:\n    schema: { type: object, properties: { tag: { type: string, pattern: "^x+$" } } }\n    applies: live\n',
      'routing.yaml': rules,
    });
    const codes = new Set((await validate(dir)).map((f) => f.code));
    expect(codes.has('routing.value-schema-mismatch')).toBe(true);
  });
});

describe('R3: uniqueItems in a repository schema', () => {
  it('without a maxItems of at most 2,000 the schema is refused at the config', async () => {
    expect(UNIQUE_ITEMS_LIMIT).toBe(2_000);
    const dir = await folderWith(made, {
      'rp-assets.config.yaml':
        'roots: [.]\nnamespaces:\n  x.list:\n    schema: { type: object, properties: { tags: { type: array, uniqueItems: true } } }\n    applies: live\n',
    });
    const found = (await validate(dir)).filter((f) => f.code === 'config.invalid-schema');
    expect(found.map((f) => f.file)).toEqual(['rp-assets.config.yaml']);
  });

  it('with one it is used', async () => {
    const dir = await folderWith(made, {
      'rp-assets.config.yaml':
        'roots: [.]\nnamespaces:\n  x.list:\n    schema: { type: object, properties: { tags: { type: array, uniqueItems: true, maxItems: 100 } } }\n    applies: live\n',
    });
    expect((await validate(dir)).filter((f) => f.code === 'config.invalid-schema')).toEqual([]);
  });
});
