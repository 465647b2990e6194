/**
 * The fixtures a code's docs page shows, with the findings of each (the golden expected.txt that
 * test/codes.test.ts checks against a fresh run of the tool): a failing (`not-ok-*`) and a passing
 * (`ok-*`) repository under test/fixtures/<area>/<slug>/. For a code with a hand-written `example`,
 * the ones its `bad` and `good` snippets are quoted from (see `exampleSources`); otherwise the first
 * of each. Used by scripts/build-docs.ts and by the test that keeps docs/codes/ equal to a fresh
 * generation.
 */
import { existsSync, lstatSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { join } from 'node:path';
import type { CodeDefinition } from '../src/diagnostics/define.js';
import type { CodeFixtureExamples, FixtureExample, FixtureFile, QuoteSource } from '../src/diagnostics/docs.js';

/** Files longer than this are listed, not shown. */
const MAX_SHOWN_BYTES = 1500;
const MAX_SHOWN_LINES = 30;
/** Text a page should not carry verbatim: control characters, a BOM, Unicode line separators. */
const UNSHOWABLE = /[\p{Cc}\ufeff\u2028\u2029]/u;

/** Whether `text` holds a character a page should not carry verbatim (tab and newline are fine). */
const unshowable = (text: string): boolean => UNSHOWABLE.test(text.replace(/[\t\n]/g, ''));

function fileOf(root: string, dir: string, path: string): FixtureFile {
  const abs = join(root, dir, path);
  const stat = lstatSync(abs);
  if (stat.isSymbolicLink()) return { path, text: null, note: `a symbolic link to \`${readlinkSync(abs)}\`` };
  const bytes = readFileSync(abs);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { path, text: null, note: `${bytes.length} bytes, not UTF-8 text` };
  }
  if (unshowable(text)) return { path, text: null, note: `${bytes.length} bytes with invisible characters` };
  if (bytes.length > MAX_SHOWN_BYTES || text.split('\n').length > MAX_SHOWN_LINES)
    return { path, text: null, note: `${bytes.length} bytes, not shown` };
  return { path, text };
}

function listFiles(root: string, dir: string, sub = ''): string[] {
  return readdirSync(join(root, dir, sub), { withFileTypes: true })
    .map((e) => ({ e, path: sub === '' ? e.name : `${sub}/${e.name}` }))
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
    .flatMap(({ e, path }) => (e.isDirectory() ? listFiles(root, dir, path) : [path]));
}

function fixtureExample(root: string, dir: string): FixtureExample {
  const paths = listFiles(root, dir).filter((p) => p !== 'expected.txt');
  return {
    dir,
    files: paths.map((p) => fileOf(root, dir, p)),
    findings: readFileSync(join(root, dir, 'expected.txt'), 'utf8'),
  };
}

type Example = NonNullable<CodeDefinition['example']>;

/** Where a snippet of a code's `example` is quoted from: a fixture case, one of its files, the lines. */
export interface ExampleSource {
  /** The case folder's name, `not-ok-…` or `ok-…`. */
  readonly name: string;
  /** The file, relative to the case folder. */
  readonly path: string;
  /** The 1-based lines the quote spans, first and last. */
  readonly lines: readonly [number, number];
}

/** The findings of a golden expected.txt that are of `code`: file (relative to the case) and line. */
function findingsOf(text: string, code: string): { file: string; line: number | null }[] {
  return text
    .split('\n')
    .map((l) => /^(.*?):(\d+|-):(?:\d+|-) \S+ (\S+) /.exec(l))
    .filter((m): m is RegExpExecArray => m !== null && m[3] === code)
    .map((m) => ({ file: m[1]!, line: m[2] === '-' ? null : Number(m[2]) }));
}

const lineAt = (text: string, offset: number): number => text.slice(0, offset).split('\n').length;

/**
 * The cases the snippets of `example` are quoted from, in the repository at `root`. `bad` is quoted
 * from a file whose path ends with `example.file` in a `not-ok-*` case whose findings hold `code`
 * and, when some finding of `code` points at a line of that file, at one inside the quote (so the
 * quote shows what the tool reports); `good` from such a file in an `ok-*` case whose findings do
 * not hold `code`. Undefined where no case quotes the snippet; the first case by name otherwise.
 */
export function exampleSources(
  root: string,
  code: string,
  example: Example,
): { bad: ExampleSource | undefined; good: ExampleSource | undefined } {
  const [area, slug] = code.split('.') as [string, string];
  const base = join(root, 'test/fixtures', area, slug);
  const names = existsSync(base) ? readdirSync(base).sort() : [];
  const find = (snippet: string, fails: boolean): ExampleSource | undefined => {
    for (const name of names.filter((n) => n.startsWith(fails ? 'not-ok-' : 'ok-'))) {
      const expected = join(base, name, 'expected.txt');
      if (!existsSync(expected)) continue;
      const findings = findingsOf(readFileSync(expected, 'utf8'), code);
      if (fails !== findings.length > 0) continue;
      const paths = listFiles(base, name).filter((p) => p === example.file || p.endsWith(`/${example.file}`));
      for (const path of paths) {
        const text = readFileSync(join(base, name, path), 'utf8');
        const placed = findings.filter((f) => f.file === path && f.line !== null).map((f) => f.line!);
        for (let at = text.indexOf(snippet); snippet !== '' && at >= 0; at = text.indexOf(snippet, at + 1)) {
          const lines = [lineAt(text, at), lineAt(text, at + snippet.length - 1)] as const;
          // a finding may sit just past the quote (e.g. at the end of a file the quote ends)
          const reach = lineAt(text, at + snippet.length);
          if (fails && placed.length > 0 && !placed.some((l) => l >= lines[0] && l <= reach)) continue;
          return { name, path, lines };
        }
      }
    }
    return undefined;
  };
  return { bad: find(example.bad, true), good: find(example.good, false) };
}

/**
 * The fixtures of `code` in the repository at `root`, or undefined when it lacks either kind: the
 * cases `example`'s snippets are quoted from when there is one, else the first of each kind.
 */
export function codeFixtureExamples(root: string, code: string, example?: Example): CodeFixtureExamples | undefined {
  const [area, slug] = code.split('.') as [string, string];
  const base = `test/fixtures/${area}/${slug}`;
  let names: string[];
  try {
    names = readdirSync(join(root, base)).sort();
  } catch {
    return undefined;
  }
  const { bad, good } = example === undefined ? {} : exampleSources(root, code, example);
  const failing = bad?.name ?? names.find((n) => n.startsWith('not-ok-'));
  const passing = good?.name ?? names.find((n) => n.startsWith('ok-'));
  if (failing === undefined || passing === undefined) return undefined;
  const quote = (s: ExampleSource): QuoteSource => ({ file: `${base}/${s.name}/${s.path}`, lines: s.lines });
  return {
    failing: fixtureExample(root, `${base}/${failing}`),
    passing: fixtureExample(root, `${base}/${passing}`),
    ...(bad !== undefined && good !== undefined ? { quoted: { bad: quote(bad), good: quote(good) } } : {}),
  };
}
