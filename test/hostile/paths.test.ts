/**
 * Hostile paths: symlink loops, symlinks out of the root (folders and files), names with spaces,
 * CJK, emoji and `..`-like names. Nothing outside the roots is read; every asset inside loads.
 */
import { mkdirSync, writeFileSync } from 'node:fs';

import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateSafely } from './support/safe-run.js';
import { BASE, makeTree } from './support/tree.js';
import { tempDir } from '../support/temp-dirs.js';

/** A directory outside every root holding a valid-looking asset and a secret. */
function outsideDir(): string {
  const dir = tempDir('rp-hostile-outside-');
  mkdirSync(join(dir, 'stolen'), { recursive: true });
  writeFileSync(join(dir, 'stolen/CHARACTER.md'), '---\nid: stolen\n---\n\nsecret\n');
  writeFileSync(join(dir, 'secret.md'), '---\nid: secret\nkeys: [secret]\n---\n\nsecret\n');
  return dir;
}

describe('hostile paths', () => {
  it('stops at symlink loops (to the root, to a parent, to itself)', () => {
    const dir = makeTree({
      ...BASE,
      'roleplay/worlds/astra/entries/loop': { symlink: '..' },
      'roleplay/worlds/astra/entries/npc/back-to-root': { symlink: '../../../..' },
      'roleplay/characters/self': { symlink: 'self' },
    });
    const r = validateSafely(dir, ['roleplay'], null, { timeoutMs: 30_000 });
    expect(r.characters).toEqual(['alice']);
    expect(r.entryIds).toContain('guard');
    // each loop is cut where it closes, with a diagnostic on the link
    const loops = r.diagnostics
      .filter((d) => d.code === 'asset.symlink-loop' || d.code === 'asset.unreadable')
      .map((d) => d.file);
    expect(loops).toEqual(expect.arrayContaining(['roleplay/characters/self']));
    expect(loops.length).toBeGreaterThanOrEqual(2);
  });

  it('never reads through symlinks that leave the root', () => {
    const out = outsideDir();
    const dir = makeTree({
      ...BASE,
      'roleplay/characters/stolen': { symlink: join(out, 'stolen') },
      'roleplay/worlds/astra/entries/secret.md': { symlink: join(out, 'secret.md') },
      'roleplay/worlds/astra/entries/up.md': { symlink: '../../../../../secret.md' },
    });
    const r = validateSafely(dir);
    expect(r.characters).toEqual(['alice']);
    expect(r.entryIds).toEqual(['guard']);
    expect(r.diagnostics.some((d) => d.code === 'asset.path-escape')).toBe(true);
  });

  it('refuses `examples:` and `entryRoot:` paths that climb out of the asset folder', () => {
    const dir = makeTree({
      'roleplay/characters/alice/CHARACTER.md':
        '---\nid: alice\nworlds: [astra]\nexamples: ../../../secret.md\n---\n\n# A\n',
      'roleplay/characters/bob/CHARACTER.md': '---\nid: bob\nworlds: [astra]\nexamples: /etc/hostname\n---\n\n# B\n',
      'roleplay/worlds/astra/WORLD.md': '---\nid: astra\nentryRoot: ../../../outside-entries\n---\n\n# W\n',
      'secret.md': 'secret\n',
      'outside-entries/leak.md': '---\nid: leak\nkeys: [x]\n---\n\nsecret\n',
    });
    const r = validateSafely(dir);
    const escapes = r.diagnostics.filter((d) => d.code === 'asset.path-escape').map((d) => d.file);
    expect(escapes).toEqual(
      expect.arrayContaining([
        'roleplay/characters/alice/CHARACTER.md',
        'roleplay/characters/bob/CHARACTER.md',
        'roleplay/worlds/astra/WORLD.md',
      ]),
    );
    expect(r.entryIds).toEqual([]);
  });

  it('loads names with spaces, CJK, emoji and `..`-like names', () => {
    const names = ['with space', '中文 条目', '🐉dragon', 'a..b', 'b..', '-dash', '#hash', 'percent%20', 'semi;colon'];
    const files: Record<string, string> = { ...BASE };
    for (const n of names) files[`roleplay/worlds/astra/entries/${n}.md`] = `---\nkeys: [k]\n---\n\n${n}\n`;
    files['roleplay/worlds/astra/entries/x..y/nested entry.md'] = '---\nkeys: [k]\n---\n\nnested\n';
    files['roleplay/characters/角色 🐉/CHARACTER.md'] = '---\nworlds: [astra]\n---\n\n# 龙\n';
    const dir = makeTree(files);
    const r = validateSafely(dir);
    expect([...r.entryIds].sort()).toEqual(['guard', 'nested entry', ...names].sort());
    expect([...r.characters].sort()).toEqual(['alice', '角色 🐉'].sort());
  });
});
