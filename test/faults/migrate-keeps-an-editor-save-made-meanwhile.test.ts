/**
 * Issue 13, item 3: an edit that lands while `routing migrate` writes is never lost. The file is
 * checked (inode, size, mtime, content) just before the rename, and the inode it read is checked
 * again after: an edit before the check leaves the file alone (exit 1); an edit written in place
 * between the check and the rename is kept beside the file and reported (exit 1), never exit 0.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, migrate, MIGRATED, withFile } from './migrate-harness.js';

const dirs: string[] = [];
afterEach(() => cleanup(dirs));

const EDIT =
  "- id: global\n  filter: { kind: 'true' }\n  values: { render: { format: markdown } }  # saved meanwhile\n";

describe('routing migrate and an editor saving at the same time', () => {
  it('an editor save (a new file renamed into place) before the check: nothing written, exit 1', async () => {
    const dir = await withFile(dirs);
    const path = join(dir, 'routing.yaml');
    const r = await migrate(dir, ['routing.yaml'], {
      beforeRename: async () => {
        await writeFile(join(dir, 'editor.tmp'), EDIT);
        const { rename } = await import('node:fs/promises');
        await rename(join(dir, 'editor.tmp'), path);
      },
    });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/changed on disk/);
    expect(await readFile(path, 'utf8')).toBe(EDIT);
    expect(await readdir(dir)).toEqual(['routing.yaml']);
  });

  it('an in-place save between the check and the rename: kept beside the file, reported as a conflict', async () => {
    const dir = await withFile(dirs);
    const path = join(dir, 'routing.yaml');
    const r = await migrate(dir, ['routing.yaml'], {
      afterCheck: async () => {
        await new Promise((resolve) => setTimeout(resolve, 15)); // a later mtime on coarse clocks
        await writeFile(path, EDIT); // truncates and writes the same inode, as `vim` with backupcopy does
      },
    });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/conflict: .*edited while it was replaced/);
    const kept = (await readdir(dir)).filter((n) => n.startsWith('routing.yaml.conflict-'));
    expect(kept).toHaveLength(1);
    expect(await readFile(join(dir, kept[0]!), 'utf8')).toBe(EDIT);
    expect(await readFile(path, 'utf8')).toBe(MIGRATED);
  });

  it('without an edit: written, exit 0, nothing beside the file', async () => {
    const dir = await withFile(dirs);
    const r = await migrate(dir, ['routing.yaml']);
    expect(r.code).toBe(0);
    expect(await readFile(join(dir, 'routing.yaml'), 'utf8')).toBe(MIGRATED);
    expect(await readdir(dir)).toEqual(['routing.yaml']);
  });
});
