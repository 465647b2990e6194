/**
 * Issue 29, point 6: an editor's rename-style save (write a new file, rename it over the rules)
 * that lands after migrate's last check and before its own rename was replaced by migrate's
 * rename and lost (5 of 100 racing runs), exit 0. Now the file the rename replaced is held by a
 * hard link taken in the same breath; when it is not the file migrate checked, it is kept beside
 * the file as a conflict and migrate exits 1.
 *
 * Issue 42 D5: a save landing in the gap between holding the old file and putting ours in place
 * (two system calls, back to back) was still unlinked. Now the old file is renamed aside first and
 * ours linked into the empty name, which fails when a save took it: that save stays the file.
 */
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { renameSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, migrate, MIGRATED, withFile } from './migrate-harness.js';

const dirs: string[] = [];
afterEach(() => cleanup(dirs));

const EDIT =
  "- id: global\n  filter: { kind: 'true' }\n  values: { render: { format: markdown } }  # saved meanwhile\n";

describe('routing migrate and a rename-style save after the last check', () => {
  it('keeps the saved file beside the rules as a conflict, exit 1', async () => {
    const dir = await withFile(dirs);
    const path = join(dir, 'routing.yaml');
    const r = await migrate(dir, ['routing.yaml'], {
      afterCheck: async () => {
        await writeFile(join(dir, '.routing.yaml.swp'), EDIT);
        await rename(join(dir, '.routing.yaml.swp'), path);
      },
    });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/conflict: .*edited while it was replaced/);
    const names = await readdir(dir);
    const kept = names.filter((n) => n.startsWith('routing.yaml.conflict-'));
    expect(kept).toHaveLength(1);
    expect(await readFile(join(dir, kept[0]!), 'utf8')).toBe(EDIT);
    expect(await readFile(path, 'utf8')).toBe(MIGRATED);
    expect(names.sort()).toEqual(['routing.yaml', kept[0]!].sort()); // no temporary or held file left
  });

  it('D5: a save landing after the old file was moved aside stays the file; nothing written, exit 1', async () => {
    const dir = await withFile(dirs);
    const path = join(dir, 'routing.yaml');
    const r = await migrate(dir, ['routing.yaml'], {
      afterHold: async () => {
        await writeFile(join(dir, '.routing.yaml.swp'), EDIT);
        await rename(join(dir, '.routing.yaml.swp'), path);
      },
    });
    expect(r.code).toBe(1);
    expect(await readFile(path, 'utf8')).toBe(EDIT);
    expect(await readdir(dir)).toEqual(['routing.yaml']); // no temporary, held or conflict file
  });

  it('D5: a run killed between the two steps leaves the held file, and the next run puts it back', async () => {
    const dir = await withFile(dirs);
    const path = join(dir, 'routing.yaml');
    const killed = new Error('killed');
    let held = '';
    await expect(
      migrate(dir, ['routing.yaml'], {
        afterHold: async () => {
          // what a kill leaves: the held file under a process id that is gone, no file at the name
          held = (await readdir(dir)).find((n) => n.endsWith('.held')) ?? '';
          renameSync(join(dir, held), join(dir, held.replace(/\.\d+\.([0-9a-f]{12})\.held$/, '.999999999.$1.held')));
          for (const n of await readdir(dir))
            if (n.endsWith('.tmp')) await rename(join(dir, n), join(dir, n.replace(/\.\d+\./, '.999999999.')));
          throw killed;
        },
      }),
    ).rejects.toBe(killed);
    expect(held).not.toBe('');
    expect((await readdir(dir)).includes('routing.yaml')).toBe(false);
    const again = await migrate(dir, ['routing.yaml']);
    expect(again.stdout).toContain('routing.yaml: put back from an interrupted run');
    expect(again.code).toBe(0);
    expect(await readFile(path, 'utf8')).toBe(MIGRATED);
    expect(await readdir(dir)).toEqual(['routing.yaml']);
  });

  it('without a save: no conflict, no held file left', async () => {
    const dir = await withFile(dirs);
    const r = await migrate(dir, ['routing.yaml']);
    expect(r.code).toBe(0);
    expect(await readdir(dir)).toEqual(['routing.yaml']);
  });
});
