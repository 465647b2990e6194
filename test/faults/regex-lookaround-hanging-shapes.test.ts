/**
 * Issue 29, point 1: the three shapes that passed the old cost rules (a lookaround, so RE2 cannot
 * take them, and no unbounded quantifier inside a repetition) yet backtrack exponentially or with
 * a polynomial of high degree. One rule plus one scenario in a pull request held `validate` for
 * 69 s to over 120 s. Now each is refused with `routing.backtracking-regex` at the pattern, naming
 * the lookaround and the costly part, and the scenario with the hostile message runs at once.
 * The generous test timeout (60 s) is not a speed target: before the fix the run did not end.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ALICE, diagnosticsOf, folderWith, removeAll, runCli } from './support/cli-run.js';

const made: string[] = [];
afterEach(() => removeAll(made));

const rep = (s: string, n: number) => s.repeat(n);
const SHAPES = [
  {
    name: 'an alternation chain (?=a)(?:a|[a])x36 b on 40 a',
    pattern: '(?=a)' + rep('(?:a|[a])', 36) + 'b',
    text: rep('a', 40),
    part: rep('(?:a|[a])', 36),
  },
  {
    name: 'a lookahead over (a|aa)x28 c on 200 a',
    pattern: '(?=' + rep('(a|aa)', 28) + 'c)',
    text: rep('a', 200),
    part: rep('(a|aa)', 28),
  },
  {
    name: 'a lookahead before a{0,100}a{0,100}a{0,100}b on 20,000 a',
    pattern: '(?=a)a{0,100}a{0,100}a{0,100}b',
    text: rep('a', 20_000),
    part: 'a{0,100}a{0,100}a{0,100}',
  },
];

function repository(pattern: string, text: string) {
  return {
    'rp-assets.config.yaml': 'routing: routing.yaml\n',
    'characters/alice/CHARACTER.md': ALICE,
    'routing.yaml': [
      '- id: global',
      "  filter: { kind: 'true' }",
      '  values:',
      '    chat.preset: { preset: base }',
      '- id: hostile',
      `  filter: { kind: content, match: regex, text: '${pattern}' }`,
      '  values:',
      '    chat.preset: { preset: hang }',
      '',
    ].join('\n'),
    'routing.tests.yaml': `- name: the hostile message\n  input: { content: '${text}' }\n  expect: { chat.preset.preset: base }\n`,
  };
}

describe.each(SHAPES)('$name', ({ pattern, text, part }) => {
  it('validate refuses the pattern at its line and runs the scenario', async () => {
    const dir = await folderWith(made, repository(pattern, text));
    const r = await runCli(dir, ['validate', '--format', 'json', '--locale', 'en']);
    const found = diagnosticsOf(r.stdout).filter((d) => d.code.startsWith('routing.'));
    expect(found.map((d) => [d.code, d.file, d.line])).toEqual([['routing.backtracking-regex', 'routing.yaml', 6]]);
    const report = JSON.parse(r.stdout) as { diagnostics: { code: string; message: string }[] };
    const message = report.diagnostics.find((d) => d.code === 'routing.backtracking-regex')?.message ?? '';
    expect(message).toContain('`' + part + '`');
    expect(message).toContain(pattern.startsWith('(?=(') ? '`' + pattern + '`' : '`(?=a)`');
  }, 60_000);

  it('explain on the hostile message returns with a predicate-error', async () => {
    const dir = await folderWith(made, repository(pattern, text));
    const input = JSON.stringify({ content: text });
    const r = await runCli(dir, ['explain', '--input', input, '--format', 'json']);
    const out = JSON.parse(r.stdout) as { diagnostics: { code: string }[] };
    expect(out.diagnostics.map((d) => d.code)).toContain('routing.predicate-error');
  }, 60_000);
});
