/**
 * `rp-assets preview` (issue 44): a built catalog served as GitHub Pages serves it, under the base
 * path recorded by the build, with the address printed; nothing outside the folder is served.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runPreview } from '../../../src/cli/commands/preview.js';
import { SITE_MARKER } from '../../../src/cli/site-out.js';

const root = mkdtempSync(join(tmpdir(), 'rp-preview-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function catalog(): string {
  const dir = join(root, 'site');
  const files: Record<string, string> = {
    [SITE_MARKER]: JSON.stringify({ tool: 'rp-assets', version: '0.1.0', base: '/sub/' }),
    'index.html': '<p>home</p>',
    'about.html': '<p>about</p>',
    'worlds/index.html': '<p>worlds</p>',
    '_astro/site.css': 'body{}',
    '404.html': '<p>not here</p>',
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  writeFileSync(join(root, 'secret.txt'), 'secret');
  symlinkSync(root, join(dir, 'out'));
  return dir;
}

async function preview(argv: string[]) {
  let stdout = '';
  let stderr = '';
  let stop = () => {};
  const stopped = new Promise<void>((r) => (stop = r));
  let listening: (url: string) => void = () => {};
  const address = new Promise<string>((r) => (listening = r));
  const io = {
    cwd: root,
    env: {},
    stdout: (s: string) => {
      stdout += s;
      const m = /at (http:\/\/\S+)/.exec(stdout);
      if (m) listening(m[1] as string);
    },
    stderr: (s: string) => void (stderr += s),
  };
  const done = runPreview(argv, io, () => stopped);
  return { done, address, stop, out: () => ({ stdout, stderr }) };
}

describe('rp-assets preview', () => {
  it('serves the site under its base as GitHub Pages does, and nothing outside it', async () => {
    catalog();
    const p = await preview(['site', '--port', '0']);
    const url = await p.address;
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/sub\/$/);
    const origin = new URL(url).origin;
    const get = (path: string, init: RequestInit = {}) => fetch(origin + path, { redirect: 'manual', ...init });
    try {
      const home = await get('/sub/');
      expect(home.status).toBe(200);
      expect(home.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await home.text()).toBe('<p>home</p>');
      expect((await get('/sub')).headers.get('location')).toBe('/sub/');
      expect(await (await get('/sub/about')).text()).toBe('<p>about</p>');
      expect((await get('/sub/worlds')).headers.get('location')).toBe('/sub/worlds/');
      expect(await (await get('/sub/worlds/')).text()).toBe('<p>worlds</p>');
      expect((await get('/sub/_astro/site.css')).headers.get('content-type')).toBe('text/css; charset=utf-8');
      for (const path of [
        '/sub/missing',
        '/sub/%2e%2e/secret.txt',
        '/sub/out/secret.txt',
        '/secret.txt',
        '/index.html',
      ]) {
        const r = await get(path);
        expect(r.status, path).toBe(404);
        expect(await r.text(), path).toBe('<p>not here</p>');
      }
      expect((await get('/sub/', { method: 'POST' })).status).toBe(405);
    } finally {
      p.stop();
    }
    expect(await p.done).toBe(0);
  });

  it('refuses a folder that is not a built catalog, naming the command that builds one', async () => {
    mkdirSync(join(root, 'plain'), { recursive: true });
    const p = await preview(['plain']);
    expect(await p.done).toBe(2);
    expect(p.out().stderr).toContain('rp-assets site --out plain');
  });

  it('quotes the folder in the command it suggests', async () => {
    mkdirSync(join(root, 'my site; rm -rf x'), { recursive: true });
    const p = await preview(['my site; rm -rf x']);
    expect(await p.done).toBe(2);
    expect(p.out().stderr).toContain("rp-assets site --out 'my site; rm -rf x'");
  });
});
