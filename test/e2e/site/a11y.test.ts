/**
 * Issue 32 points 3 and 4 in Chromium: every page type of the bundled example (built under
 * `--base /sub/`) at 390×844 and 1280×900, in the light and the dark scheme, with axe-core
 * (zero violations of impact moderate or worse); at 390 px the header takes at most 15 % of the
 * screen, no page scrolls sideways, every tap target is at least 24 px (or spaced as WCAG 2.5.8
 * allows), and every region that scrolls sideways is labelled and keyboard-reachable.
 */
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, phoneFacts, type AxeFinding } from './audit.js';
import { launch } from './browser.js';
import { buildSite, type Built } from './build-site.js';
import { serveStatic, type StaticServer } from './static-server.js';

const REPO = join(import.meta.dirname, '../../..');
const EXAMPLE = { cwd: join(REPO, 'examples'), args: ['global', 'project', '--routing', 'routing.yaml'] };

/** One page of each type the catalog has (paths under the base). */
export const PAGE_TYPES: Readonly<Record<string, string>> = {
  home: '',
  characters: 'characters/',
  character: 'characters/alice/',
  tag: 'characters/tags/fantasy/',
  worlds: 'worlds/',
  world: 'worlds/astra/',
  entry: 'worlds/astra/entries/gate/',
  overrides: 'overrides/',
  routing: 'routing/',
  rule: 'routing/rules/',
  scenarios: 'routing/scenarios/',
  retrieval: 'routing/retrieval/',
  diagnostics: 'diagnostics/',
  severity: 'diagnostics/warning/',
  'diagnostics-by-code': 'diagnostics/codes/asset/override/',
  codes: 'codes/',
  code: 'codes/asset/',
  playground: 'playground/',
  search: 'search/?q=alice',
};
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;
const SCHEMES = ['light', 'dark'] as const;

describe('every page type, both widths, both schemes', () => {
  let built: Built;
  let server: StaticServer;
  let browser: Awaited<ReturnType<typeof launch>>;
  let page: Page;
  const paths: Record<string, string> = {};

  beforeAll(async () => {
    built = await buildSite(EXAMPLE.cwd, [...EXAMPLE.args, '--base', '/sub/']);
    expect(built.code).toBe(0);
    server = await serveStatic(built.dir, '/sub/');
    browser = await launch();
    page = await browser.context.newPage();
    // the first rule, code page and entry of the build (their slugs come from the example's data)
    for (const [type, path] of Object.entries(PAGE_TYPES)) paths[type] = path;
    await page.goto(`${server.origin}/sub/routing/`);
    paths.rule = (await page.locator('a[href*="/routing/rules/"]').first().getAttribute('href'))!.slice('/sub/'.length);
    await page.goto(`${server.origin}/sub/codes/`);
    paths.code = (await page.locator('main a[href*="/codes/"]').first().getAttribute('href'))!.slice('/sub/'.length);
    await page.goto(`${server.origin}/sub/worlds/astra/`);
    paths.entry = (await page.locator('a[href*="/entries/"]').first().getAttribute('href'))!.slice('/sub/'.length);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    if (built) await rm(built.dir, { recursive: true, force: true });
  });

  async function open(path: string, width: number, height: number, scheme: 'light' | 'dark') {
    await page.setViewportSize({ width, height });
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(`${server.origin}/sub/${path}`);
    await page.waitForLoadState('networkidle');
    if (path.startsWith('search/')) await page.locator('#search-results li').first().waitFor();
    if (path.startsWith('playground/')) await page.locator('#pg-status.hidden').waitFor({ state: 'attached' });
  }

  for (const vp of VIEWPORTS) {
    for (const scheme of SCHEMES) {
      it(`axe finds nothing moderate or worse at ${vp.width} px, ${scheme}`, async () => {
        const failures: Record<string, AxeFinding[]> = {};
        for (const type of Object.keys(PAGE_TYPES)) {
          await open(paths[type]!, vp.width, vp.height, scheme);
          const found = await axeViolations(page);
          if (found.length) failures[type] = found;
        }
        expect(failures).toEqual({});
      });
    }
  }

  it('at 390×844 the header is at most 15 % of the screen, nothing scrolls sideways, targets are ≥ 24 px', async () => {
    const problems: Record<string, unknown> = {};
    for (const type of Object.keys(PAGE_TYPES)) {
      await open(paths[type]!, 390, 844, 'light');
      const f = await phoneFacts(page);
      const bad = {
        ...(f.header > 0.15 * 844 ? { header: f.header } : {}),
        ...(f.overflow > 0 ? { overflow: f.overflow } : {}),
        ...(f.smallTargets.length ? { smallTargets: f.smallTargets } : {}),
        ...(f.unreachableScrollers.length ? { unreachableScrollers: f.unreachableScrollers } : {}),
      };
      if (Object.keys(bad).length) problems[type] = bad;
    }
    expect(problems).toEqual({});
  });
});
