/** Builds a temporary asset tree on disk for a hostile case; symlinks included. */
import { cpSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';

import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tempDir } from '../../support/temp-dirs.js';

export type TreeNode = string | Uint8Array | { readonly symlink: string };

/** A fresh temp directory holding `files` (paths relative to it). */
export function makeTree(files: Readonly<Record<string, TreeNode>>): string {
  const dir = tempDir('rp-hostile-tree-');
  writeTree(dir, files);
  return dir;
}

export function writeTree(dir: string, files: Readonly<Record<string, TreeNode>>): void {
  for (const [rel, node] of Object.entries(files)) {
    const p = join(dir, rel);
    mkdirSync(dirname(p), { recursive: true });
    if (typeof node === 'object' && 'symlink' in node) symlinkSync(node.symlink, p);
    else writeFileSync(p, node);
  }
}

/** A copy of a committed fixture under test/fixtures/hostile/, in a fresh temp directory. */
export function copyFixture(slug: string): string {
  const src = fileURLToPath(new URL(`../../fixtures/hostile/${slug}`, import.meta.url));
  const dir = tempDir(`rp-hostile-${slug}-`);
  cpSync(src, dir, { recursive: true });
  return dir;
}

/** A minimal valid character and world, so a case can add its hostile file next to real assets. */
export const BASE: Readonly<Record<string, string>> = {
  'roleplay/characters/alice/CHARACTER.md':
    '---\nid: alice\nname: 爱丽丝\nworlds: [astra]\n---\n\n# 爱丽丝\n\n正文。\n',
  'roleplay/worlds/astra/WORLD.md': '---\nid: astra\nname: 阿斯特拉\n---\n\n# 世界核心\n',
  'roleplay/worlds/astra/entries/guard.md': '---\nid: guard\nkeys: [守卫]\n---\n\n守卫。\n',
};
