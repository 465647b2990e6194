/**
 * Issue 32 point 5: `astro dev` works for the integration's users. The integration runs in Astro's
 * dev server over a copy of the bundled example with `base: '/sub/'`; Chromium checks that the
 * playground loads its data and runs (its validators' CommonJS helpers pre-bundled), that the search
 * answers under the base, that avatars from outside the project are served, and that editing an
 * asset file reloads the page with the new text.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import rpAssets, { SITE_CONFIG } from '../../../src/astro/index.js';
import { launch } from './browser.js';

const REPO = join(import.meta.dirname, '../../..');

describe('astro dev with the integration under base /sub/', () => {
  let dir: string;
  let server: { address: { port: number }; stop(): Promise<void> };
  let browser: Awaited<ReturnType<typeof launch>>;
  let page: Page;
  let origin: string;
  const errors: string[] = [];

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'rp-site-dev-'));
    for (const part of ['global', 'project', 'routing.yaml'])
      await cp(join(REPO, 'examples', part), join(dir, part), { recursive: true });
    process.env.ASTRO_TELEMETRY_DISABLED = '1';
    const { dev } = await import('astro');
    // Astro leaves its request handler out when it sees VITEST, and turns reloading off when
    // NODE_ENV is `test` (it expects to be unit-tested, not served): this test serves it as a
    // user's `astro dev` does, so it hides both for the start-up
    const { VITEST: vitest, NODE_ENV: nodeEnv } = process.env;
    delete process.env.VITEST;
    process.env.NODE_ENV = 'development';
    server = await dev({
      ...SITE_CONFIG,
      root: join(REPO, 'site'),
      configFile: false,
      base: '/sub/',
      logLevel: 'error',
      server: { host: '127.0.0.1', port: 0 },
      integrations: [rpAssets({ cwd: dir, roots: ['global', 'project'], routing: 'routing.yaml', config: false })],
    }).finally(() => Object.assign(process.env, { VITEST: vitest, NODE_ENV: nodeEnv }));
    origin = `http://127.0.0.1:${server.address.port}`;
    browser = await launch();
    page = await browser.context.newPage();
    page.on('pageerror', (e) => errors.push(e.message));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  // The dev server compiles the first page asked for and pre-bundles its dependencies then: with
  // another test file busy on the other core that took over 30 s once, so the first wait is longer.
  it('loads the playground and runs retrieval and routing', { timeout: 180_000 }, async () => {
    await page.goto(`${origin}/sub/playground/`);
    await page.locator('#pg-status.hidden').waitFor({ state: 'attached', timeout: 120_000 });
    await page.fill('#pg-messages', '星灯');
    await page.click('#pg-run');
    await page.locator('#pg-injected').waitFor({ timeout: 30_000 });
    await page.fill('#pg-content', 'hello');
    await page.click('#pg-explain');
    await page.locator('#pg-rule-ids').waitFor({ timeout: 30_000 });
    expect(await page.locator('#pg-rule-ids').textContent()).toMatch(/global/);
    expect(errors).toEqual([]);
  });

  it('answers a search under the base, with faces', async () => {
    await page.goto(`${origin}/sub/search/?q=alice`);
    const hit = page.locator('#search-results li[data-id="alice"]');
    await hit.waitFor({ timeout: 30_000 });
    const face = hit.locator('img.avatar');
    await expect
      .poll(() => face.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  it('serves the avatar from the asset folder, resized', async () => {
    await page.goto(`${origin}/sub/characters/alice/`);
    const img = page.locator('.sheet img.avatar');
    await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth)).toBe(144);
  });

  it('reloads the page with the new text when an asset file is edited', async () => {
    await page.goto(`${origin}/sub/characters/alice/`);
    expect(await page.locator('.lead').textContent()).not.toContain('刚改过');
    const file = join(dir, 'project/characters/alice/CHARACTER.md');
    // the page reloads itself (Vite's full-reload message): no navigation from the test
    await page.evaluate(() => ((window as unknown as { stale: boolean }).stale = true));
    await writeFile(file, (await readFile(file, 'utf8')).replace(/^description: .*$/m, 'description: 刚改过的描述'));
    await expect.poll(() => page.locator('.lead').textContent(), { timeout: 30_000 }).toBe('刚改过的描述');
    expect(await page.evaluate(() => 'stale' in window)).toBe(false);
    // and the search sees it too
    await page.goto(`${origin}/sub/search/?q=${encodeURIComponent('刚改过')}`);
    await page.locator('#search-results li[data-id="alice"]').waitFor({ timeout: 30_000 });
  });
});
