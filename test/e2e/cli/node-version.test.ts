/**
 * Issue 15, point 5: the bin checks the running Node first: an older one gets one line naming the
 * needed and the found version, exit 2. The needed version is the one `engines` states.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');
const BIN = join(ROOT, 'bin/rp-assets.js');
const needed = /const NEEDED = '([\d.]+)'/.exec(readFileSync(BIN, 'utf8'))?.[1];

describe('bin/rp-assets.js and the Node version', () => {
  it('needs what package.json engines says', () => {
    const engines = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { engines: { node: string } })
      .engines.node;
    expect(needed).toBeDefined();
    expect(engines).toBe(`>=${needed!.replace(/\.0$/, '')}`);
  });

  // Debian's Node 20 on this machine and in CI (the project's own Node 24 comes from npm)
  const old = ['/usr/bin/node', '/usr/local/bin/node'].find((p) => {
    if (!existsSync(p)) return false;
    const v = spawnSync(p, ['-p', 'process.versions.node'], { encoding: 'utf8' }).stdout.trim();
    return Number(v.split('.')[0]) < 22;
  });

  it.runIf(old !== undefined)('refuses an older Node with one line and exit 2', () => {
    const r = spawnSync(old!, [BIN, 'validate'], { encoding: 'utf8', cwd: ROOT });
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(
      /^rp-assets: needs Node\.js 22\.12\.0 or later; this is Node\.js 2\d\.\d+\.\d+\n {2}get one from https:\/\/nodejs\.org\/.*nvm install 24.*\n$/,
    );
  });

  it('runs on this Node', () => {
    const r = spawnSync(process.execPath, [BIN, '--help'], { encoding: 'utf8', cwd: ROOT });
    expect(r.status).toBe(0);
  });
});
