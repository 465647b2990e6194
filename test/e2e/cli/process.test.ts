/**
 * The CLI as a real process: bundle the entry (as bin/rp-assets.js calls it, test/support/cli-bundle.ts), run it
 * with node in a fixture folder, check stdout, stderr and the process exit code.
 */
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { cliBundle } from '../../support/cli-bundle.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixture } from './run-cli.js';

const ROOT = join(import.meta.dirname, '../../..');
let BUNDLE = '';

beforeAll(async () => {
  BUNDLE = await cliBundle();
});

function cli(args: string[], cwd: string, env: Record<string, string> = {}) {
  const r = spawnSync(process.execPath, [BUNDLE, ...args], {
    cwd,
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', ...env },
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('rp-assets validate as a process', () => {
  it('exits 0 with the positive line on a clean repository', () => {
    const r = cli(['validate'], fixture('ok-clean-repo'));
    expect(r).toEqual({
      code: 0,
      stdout: '1 个角色、1 个世界、2 个条目，未发现问题；没有运行路由或检索场景\n',
      stderr: '',
    });
  });

  it('exits 1 on findings and 2 on a usage error', () => {
    expect(cli(['validate'], fixture('not-ok-unresolved-world')).code).toBe(1);
    const usage = cli(['validate', '--fail-on', 'sometimes'], fixture('ok-clean-repo'));
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('--fail-on must be one of error, warning, hint, never');
  });

  it('writes plain text to a pipe and colour with FORCE_COLOR', () => {
    expect(cli(['validate'], fixture('not-ok-unresolved-world')).stdout).not.toContain('\u001b[');
    expect(cli(['validate'], fixture('not-ok-unresolved-world'), { FORCE_COLOR: '1' }).stdout).toContain('\u001b[');
  });
});

describe('bin/rp-assets.js (the installed launcher, over build/)', () => {
  it('keeps its exit code and prints no EPIPE crash when the reader closes the pipe early', async () => {
    const child = spawn(process.execPath, [join(ROOT, 'bin/rp-assets.js'), 'validate', '--format', 'json'], {
      cwd: fixture('not-ok-unresolved-world'),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.destroy(); // like `| head -c 0`
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(stderr).toBe('');
    expect(code).toBe(1);
  });
});
