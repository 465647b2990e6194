/**
 * pages/action.yml run as a runner runs it (test/e2e/pages/runner.ts): its bash steps for real, in a
 * temporary repository outside this one, from a copy of this repository laid out as the runner
 * checks an action out (`_actions/<owner>/rp-assets/v1/`, the action in its pages/ folder). The
 * `uses:` steps are played by the test: the cache restores (or not) node_modules, configure-pages
 * gives a base path, the upload actions record what they were given.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAction, runAction, type ActionRun, type UsesHandler } from './runner.js';

const REPO = resolve(import.meta.dirname, '../../..');
const FIXTURE = join(REPO, 'test/fixtures/site/ok-two-roots');
/** What a release tag holds that the action runs (build/ only when prebuilt). */
const CHECKOUT = [
  'pages',
  'bin',
  'site',
  'src',
  'schemas',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'tsconfig.build.json',
];
const PAGES_BASE = '/my-repo';
const ARTIFACT_URL = 'https://github.com/o/my-repo/actions/runs/1/artifacts/2';

let tmp: string;
let binDir: string;

function checkout(name: string, opts: { prebuilt: boolean; modules: 'cached' | 'none' }): string {
  const home = join(tmp, name, '_actions/o/rp-assets/v1');
  mkdirSync(home, { recursive: true });
  const skip = /[/\\](\.astro|node_modules|dist)([/\\]|$)/;
  for (const item of [...CHECKOUT, ...(opts.prebuilt ? ['build'] : [])]) {
    cpSync(join(REPO, item), join(home, item), {
      recursive: true,
      filter: (src) => !skip.test(src.slice(REPO.length)),
    });
  }
  if (opts.modules === 'cached') symlinkSync(join(REPO, 'node_modules'), join(home, 'node_modules'), 'dir');
  return join(home, 'pages');
}

function workspace(name: string): string {
  const ws = join(tmp, name, 'work/my-repo/my-repo');
  cpSync(FIXTURE, ws, { recursive: true });
  execFileSync('git', ['init', '-q'], { cwd: ws });
  execFileSync('git', ['add', '-A'], { cwd: ws });
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-qm', 'assets'], { cwd: ws });
  return ws;
}

function player(cacheHit: boolean, calls: { uses: string; with: Record<string, string> }[]): UsesHandler {
  return (uses, withs): Record<string, string> => {
    calls.push({ uses, with: { ...withs } });
    if (uses === 'actions/cache@v4') return { 'cache-hit': cacheHit ? 'true' : 'false' };
    if (uses === 'actions/configure-pages@v5')
      return { base_path: PAGES_BASE, base_url: `https://o.github.io${PAGES_BASE}` };
    if (uses === 'actions/upload-artifact@v4') return { 'artifact-id': '2', 'artifact-url': ARTIFACT_URL };
    return {};
  };
}

async function run(
  name: string,
  actionPath: string,
  inputs: Record<string, string>,
  eventName: string,
  cacheHit: boolean,
) {
  const calls: { uses: string; with: Record<string, string> }[] = [];
  const runnerTemp = join(tmp, name, 'runner-temp');
  mkdirSync(runnerTemp, { recursive: true });
  const ws = existsSync(join(tmp, name, 'work')) ? join(tmp, name, 'work/my-repo/my-repo') : workspace(name);
  const result = await runAction({
    actionPath,
    workspace: ws,
    runnerTemp,
    inputs,
    eventName,
    // setup-node's Node first on PATH; npm from the same install; npm's cache as the runner's.
    env: {
      PATH: `${binDir}:${process.env.PATH ?? ''}`,
      HOME: process.env.HOME ?? tmp,
      npm_config_prefer_offline: 'true',
      npm_config_update_notifier: 'false',
      // a machine whose registry sits behind its own CA (this one) passes it on, as a runner would
      ...(process.env.NODE_EXTRA_CA_CERTS ? { NODE_EXTRA_CA_CERTS: process.env.NODE_EXTRA_CA_CERTS } : {}),
    },
    uses: player(cacheHit, calls),
  });
  return { result, calls, ws };
}

function step(r: ActionRun, name: RegExp) {
  const s = r.steps.find((x) => name.test(x.name));
  if (s === undefined) throw new Error(`no step ${name}`);
  return s;
}

function lockHash(actionPath: string): string {
  return createHash('sha256')
    .update(readFileSync(join(actionPath, '../package-lock.json')))
    .digest('hex');
}

function gitStatus(ws: string): string {
  return execFileSync('git', ['status', '--porcelain', '--ignored'], { cwd: ws, encoding: 'utf8' });
}

beforeAll(() => {
  tmp = mkdtempSync(join(tmpdir(), 'rp-pages-action-'));
  binDir = join(tmp, 'setup-node/bin');
  mkdirSync(binDir, { recursive: true });
  symlinkSync(join(REPO, 'node_modules/node/bin/node'), join(binDir, 'node'));
});

afterAll(() => {
  rmSync(tmp, { recursive: true, force: true });
});

