/**
 * Issue 13, item 5: no content regex can hang resolution. Every pattern either runs on the
 * linear-time engine (RE2JS) or passes the cost analysis for the backtracking engine
 * (src/common/regex/backtrack-cost.ts, through src/common/regex/safe-regex.ts) or is refused with `routing.backtracking-regex`. A corpus of known
 * catastrophic patterns must each finish on 20,000-character inputs well within a bound that tells a hang
 * (exponential: minutes) from a loaded machine; the time per call is measured by `npm run bench -- regex`.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileContentRegex } from '../../src/routing/predicates/content-regex.js';
import { planContentRegex } from '../../src/routing/predicates/content-regex.js';
import { main } from '../../src/cli/main.js';
import type { CliIo } from '../../src/cli/io.js';

/** Known catastrophic or super-linear patterns (OWASP, the literature, our own trials). */
const CORPUS = [
  '(a+)+$',
  '(a*)*$',
  '(a|a)*$',
  '(a|aa)+$',
  '(?=a)(a|aa)+$',
  '(?<=a)(a|aa)+$',
  '(?!x)(a|aa)*$',
  '((?=a)a)+$',
  '(?:(?=a)a+)+$',
  '(.*a){12}',
  '(\\w+\\s?)+$',
  '^(\\w+\\s?)*$',
  '(x+x+)+y',
  '([a-zA-Z]+)*$',
  '(a|b|ab)*c',
  '^(([a-z])+.)+[A-Z]([a-z])+$',
  '(.*)*x',
  '^(a+)+b',
  '(\\d+)*x',
  '(?:a+){2,}$',
  '(a+){10}$',
  '.*.*.*.*x',
  '\\s*\\s*\\s*x',
  '(?=.*a)(?=.*b)(?=.*c)x',
  '(?=(a+))\\1+$',
  '(a*)\\1$',
  '(a+)\\1*$',
  '^(?=(a+)+b)',
  '(a|a?)+$',
  '(a?){20}a{20}',
  '(\\w|\\d)+$',
  '(.|\\s)*x',
  '(?=a*)a*a*a*x',
  '^(a|ab|abc)*$',
  '(?<=(a+)+)b',
  '^([a-zA-Z0-9])(([\\-.]|[_]+)?([a-zA-Z0-9]+))*(@){1}[a-z0-9]+[.]{1}(([a-z]{2,3})|([a-z]{2,3}[.]{1}[a-z]{2,3}))$',
  '(?=.*x)a',
  'foo(?!bar)\\w+x',
];

const N = 20_000;
const INPUTS = [
  'a'.repeat(N - 1) + '!',
  'a'.repeat(N),
  'ab'.repeat(N / 2),
  'foo'.repeat(Math.floor(N / 3)),
  ' '.repeat(N - 1) + '!',
  '1'.repeat(N - 1) + 'x'.slice(1),
  'aA'.repeat(N / 2),
];

/** The fastest of three runs: the machine is shared; a hang is minutes, not milliseconds. */
function ms(fn: () => void): number {
  let best = Infinity;
  for (let i = 0; i < 3; i++) {
    const t = performance.now();
    fn();
    best = Math.min(best, performance.now() - t);
  }
  return best;
}

describe('the catastrophic-pattern corpus', () => {
  it(`has ${CORPUS.length} patterns, all valid`, () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(36);
    for (const p of CORPUS) expect(() => new RegExp(p)).not.toThrow();
  });

  it.each(CORPUS)('%s: no hang on any 20,000-character input (or refused)', (pattern) => {
    const re = compileContentRegex(pattern);
    for (const input of INPUTS) {
      const took = ms(() => {
        try {
          re.test(input);
        } catch {
          // refused: the rule reports routing.predicate-error and never matches
        }
      });
      expect(took, `${pattern} on ${JSON.stringify(input.slice(0, 12))}…`).toBeLessThan(5_000);
    }
  });

  it('judges lookarounds by cost, not only by the (a+)+ shape', () => {
    const refused = (p: string) => {
      const plan = planContentRegex(p);
      return plan.engine === 'refused' && plan.reason === 'backtracking' ? [plan.construct, plan.part] : null;
    };
    expect(refused('(?=a)(a|aa)+$')).toEqual(['(?=a)', '(a|aa)+']);
    expect(refused('(?=.*x)a')).toEqual(['(?=.*x)', '.*']);
    expect(refused('(a*)\\1$')).toEqual(['\\1', 'a*']);
    // bounded, anchored or quantifier-free lookaround patterns still run
    expect(planContentRegex('^(?=.*refund)(?=.*order)').engine).toBe('native');
    expect(planContentRegex('(?<!\\w)cat(?!\\w)').engine).toBe('native');
    expect(planContentRegex('foo(?!bar)\\w{1,50}x').engine).toBe('native');
  });
});

describe('through the CLI', () => {
  const dir = join(import.meta.dirname, '../fixtures/routing/not-ok-backtracking-regex');
  const run = async (args: string[]) => {
    let stdout = '';
    const io: CliIo = { cwd: dir, env: {}, stdout: (s) => void (stdout += s), stderr: () => {} };
    const code = await main(args, io);
    return { code, stdout };
  };

  it('validate reports routing.backtracking-regex at the pattern and runs the scenario at once', async () => {
    const r = await run(['validate', '--routing', 'routing.yaml', '--format', 'json']);
    const report = JSON.parse(r.stdout) as { diagnostics: { code: string; file: string; line: number }[] };
    const found = report.diagnostics.filter((d) => d.code === 'routing.backtracking-regex');
    expect(found.map((d) => [d.file, d.line])).toEqual([['routing.yaml', 8]]);
    expect(report.diagnostics.filter((d) => d.code.startsWith('routing.scenario'))).toEqual([]);
  });

  it('explain with the 51-character message the issue timed out on returns, with a predicate-error', async () => {
    const input = JSON.stringify({ content: 'a'.repeat(50) + 'b' });
    const r = await run(['explain', '--routing', 'routing.yaml', '--input', input]);
    expect(r.code).toBe(1); // the file has an error finding: routing.backtracking-regex
    const out = JSON.parse(r.stdout) as { values: Record<string, unknown>; diagnostics: { code: string }[] };
    expect(out.diagnostics.map((d) => d.code)).toContain('routing.predicate-error');
  });
});
