/**
 * Comments in the sources state decisions and their reasons; the measurements behind them live in
 * docs/performance.md and its history, where they are dated and reproducible. A comment that tells a
 * measurement story (`took 25 s`, `2.6x slower`, `12.66 s against 13.92 s`, `measured on …`) goes
 * stale silently, so this test refuses one.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');

/** Shapes of a measurement told as a story. */
const STORY = [
  /\bmeasured\b/i,
  /\btook \d/i,
  /\b\d+(\.\d+)?x (slower|faster)\b/i,
  /\d(\.\d+)? ?(s|ms|µs|min) (against|vs\.?) \d/i,
  /\d(\.\d+)? ?(s|ms) of an? \d+(\.\d+)? ?s build\b/i,
];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const path = join(dir, d.name);
    if (d.isDirectory()) return d.name === 'node_modules' ? [] : sources(path);
    return /\.(ts|mts|astro)$/.test(d.name) ? [path] : [];
  });
}

/** The comment text of a line (`//`, `/* … *\/` and JSDoc continuation lines), or ''. */
function commentOf(line: string): string {
  const t = line.trim();
  if (t.startsWith('*') || t.startsWith('/*')) return t;
  const at = line.indexOf('// ');
  return at >= 0 && !/['"`][^'"`]*\/\/ /.test(line.slice(0, at + 3)) ? line.slice(at) : '';
}

export function stories(text: string): number[] {
  return text.split('\n').flatMap((line, i) => {
    const comment = commentOf(line);
    return comment !== '' && STORY.some((re) => re.test(comment)) ? [i + 1] : [];
  });
}

describe('comments carry no measurement stories', () => {
  it('finds the shapes it refuses (and leaves a plain decision alone)', () => {
    expect(stories('// fsync per file took 55 s against 12 s')).toEqual([1]);
    expect(stories(' * made the 10k build 2.6x slower')).toEqual([1]);
    expect(stories(' * (12.66 s against 13.92 s, alternating)')).toEqual([1]);
    expect(stories('  // 1.5 s of an 18 s build at 10,000 entries')).toEqual([1]);
    expect(stories(' * (measured on the bench corpus)')).toEqual([1]);
    expect(stories(' * one thread: a worker does not pay for its transfer here')).toEqual([]);
    expect(stories("const label = 'took 3 s'; // the label")).toEqual([]);
  });

  it('in src/ and site/src/', () => {
    const found = [join(ROOT, 'src'), join(ROOT, 'site/src')].flatMap((dir) =>
      sources(dir).flatMap((file) =>
        stories(readFileSync(file, 'utf8')).map((line) => `${relative(ROOT, file)}:${line}`),
      ),
    );
    expect(found).toEqual([]);
  });
});
