/**
 * Issue 29, point 6: `examples:` naming a FIFO, or a link to /dev/zero, said "no such file exists"
 * (`character.examples-missing`), which sends the author looking for a missing file. Now it is
 * `asset.unreadable` (a FIFO, socket or device; never opened, so nothing blocks) at the
 * `examples:` line, and a folder is "not a file".
 */
import { execFileSync } from 'node:child_process';
import { mkdir, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { folderWith, removeAll, runCli } from './support/cli-run.js';

const made: string[] = [];
afterEach(() => removeAll(made));

const CARD = '---\nid: alice\nexamples: ex.md\n---\n\n# Alice\n\nA test character.\n';

async function repository(): Promise<{ dir: string; examples: string }> {
  const dir = await folderWith(made, { 'characters/alice/CHARACTER.md': CARD });
  return { dir, examples: join(dir, 'characters/alice/ex.md') };
}

async function findings(dir: string) {
  const r = await runCli(dir, ['validate', '.', '--format', 'json', '--locale', 'en']);
  const report = JSON.parse(r.stdout) as {
    diagnostics: { code: string; file: string; line: number | null; message: string }[];
  };
  return report.diagnostics.filter((d) => d.code !== 'asset.no-assets');
}

describe('examples: naming something that is not a regular file', () => {
  it('a FIFO is a special file at the examples line, and validate does not block on it', async () => {
    const { dir, examples } = await repository();
    execFileSync('mkfifo', [examples]);
    const found = await findings(dir);
    expect(found.map((d) => [d.code, d.file, d.line])).toEqual([
      ['asset.unreadable', 'characters/alice/CHARACTER.md', 3],
    ]);
    expect(found[0]?.message).toMatch(/FIFO, socket or device/);
  }, 60_000);

  it('a link to /dev/zero is a special file too', async () => {
    const { dir, examples } = await repository();
    await symlink('/dev/zero', examples);
    const found = await findings(dir);
    expect(found.map((d) => d.code)).toContain('asset.unreadable');
    expect(found.map((d) => d.code)).not.toContain('character.examples-missing');
  }, 60_000);

  it('a folder is not a file; a missing file is still examples-missing', async () => {
    const { dir, examples } = await repository();
    await mkdir(examples);
    expect((await findings(dir)).map((d) => d.code)).toEqual(['asset.unreadable']);
    const other = await repository();
    await writeFile(join(other.dir, 'characters/alice/other.md'), 'x\n');
    expect((await findings(other.dir)).map((d) => d.code)).toEqual(['character.examples-missing']);
  }, 60_000);
});
