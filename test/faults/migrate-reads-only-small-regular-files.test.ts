/**
 * Issue 13, item 7: `routing migrate` reads with the guards `validate` uses: a regular file only
 * (a FIFO must not block, a device must not be read), at most 5 MiB. Each is a usage error (exit 2):
 * one line, then the `--help` hint (issue 15 point 9).
 */
import { spawnSync } from 'node:child_process';
import { symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, migrate, tempDir } from './migrate-harness.js';

const dirs: string[] = [];
afterEach(() => cleanup(dirs));

describe('routing migrate refuses what is not a small regular file', () => {
  it.runIf(process.platform !== 'win32')('a FIFO: refused at once, no wait for a writer', async () => {
    const dir = await tempDir(dirs);
    expect(spawnSync('mkfifo', [join(dir, 'routing.yaml')]).status).toBe(0);
    const r = await migrate(dir, ['routing.yaml']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      'rp-assets routing migrate: `routing.yaml` is not a regular file; nothing changed\n' +
        'Run `rp-assets routing migrate --help` for the options.\n',
    );
  });

  it.runIf(process.platform === 'linux')('a device such as /dev/zero (through a link): refused, not read', async () => {
    const dir = await tempDir(dirs);
    symlinkSync('/dev/zero', join(dir, 'routing.yaml'));
    const r = await migrate(dir, ['routing.yaml']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/is not a regular file/);
  });

  it('a file over the limit: refused without being parsed', async () => {
    const dir = await tempDir(dirs);
    writeFileSync(join(dir, 'routing.yaml'), '# ' + 'x'.repeat(6 * 1024 * 1024) + '\n');
    const r = await migrate(dir, ['routing.yaml']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/is larger than 5 MiB/);
  });

  it('a missing file is named as missing', async () => {
    const dir = await tempDir(dirs);
    const r = await migrate(dir, ['nope.yaml']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      'rp-assets routing migrate: `nope.yaml` does not exist; nothing changed\n' +
        'Run `rp-assets routing migrate --help` for the options.\n',
    );
  });
});