describe('pages/action.yml', () => {
  it('uses only official actions besides its own steps, and every run step through bash', () => {
    const action = readAction(join(REPO, 'pages'));
    const uses = action.runs.steps.flatMap((s) => (s.uses === undefined ? [] : [s.uses]));
    expect(uses.every((u) => /^actions\/[a-z-]+@v\d+$/.test(u))).toBe(true);
    expect(action.runs.steps.filter((s) => s.run !== undefined).every((s) => s.shell === 'bash')).toBe(true);
  });

  it('on push: installs its locked production dependencies in its own checkout, builds with the Pages base path, uploads the Pages artifact', async () => {
    const actionPath = checkout('push', { prebuilt: true, modules: 'none' });
    const { result, calls, ws } = await run(
      'push',
      actionPath,
      { roots: 'global\nproject', routing: 'routing.yaml' },
      'push',
      false,
    );
    expect(result.code, result.steps.map((s) => `${s.name}: ${s.output ?? ''}`).join('\n')).toBe(0);
    const home = realpathSync(join(actionPath, '..'));
    // the cache: the action's own node_modules, keyed by its lockfile
    const cache = calls.find((c) => c.uses === 'actions/cache@v4');
    expect(cache?.with.path).toBe(join(home, 'node_modules'));
    expect(cache?.with.key).toContain(lockHash(actionPath));
    expect(cache?.with.key).toContain('-prod-');
    // a cache miss: npm ci --omit=dev ran in the checkout; nothing was compiled
    expect(step(result, /^Install/).skipped).toBe(false);
    expect(step(result, /^Compile/).skipped).toBe(true);
    expect(existsSync(join(home, 'node_modules/astro/package.json'))).toBe(true);
    expect(existsSync(join(home, 'node_modules/typescript'))).toBe(false);
    expect(existsSync(join(home, 'node_modules/vitest'))).toBe(false);
    // the site, for the base path configure-pages gave
    expect(result.outputs.mode).toBe('pages');
    expect(result.outputs.base).toBe('/my-repo/');
    expect(result.outputs['page-url']).toBe('https://o.github.io/my-repo');
    const out = result.outputs.out!;
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toContain('href="/my-repo/');
    expect(calls.find((c) => c.uses === 'actions/upload-pages-artifact@v3')?.with.path).toBe(out);
    expect(calls.some((c) => c.uses === 'actions/upload-artifact@v4')).toBe(false);
    // nothing written into the user's repository
    expect(gitStatus(ws)).toBe('');
  }, 240_000);

  it('on a pull request from a ref without build/: compiles, uploads the catalog as a workflow artifact and links it from the summary', async () => {
    const actionPath = checkout('pr', { prebuilt: false, modules: 'cached' });
    const { result, calls, ws } = await run(
      'pr',
      actionPath,
      { roots: 'global project', routing: 'routing.yaml', locale: 'en' },
      'pull_request',
      true,
    );
    expect(result.code, result.steps.map((s) => `${s.name}: ${s.output ?? ''}`).join('\n')).toBe(0);
    expect(calls.find((c) => c.uses === 'actions/cache@v4')?.with.key).toContain('-dev-');
    expect(step(result, /^Install/).skipped).toBe(true); // the cache restored node_modules
    expect(step(result, /^Compile/).skipped).toBe(false);
    expect(result.outputs.mode).toBe('artifact');
    expect(result.outputs.base).toBe('/');
    expect(calls.some((c) => c.uses === 'actions/configure-pages@v5')).toBe(false);
    expect(calls.some((c) => c.uses === 'actions/upload-pages-artifact@v3')).toBe(false);
    const upload = calls.find((c) => c.uses === 'actions/upload-artifact@v4');
    expect(upload?.with).toMatchObject({ name: 'rp-assets-catalog', path: result.outputs.out, 'retention-days': '7' });
    expect(existsSync(join(result.outputs.out!, 'index.html'))).toBe(true);
    expect(result.outputs['artifact-url']).toBe(ARTIFACT_URL);
    expect(result.summary).toContain(`[Download the catalog site](${ARTIFACT_URL})`);
    // issue 35: the build's progress in the log, its timings table (pages rendered) in the summary
    expect(step(result, /^Build/).output ?? '').toMatch(/^rp-assets site: rendering pages: \d+ pages in \d+\.\d s$/m);
    expect(result.summary).toContain('<summary>rp-assets site: pages rendered and time per phase</summary>');
    expect(result.summary).toMatch(/^ {2}rendering pages +\d+\.\d s +\d+ MiB +\d+ pages$/m);
    expect(gitStatus(ws)).toBe('');
  }, 240_000);

  it('refuses an unknown mode before it sets anything up', async () => {
    const actionPath = checkout('bad-mode', { prebuilt: true, modules: 'cached' });
    const { result, calls } = await run('bad-mode', actionPath, { mode: 'publish' }, 'push', true);
    expect(result.code).toBe(2);
    expect(step(result, /^Plan/).output).toContain(
      '::error title=rp-assets pages::mode must be auto, pages or artifact',
    );
    expect(calls).toEqual([]);
  });

  it('passes inputs as data, never as shell code', async () => {
    const actionPath = checkout('injection', { prebuilt: true, modules: 'cached' });
    const hostile = '$(touch pwned-a) `touch pwned-b` ;touch pwned-c';
    const { result, ws } = await run(
      'injection',
      actionPath,
      { roots: hostile, locale: hostile, base: '/x' },
      'push',
      true,
    );
    expect(step(result, /^Build the catalog/).skipped).toBe(false);
    expect(result.code).not.toBe(0); // no such roots: a usage error from rp-assets
    for (const dir of [ws, join(ws, '..'), join(actionPath, '..')]) {
      for (const f of ['pwned-a', 'pwned-b', ';touch', 'pwned-c']) expect(existsSync(join(dir, f))).toBe(false);
    }
  });

  it('names a working-directory that does not exist', async () => {
    const actionPath = checkout('bad-wd', { prebuilt: true, modules: 'cached' });
    const { result } = await run('bad-wd', actionPath, { 'working-directory': 'nope', base: '/x' }, 'push', true);
    expect(result.code).toBe(2);
    expect(step(result, /^Build the catalog/).output).toContain('working-directory `nope` is not a folder');
  });
});
