import { describe, expect, it } from 'vitest';
import { fm, loadMemory } from './helpers.js';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const card = fm('id: alice\nname: Alice');

describe('a character avatar beside CHARACTER.md', () => {
  it('is the avatar.png in the character folder', async () => {
    const g = await loadMemory({ 'r/characters/alice/CHARACTER.md': card, 'r/characters/alice/avatar.png': PNG });
    expect(g.characters[0]?.avatar).toBe('r/characters/alice/avatar.png');
  });

  it('prefers png, then webp, then jpg, then jpeg', async () => {
    const g = await loadMemory({
      'r/characters/alice/CHARACTER.md': card,
      'r/characters/alice/avatar.jpeg': PNG,
      'r/characters/alice/avatar.jpg': PNG,
      'r/characters/alice/avatar.webp': PNG,
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

  it('a world folder has no avatar field', async () => {
    const g = await loadMemory({ 'r/worlds/astra/WORLD.md': fm('id: astra'), 'r/worlds/astra/avatar.png': PNG });
    expect(g.worlds[0]).not.toHaveProperty('avatar');
  });
});
