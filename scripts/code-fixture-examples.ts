/**
 * The fixtures a code's docs page shows: its first failing (`not-ok-*`) and first passing (`ok-*`)
 * repository under test/fixtures/<area>/<slug>/, with the findings of each (the golden expected.txt
 * that test/codes.test.ts checks against a fresh run of the tool). Used by scripts/build-docs.ts and
 * by the test that keeps docs/codes/ equal to a fresh generation.
 */
import { lstatSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { join } from 'node:path';
import type { CodeFixtureExamples, FixtureExample, FixtureFile } from '../src/diagnostics/docs.js';

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

function example(root: string, dir: string): FixtureExample {
  const paths = listFiles(root, dir).filter((p) => p !== 'expected.txt');
  return {
    dir,
    files: paths.map((p) => fileOf(root, dir, p)),
    findings: readFileSync(join(root, dir, 'expected.txt'), 'utf8'),
  };
}

/** The fixtures of `code` in the repository at `root`, or undefined when it lacks either kind. */
export function codeFixtureExamples(root: string, code: string): CodeFixtureExamples | undefined {
  const [area, slug] = code.split('.') as [string, string];
  const base = `test/fixtures/${area}/${slug}`;
  let names: string[];
  try {
    names = readdirSync(join(root, base)).sort();
  } catch {
    return undefined;
  }
  const failing = names.find((n) => n.startsWith('not-ok-'));
  const passing = names.find((n) => n.startsWith('ok-'));
  if (failing === undefined || passing === undefined) return undefined;
  return { failing: example(root, `${base}/${failing}`), passing: example(root, `${base}/${passing}`) };
}
