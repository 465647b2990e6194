/**
 * The README's architecture section cannot drift from the code: its tree of `src/` names exactly the
 * folders of `src/`, and its layer drawing is the `LAYERS` list that dependency-cruiser enforces
 * (`.dependency-cruiser.cjs`, run by `npm run lint`), row for row.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');
const README = readFileSync(join(ROOT, 'README.md'), 'utf8');

/** The `LAYERS` literal of .dependency-cruiser.cjs (read as text: the config exports only its rules). */
function cruiserLayers(): string[][] {
  const text = readFileSync(join(ROOT, '.dependency-cruiser.cjs'), 'utf8');
  const literal = /const LAYERS = (\[[\s\S]*?\n\]);/.exec(text)?.[1] ?? '[]';
  return JSON.parse(
    literal
      .replace(/\/\/.*$/gm, '')
      .replace(/'/g, '"')
      .replace(/,(\s*\])/g, '$1'),
  ) as string[][];
}
const LAYERS = cruiserLayers();

const section = README.slice(
  README.indexOf('## Architecture\n'),
  README.indexOf('\n## ', README.indexOf('## Architecture\n') + 1),
);
const blocks = [...section.matchAll(/```\n([\s\S]*?)```/g)].map((m) => m[1] ?? '');

describe('README architecture', () => {
  it('has the tree and the layer drawing', () => {
    expect(section.length).toBeGreaterThan(0);
    expect(blocks.length).toBe(2);
  });

  it('lists exactly the folders of src/', () => {
    const listed = (blocks[0] ?? '')
      .split('\n')
      .map((l) => /^ {2}([a-z][a-z-]*)\/ /.exec(l)?.[1])
      .filter((name): name is string => name !== undefined);
    const folders = readdirSync(join(ROOT, 'src'), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
    expect(listed.sort()).toEqual(folders.sort());
  });

  it('draws the layers dependency-cruiser checks, top row last in LAYERS', () => {
    // a row is its folder names; notes beside a row ("Node only") are set off by two spaces or more
    const rows = (blocks[1] ?? '')
      .split('\n')
      .map((l) =>
        l
          .trim()
          .split(/\s{2,}/)
          .filter((t) => /^[a-z][a-z-]*$/.test(t)),
      )
      .filter((row) => row.length > 0);
    expect(LAYERS.length).toBeGreaterThan(0);
    expect(rows.reverse()).toEqual(LAYERS);
  });
});
