/**
 * docs/contributing.md's recipes stay true: the files they name exist, and the lists they
 * describe hold what the code holds (every lore format folder is in src/bridge/formats.ts and in
 * docs/format.md's table of formats).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FORMATS } from '../../../src/bridge/index.js';

const ROOT = join(import.meta.dirname, '../../..');
const page = readFileSync(join(ROOT, 'docs/contributing.md'), 'utf8');

describe('docs/contributing.md', () => {
  it('names only files that exist (placeholders like <format> aside)', () => {
    const paths = [...page.matchAll(/`((?:src|test|docs|site|scripts)\/[^`<>*]+)`/g)].map((m) => m[1] as string);
    expect(paths.length).toBeGreaterThan(5);
    expect(paths.filter((p) => !existsSync(join(ROOT, p)))).toEqual([]);
  });

  it('a lore format: every format folder of src/bridge/ is in the list, and every format of the list in docs/format.md', () => {
    const folders = readdirSync(join(ROOT, 'src/bridge'), { withFileTypes: true })
      .filter((d) => d.isDirectory() && existsSync(join(ROOT, 'src/bridge', d.name, 'format.ts')))
      .map((d) => d.name);
    expect(folders.length).toBeGreaterThanOrEqual(5);
    const formatsFile = readFileSync(join(ROOT, 'src/bridge/formats.ts'), 'utf8');
    expect(folders.filter((f) => !formatsFile.includes(`./${f}/format.js`))).toEqual([]);
    const format = readFileSync(join(ROOT, 'docs/format.md'), 'utf8');
    expect(FORMATS.map((f) => f.id).filter((id) => !format.includes(`（\`${id}\`）`))).toEqual([]);
  });
});
