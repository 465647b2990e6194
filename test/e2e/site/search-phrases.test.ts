/**
 * Issue 32 point 6 in Chromium: a phrase where a Chinese sentence meets an English one (`今天。 The`)
 * fills its first page of 20, like the others, on a catalog where most documents hold its words
 * and every one of its bigrams apart. The repository is written by the test: 200 entries, sorted
 * first, hold `今天`, `天。 The` and ` The` but not the phrase; the 40 after them hold it. Bigrams
 * alone leave all 240 as candidates and the first page's budget (24 chunk files of 8 documents)
 * ends in the 200 before reaching one that holds it; the key across the change of script
 * (src/catalog/search-index/tokens.ts) leaves the 40. At 390 and 1280 px, light and dark, with axe.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../../support/temp-dirs.js';
import { axeViolations } from './audit.js';
import { launch } from './browser.js';
import { buildSite, type Built } from './build-site.js';
import { serveStatic, type StaticServer } from './static-server.js';

const PHRASE = '今天。 The';
const APART = 200;
const HOLDING = 40;

/** A repository with one world of APART + HOLDING entries (ids sort the holding ones last). */
function writeRepository(): string {
  const root = tempDir('rp-search-phrases-');
  const world = join(root, 'assets/worlds/harbour');
  mkdirSync(join(world, 'entries'), { recursive: true });
  writeFileSync(
    join(world, 'WORLD.md'),
    '---\nspec: pi-roleplay/world@1\nid: harbour\nname: Harbour\ndescription: A harbour town.\n---\n\nThe harbour.\n',
  );
  const entry = (id: string, body: string) =>
    writeFileSync(
      join(world, 'entries', `${id}.md`),
      `---\nspec: pi-roleplay/world-entry@1\nid: ${id}\nname: ${id}\nkeys: [${id}]\n---\n\n${body}\n`,
    );
  for (let i = 0; i < APART; i++)
    entry(
      `a${String(i).padStart(3, '0')}`,
      '守卫一直等到今天，从不提起。 The guard stayed at the gate.\n\n她记得冬天。 The tower fell in the night.',
    );
  for (let i = 0; i < HOLDING; i++)
    entry(`b${String(i).padStart(3, '0')}`, '守卫记得旧日的誓言，直到今天。 The guard remembers the promise.');
  return root;
}

describe('a mixed Chinese/Latin phrase on the search page', () => {
  let built: Built;
  let server: StaticServer;
  let browser: Awaited<ReturnType<typeof launch>>;
  let page: Page;

  beforeAll(async () => {
    built = await buildSite(writeRepository(), ['assets']);
    expect(built.stderr).toBe('');
    expect(built.code).toBe(0);
    server = await serveStatic(built.dir, '/');
    browser = await launch();
    page = await browser.context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    if (built) await rm(built.dir, { recursive: true, force: true });
  });

  for (const width of [390, 1280])
    for (const scheme of ['light', 'dark'] as const)
      it(`fills its first page of 20 with entries holding it (${width} px, ${scheme})`, async () => {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto(`${server.origin}/search/?q=${encodeURIComponent(PHRASE)}`);
        // done: results listed, or none yet and "Look further" offered
        await page.waitForFunction(
          () =>
            !document.getElementById('search-results')?.hasAttribute('aria-busy') &&
            (document.querySelector('#search-results li') || !document.getElementById('search-more')?.hidden),
        );
        const ids = await page
          .locator('#search-results li[data-id]')
          .evaluateAll((lis) => lis.map((li) => li.getAttribute('data-id') ?? ''));
        expect(ids).toHaveLength(20);
        expect(ids.every((id) => id.startsWith('b'))).toBe(true);
        const marks = await page.locator('#search-results li .snippet mark').allTextContents();
        expect(marks).toEqual(Array(20).fill(PHRASE));
        // 40 hold it: the first page says more may follow, and "Look further" shows the rest
        expect(await page.isVisible('#search-more')).toBe(true);
        expect(await axeViolations(page)).toEqual([]);
      });

  it('shows all 40 and no entry that holds the words apart after "Look further"', async () => {
    await page.goto(`${server.origin}/search/?q=${encodeURIComponent(PHRASE)}`);
    await page.waitForSelector('#search-results li[data-id]');
    await page.click('#search-more');
    await page.waitForFunction((n) => document.querySelectorAll('#search-results li[data-id]').length === n, HOLDING);
    const ids = await page
      .locator('#search-results li[data-id]')
      .evaluateAll((lis) => lis.map((li) => li.getAttribute('data-id') ?? ''));
    expect(new Set(ids).size).toBe(HOLDING);
    expect(ids.every((id) => id.startsWith('b'))).toBe(true);
  });
});
