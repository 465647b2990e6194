import { describe, expect, it } from 'vitest';
import { isAssetChange } from '../../../src/astro/dev-refresh.js';

describe('isAssetChange', () => {
  const watched = ['/p/global', '/p/project', '/p/routing.yaml'];
  it('takes the files the catalog reads under a root, and the routing file', () => {
    expect(isAssetChange('/p/project/characters/alice/CHARACTER.md', watched)).toBe(true);
    expect(isAssetChange('/p/project/characters/alice/avatar.webp', watched)).toBe(true);
    expect(isAssetChange('/p/routing.yaml', watched)).toBe(true);
  });
  it('leaves out other files, other folders and the folders the loader skips', () => {
    expect(isAssetChange('/p/project/characters/alice/notes.txt', watched)).toBe(false);
    expect(isAssetChange('/p/src/pages/index.md', watched)).toBe(false);
    expect(isAssetChange('/p/project/_drafts/x.md', watched)).toBe(false);
    expect(isAssetChange('/p/project/.git/x.md', watched)).toBe(false);
    expect(isAssetChange('/p/project/node_modules/x/README.md', watched)).toBe(false);
  });
});
