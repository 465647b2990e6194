import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../cli/run-cli.js';

const FIXTURES = join(import.meta.dirname, '../../fixtures/turn');
const check = (name: string, ...extra: string[]) =>
  runCli(['check-turn', '--args', 'args.json', '--transcript', 'transcript.json', ...extra], join(FIXTURES, name));

interface Doc {
  version: number;
  summary: { errors: number; warnings: number };
  diagnostics: {
    code: string;
    file: string;
    line: number;
    column: number;
    message: string;
    suggestion?: string;
    related: { file: string; line: number }[];
  }[];
  changes: { path: string; op: string; value?: unknown; legacy?: boolean }[];
}
const json = async (name: string, ...extra: string[]) => {
  const r = await check(name, '--format', 'json', ...extra);
  return { code: r.code, doc: JSON.parse(r.stdout) as Doc };
};

describe('rp-assets check-turn', () => {
  it('accepts verbatim quotes and prints the compiled changes', async () => {
    const { code, doc } = await json('quote-not-verbatim/ok-verbatim-quotes');
    expect(code).toBe(0);
    expect(doc.diagnostics).toEqual([]);
    expect(doc.changes).toEqual([
      { path: '/appearance/hair/length', op: 'replace', value: '耳下短发' },
      { path: '/relationship/user/attitude', op: 'replace', value: '有点害羞' },
    ]);
  });

  it('rejects a quote with added 「」 at its line, with the closest passage and a suggestion', async () => {
    const { code, doc } = await json('quote-not-verbatim/not-ok-added-marks', '--locale', 'en');
    expect(code).toBe(1);
    expect(doc.diagnostics.map((d) => [d.code, d.file, d.line, d.column])).toEqual([
      ['turn.quote-not-verbatim', 'args.json', 16, 54],
    ]);
    expect(doc.diagnostics[0]?.suggestion).toBe('"原本齐肩的黑发已经停在耳下"');
    expect(doc.diagnostics[0]?.related[0]).toMatchObject({ file: 'transcript.json', line: 4 });
  });

  it('prints text diagnostics with file:line like validate', async () => {
    const r = await check('quote-not-verbatim/not-ok-added-marks', '--locale', 'en', '--no-color');
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('args.json:16:54');
    expect(r.stdout).toContain('turn.quote-not-verbatim');
  });

  it('reports malformed JSON with its position', async () => {
    const { code, doc } = await json('invalid-json/not-ok-trailing-comma');
    expect(code).toBe(1);
    expect(doc.diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([['turn.invalid-json', 7, 1]]);
    expect(doc.changes).toEqual([]);
  });

  it('reads a legacy v1 path with a warning, failing only with --fail-on warning', async () => {
    const { code, doc } = await json('legacy-path/not-ok-v1-path');
    expect(code).toBe(0);
    expect(doc.diagnostics.map((d) => [d.code, d.line])).toEqual([['turn.legacy-path', 4]]);
    expect(doc.changes).toEqual([{ path: '/appearance/hair/length', op: 'set', value: '耳下短发', legacy: true }]);
    expect((await check('legacy-path/not-ok-v1-path', '--fail-on', 'warning')).code).toBe(1);
  });

  it('prints SARIF and GitHub annotations', async () => {
    const sarif = JSON.parse((await check('quote-not-verbatim/not-ok-added-marks', '--format', 'sarif')).stdout) as {
      runs: { results: { ruleId: string }[] }[];
    };
    expect(sarif.runs[0]?.results.map((r) => r.ruleId)).toEqual(['turn.quote-not-verbatim']);
    expect((await check('quote-not-verbatim/not-ok-added-marks', '--format', 'github')).stdout).toMatch(
      /^::error file=args\.json,line=16/m,
    );
  });

  it('keeps the bundled example clean', async () => {
    const r = await runCli(
      [
        'check-turn',
        '--args',
        'examples/turn/args.json',
        '--transcript',
        'examples/turn/transcript.json',
        '--format',
        'json',
      ],
      join(import.meta.dirname, '../../..'),
    );
    expect(r.code).toBe(0);
    expect((JSON.parse(r.stdout) as Doc).changes.map((c) => c.path)).toEqual([
      '/appearance/hair/length',
      '/relationship/user/attitude',
    ]);
  });

  it('exits 2 for a missing option or file', async () => {
    expect(
      (await runCli(['check-turn', '--args', 'args.json'], join(FIXTURES, 'quote-not-verbatim/ok-verbatim-quotes')))
        .code,
    ).toBe(2);
    const r = await runCli(
      ['check-turn', '--args', 'nope.json', '--transcript', 'transcript.json'],
      join(FIXTURES, 'quote-not-verbatim/ok-verbatim-quotes'),
    );
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('nope.json');
  });
});
