import { describe, expect, it } from 'vitest';
import { fm, loadMemory } from './helpers.js';
import { plainPng } from '../../../src/bridge/card-png/plain-png.js';

/** Whole images of each format (the loader checks an avatar's structure: test/faults/damaged-avatar-*). */
const PNG = plainPng('alice');
const WEBP = Uint8Array.from(
  [...'RIFF']
    .map((c) => c.charCodeAt(0))
    .concat(
      [12, 0, 0, 0],
      [...'WEBPVP8L'].map((c) => c.charCodeAt(0)),
      [0, 0, 0, 0],
    ),
);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0xff, 0xd9]);
const card = fm('id: alice\nname: Alice');

describe('a character avatar beside CHARACTER.md', () => {
  it('is the avatar.png in the character folder', async () => {
    const g = await loadMemory({ 'r/characters/alice/CHARACTER.md': card, 'r/characters/alice/avatar.png': PNG });
    expect(g.characters[0]?.avatar).toBe('r/characters/alice/avatar.png');
  });

  it('prefers png, then webp, then jpg, then jpeg', async () => {
    const g = await loadMemory({
      'r/characters/alice/CHARACTER.md': card,
      'r/characters/alice/avatar.jpeg': JPEG,
      'r/characters/alice/avatar.jpg': JPEG,
      'r/characters/alice/avatar.webp': WEBP,
    });
    expect(g.characters[0]?.avatar).toBe('r/characters/alice/avatar.webp');
  });

  it('is null without one, and a folder named avatar.png or another name is no avatar', async () => {
    const g = await loadMemory({
      'r/characters/alice/CHARACTER.md': card,
      'r/characters/alice/avatar.png/x.txt': 'x',
      'r/characters/alice/Avatar.gif': PNG,
    });
    expect(g.characters[0]?.avatar).toBeNull();
  });

  it('a symlink out of the character folder is not an avatar', async () => {
    const g = await loadMemory({
      'r/characters/alice/CHARACTER.md': card,
      'secret.png': PNG,
      'r/characters/alice/avatar.png': { symlink: '../../../secret.png' },
    });
    expect(g.characters[0]?.avatar).toBeNull();
  });

  it('is not used when it is no whole image (a PNG signature alone), and validate says so', async () => {
    const g = await loadMemory({
      'r/characters/alice/CHARACTER.md': card,
      'r/characters/alice/avatar.png': PNG.subarray(0, 8),
    });
    expect(g.characters[0]?.avatar).toBeNull();
    expect(g.diagnostics.map((d) => `${d.code} ${d.file}`)).toEqual([
      'character.avatar-unreadable r/characters/alice/avatar.png',
    ]);
  });

  it('a world folder has no avatar field', async () => {
    const g = await loadMemory({ 'r/worlds/astra/WORLD.md': fm('id: astra'), 'r/worlds/astra/avatar.png': PNG });
    expect(g.worlds[0]).not.toHaveProperty('avatar');
  });
});
