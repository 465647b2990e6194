/**
 * Hostile sizes at scale (`npm run test:scale`): 100,000 tiny entries in one folder, generated into
 * a temp dir (never committed), load within a bounded heap and time.
 */
import { closeSync, mkdirSync, openSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateSafely } from './support/safe-run.js';
import { BASE, makeTree } from './support/tree.js';

describe('hostile sizes at scale', () => {
  it('loads 100,000 tiny entries in one folder', () => {
    const dir = makeTree(BASE);
    const folder = join(dir, 'roleplay/worlds/astra/entries/many');
    mkdirSync(folder, { recursive: true });
    for (let i = 0; i < 100_000; i++) {
      const fd = openSync(join(folder, `e${i}.md`), 'w');
      writeSync(fd, `---\nkeys: [k${i}]\n---\n\nx\n`);
      closeSync(fd);
    }
    try {
      const r = validateSafely(dir, ['roleplay'], null, { maxOldSpaceMb: 1536, timeoutMs: 600_000 });
      expect(r.summary.entries).toBe(100_001);
      expect(r.entries).toBe(100_001);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 900_000);
});
