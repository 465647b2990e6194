/**
 * Issue 13, item 4: `routing migrate` and the file itself. A symlink is written through (it stays a
 * link, the target gets the rules); hard links are not split; mode and owner are kept; a read-only
 * file is refused unless `--force`; a folder it cannot write in is one clear line, exit 2; the
 * temporary files of a killed run are removed by the next one.
 */
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cliBundle } from '../support/cli-bundle.js';
import { cleanup, LEGACY, migrate, MIGRATED, tempDir, withFile } from './migrate-harness.js';

const dirs: string[] = [];
afterEach(() => cleanup(dirs));

describe('routing migrate keeps the file what it was', () => {
  it('writes through a symlink: the link stays, its target is migrated', async () => {
    const dir = await tempDir(dirs);
    mkdirSync(join(dir, 'shared'));
    writeFileSync(join(dir, 'shared/rules.yaml'), LEGACY);
    symlinkSync('shared/rules.yaml', join(dir, 'routing.yaml'));
    expect((await migrate(dir, ['routing.yaml'])).code).toBe(0);
    expect(lstatSync(join(dir, 'routing.yaml')).isSymbolicLink()).toBe(true);
    expect(readFileSync(join(dir, 'shared/rules.yaml'), 'utf8')).toBe(MIGRATED);
    expect(readdirSync(join(dir, 'shared'))).toEqual(['rules.yaml']);
  });

  it('refuses to split hard links (exit 2), and with --force rewrites the same inode', async () => {
    const dir = await withFile(dirs);
    linkSync(join(dir, 'routing.yaml'), join(dir, 'other-name.yaml'));
    const refused = await migrate(dir, ['routing.yaml']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/2 hard links/);
    expect(readFileSync(join(dir, 'routing.yaml'), 'utf8')).toBe(LEGACY);
    expect((await migrate(dir, ['routing.yaml', '--force'])).code).toBe(0);
    expect(readFileSync(join(dir, 'other-name.yaml'), 'utf8')).toBe(MIGRATED);
    expect(statSync(join(dir, 'routing.yaml')).ino).toBe(statSync(join(dir, 'other-name.yaml')).ino);
  });

  it('keeps mode and owner', async () => {
    const dir = await withFile(dirs);
    const path = join(dir, 'routing.yaml');
    chmodSync(path, 0o640);
    const asRoot = process.getuid?.() === 0;
    if (asRoot) chownSync(path, 65534, 65534);
    expect((await migrate(dir, ['routing.yaml'])).code).toBe(0);
    expect(statSync(path).mode & 0o777).toBe(0o640);
    if (asRoot) expect([statSync(path).uid, statSync(path).gid]).toEqual([65534, 65534]);
  });

  it('refuses a read-only file unless --force, and keeps its mode when forced', async () => {
    const dir = await withFile(dirs);
    const path = join(dir, 'routing.yaml');
    chmodSync(path, 0o444);
    const refused = await migrate(dir, ['routing.yaml']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/read-only/);
    expect(readFileSync(path, 'utf8')).toBe(LEGACY);
    expect((await migrate(dir, ['routing.yaml', '--force'])).code).toBe(0);
    expect(readFileSync(path, 'utf8')).toBe(MIGRATED);
    expect(statSync(path).mode & 0o777).toBe(0o444);
  });

  it("removes the temporary files a killed run left, not a live run's", async () => {
    const dir = await withFile(dirs);
    const dead = '.routing.yaml.999999999.0123456789ab.tmp';
    const live = `.routing.yaml.${process.pid}.0123456789ab.tmp`;
    writeFileSync(join(dir, dead), 'half');
    writeFileSync(join(dir, live), 'in progress');
    const r = await migrate(dir, ['routing.yaml']);
    expect(r.code).toBe(0);
    expect(existsSync(join(dir, dead))).toBe(false);
    expect(existsSync(join(dir, live))).toBe(true);
  });
});

describe('a folder the user cannot write in (the CLI as a process, as an unprivileged user)', () => {
  let bundle: string;
  beforeAll(async () => {
    bundle = await cliBundle();
  });
  const canDrop = process.getuid?.() === 0 && spawnSync('setpriv', ['--version']).status === 0;

  it.runIf(canDrop)('is one clear line and exit 2, no stack', async () => {
    const dir = await withFile(dirs);
    chmodSync(dir, 0o755);
    chownSync(join(dir, 'routing.yaml'), 65534, 65534);
    chmodSync(join(dir, 'routing.yaml'), 0o644);
    const r = spawnSync(
      'setpriv',
      [
        '--reuid=65534',
        '--regid=65534',
        '--clear-groups',
        process.execPath,
        bundle,
        'routing',
        'migrate',
        'routing.yaml',
      ],
      { cwd: dir, encoding: 'utf8' },
    );
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/^rp-assets routing migrate: cannot write beside `routing.yaml` \(EACCES/);
    expect(r.status).toBe(2);
    expect(readFileSync(join(dir, 'routing.yaml'), 'utf8')).toBe(LEGACY);
  });
});
