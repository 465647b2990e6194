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
/** The bundled example with its config (routing and retrieval scenarios, so every page type exists). */
const EXAMPLE = { cwd: join(REPO, 'examples'), args: ['--config', 'rp-assets.config.yaml'] };

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

describe('every page type, both widths, both schemes, both locales', () => {
  const builds: Partial<Record<'zh-CN' | 'en', { built: Built; server: StaticServer }>> = {};
  let browser: Awaited<ReturnType<typeof launch>>;
  let page: Page;
  const paths: Record<string, string> = { ...PAGE_TYPES };

  beforeAll(async () => {
    for (const locale of ['zh-CN', 'en'] as const) {
      const built = await buildSite(EXAMPLE.cwd, [...EXAMPLE.args, '--locale', locale, '--base', '/sub/']);
      expect(built.stderr).toBe('');
      expect(built.code).toBe(0);
      builds[locale] = { built, server: await serveStatic(built.dir, '/sub/') };
    }
    browser = await launch();
    page = await browser.context.newPage();
    // the first rule, code page and entry of the build (their slugs come from the example's data)
    const origin = builds['zh-CN']!.server.origin;
    const first = async (list: string, selector: string) => {
      await page.goto(`${origin}/sub/${list}`);
      return (await page.locator(selector).first().getAttribute('href'))!.slice('/sub/'.length);
    };
    paths.rule = await first('routing/', 'main a[href*="/routing/rules/"]');
    paths.code = await first('codes/', 'main a[href*="/codes/"]');
    paths.entry = await first('worlds/astra/', 'main a[href*="/entries/"]');
  });
  afterAll(async () => {
    await browser?.close();
    for (const b of Object.values(builds)) {
      await b.server.close();
      await rm(b.built.dir, { recursive: true, force: true });
    }
  });

  async function open(locale: 'zh-CN' | 'en', path: string, width: number, height: number, scheme: 'light' | 'dark') {
    await page.setViewportSize({ width, height });
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(`${builds[locale]!.server.origin}/sub/${path}`);
    await page.waitForLoadState('networkidle');
    if (path.startsWith('search/')) await page.locator('#search-results li').first().waitFor();
    if (path.startsWith('playground/')) await page.locator('#pg-status.hidden').waitFor({ state: 'attached' });
  }

  const runs = [
    ...VIEWPORTS.flatMap((vp) => SCHEMES.map((scheme) => ({ locale: 'zh-CN' as const, vp, scheme }))),
    ...SCHEMES.map((scheme) => ({ locale: 'en' as const, vp: VIEWPORTS[0], scheme })),
  ];
  for (const { locale, vp, scheme } of runs) {
    it(`axe finds nothing moderate or worse (${locale}, ${vp.width} px, ${scheme})`, async () => {
      const failures: Record<string, AxeFinding[]> = {};
      for (const type of Object.keys(PAGE_TYPES)) {
        await open(locale, paths[type]!, vp.width, vp.height, scheme);
        const found = await axeViolations(page);
        if (found.length) failures[type] = found;
      }
      expect(failures).toEqual({});
    });
  }

  for (const locale of ['zh-CN', 'en'] as const) {
    it(`at 390×844 (${locale}) the header is at most 15 % of the screen, nothing scrolls sideways, targets are ≥ 24 px`, async () => {
      const problems: Record<string, unknown> = {};
      for (const type of Object.keys(PAGE_TYPES)) {
        await open(locale, paths[type]!, 390, 844, 'light');
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
  }

  it('the phone menu opens and closes with its button, and says so (aria-expanded)', async () => {
    await open('en', '', 390, 844, 'light');
    const nav = page.locator('#site-nav');
    expect(await nav.isVisible()).toBe(false);
    await page.click('#menu-toggle');
    expect(await page.locator('#menu-toggle').getAttribute('aria-expanded')).toBe('true');
    expect(await nav.locator('a').count()).toBe(8);
    for (const a of await nav.locator('a').all()) {
      const box = (await a.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(24);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    await page.click('#menu-toggle');
    expect(await nav.isVisible()).toBe(false);
    // at 1280 px the links are in the header, with no menu button
    await open('en', '', 1280, 900, 'light');
    expect(await page.locator('#menu-toggle').isVisible()).toBe(false);
    expect(await nav.isVisible()).toBe(true);
  });
});
