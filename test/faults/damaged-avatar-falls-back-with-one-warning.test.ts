/**
 * Issue 42, S1: one damaged `avatar.png` failed the whole site build with a message naming no file
 * and crashed `export`, while `validate` said all was well. Now `validate` says it first
 * (`character.avatar-unreadable` at the file), the character goes on without its picture, and
 * `export` and `site` finish. A PNG whose only oddity is a 200 KB `tEXt` keyword is a usable
 * image: no finding, and no crash where its keyword is read.
 */
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite } from '../e2e/site/build-site.js';
import { folderWith, removeAll, runCli } from './support/cli-run.js';
import { chunk, IDAT, IEND, IHDR, SIGNATURE } from './support/png-bytes.js';

const made: string[] = [];
afterAll(() => removeAll(made));

const DAMAGED: readonly (readonly [string, Buffer, RegExp])[] = [
  ['a bad chunk checksum', Buffer.concat([SIGNATURE, IHDR, IDAT(true), IEND]), /CRC/],
  ['no end marker', Buffer.concat([SIGNATURE, IHDR, IDAT()]), /no IEND/],
  [
    'a PNG signature followed by SVG',
    Buffer.concat([SIGNATURE, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')]),
    /invalid type|truncated/,
  ],
];
const LONG_KEYWORD = Buffer.concat([
  SIGNATURE,
  IHDR,
  chunk('tEXt', Buffer.concat([Buffer.alloc(200_000, 0x6b), Buffer.from([0, 0x76])])),
  IDAT(),
  IEND,
]);

async function repo(avatar: Buffer): Promise<string> {
  const dir = await folderWith(made, {
    'characters/c/CHARACTER.md': '---\nname: C\nworlds: [w]\n---\n\nC.\n',
    'worlds/w/WORLD.md': '---\nname: W\n---\n\n核心。\n',
    'worlds/w/entries/ok.md': '---\nkeys: [lighthouse]\n---\n\nA lighthouse.\n',
  });
  await writeFile(join(dir, 'characters/c/avatar.png'), avatar);
  return dir;
}

interface Finding {
  readonly code: string;
  readonly file: string | null;
  readonly message: string;
}
async function findings(dir: string): Promise<Finding[]> {
  const r = await runCli(dir, ['validate', '--format', 'json', '--locale', 'en', '--fail-on', 'never']);
  return (JSON.parse(r.stdout) as { diagnostics: Finding[] }).diagnostics;
}

describe('a damaged avatar', () => {
  for (const [what, bytes, why] of DAMAGED) {
    it(`${what}: validate warns at the file; export writes the card over a plain image`, async () => {
      const dir = await repo(bytes);
      const found = (await findings(dir)).filter((f) => f.code === 'character.avatar-unreadable');
      expect(found.map((f) => f.file)).toEqual(['characters/c/avatar.png']);
      expect(found[0]?.message).toMatch(why);
      for (const out of ['c.png', 'c.json']) {
        const r = await runCli(dir, ['export', '--character', 'c', '--out', out]);
        expect(r.code).toBe(0);
      }
    });
  }

  it('a 200 KB keyword: a usable image, no finding, and export reads past it', async () => {
    const dir = await repo(LONG_KEYWORD);
    expect((await findings(dir)).filter((f) => f.code === 'character.avatar-unreadable')).toEqual([]);
    const r = await runCli(dir, ['export', '--character', 'c', '--out', 'c.png']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
  });

  it('the site builds, the character with its generated picture', async () => {
    const dir = await repo(DAMAGED[2]?.[1] as Buffer);
    const built = await buildSite(dir, ['.']);
    try {
      expect(built.stderr).toBe('');
      expect(built.code).toBe(0);
    } finally {
      await rm(built.dir, { recursive: true, force: true });
    }
  }, 120_000);
});
