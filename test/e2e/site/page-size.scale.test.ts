/**
 * Issue 18, "pages that stay small": with 100,000 entries and 10,000 findings no page of the
 * catalog is over 500 KB of HTML. The generated catalog (large-catalog.ts) goes to the real
 * integration, which builds every page that lists many things (world pages, the diagnostics lists
 * and their filters, the code pages); entry and character pages, one object each, are left out of
 * the catalog to keep the build short. Written to /dev/shm when there is one (a build of ~1,600
 * pages), under `--base /sub/`. The same build, served, checks the pagers and the filters in Chromium.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import rpAssets, { SITE_CONFIG } from '../../../src/astro/index.js';
import { launch } from './browser.js';
import { ISSUE_18_SIZE, largeCatalog, TAGS } from './large-catalog.js';
import { serveStatic, type StaticServer } from './static-server.js';

const REPO = join(import.meta.dirname, '../../..');
const LIMIT = 500 * 1024;
const TYPES = join(REPO, '.astro');

let work: string;
let out: string;
let typesBefore = true;
const sizes = new Map<string, number>();

async function read(page: string): Promise<string> {
  return readFile(join(out, page), 'utf8');
}

beforeAll(async () => {
  typesBefore = existsSync(TYPES);
  work = await mkdtemp(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'rp-page-size-'));
  const project = join(work, 'project');
  await mkdir(join(project, 'src/pages'), { recursive: true });
  out = join(project, 'dist');
  const { build } = await import('astro');
  const cwd = process.cwd();
  process.chdir(project); // Astro keeps its prerender chunks inside the working directory
  try {
    await build({
      ...SITE_CONFIG,
      root: REPO, // the site's files must be inside the root (see components.test.ts)
      srcDir: join(project, 'src'),
      publicDir: join(project, 'public'),
      cacheDir: join(project, 'cache'),
      outDir: out,
      configFile: false,
      base: '/sub/',
      logLevel: 'warn',
      integrations: [rpAssets({ catalog: Promise.resolve(largeCatalog()) })],
      vite: { environments: { prerender: { resolve: { noExternal: true } } } },
    });
  } finally {
    process.chdir(cwd);
  }
  for (const f of await readdir(out, { recursive: true })) {
    if (f.endsWith('.html')) sizes.set(f, (await stat(join(out, f))).size);
  }
}, 900_000);

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
  if (!typesBefore) await rm(TYPES, { recursive: true, force: true });
});

/** The kind of a page, from its path (a list's pages are one kind): `characters/<slug>/`, `diagnostics/<severity>/`, … */
function kindOf(file: string): string {
  return file
    .replace(/\/index\.html$/, '/')
    .replace(/(^|\/)\d+\/$/, '$1')
    .replace(/^diagnostics\/codes\/[^/]+\/[^/]+\//, 'diagnostics/codes/<code>/')
    .replace(/^codes\/[^/]+\/[^/]+\/$/, 'codes/<code>/')
    .replace(/^diagnostics\/(error|warning|hint)\//, 'diagnostics/<severity>/')
    .replace(/^characters\/tags\/[^/]+\//, 'characters/tags/<tag>/')
    .replace(/^(characters|worlds)\/(?!tags\/)[^/]+\/(?!entries\/)/, '$1/<slug>/')
    .replace(/^worlds\/<slug>\/entries\/[^/]+\//, 'worlds/<slug>/entries/<slug>/')
    .replace(/^routing\/rules\/[^/]+\//, 'routing/rules/<slug>/');
}

describe('the catalog at 100,000 entries and 10,000 findings', () => {
  it('has no page over 500 KB of HTML', () => {
    const sorted = [...sizes].sort((a, b) => b[1] - a[1]);
    const largest = new Map<string, [string, number]>();
    for (const [f, n] of sorted) if (!largest.has(kindOf(f))) largest.set(kindOf(f), [f, n]);
    const lines = [...largest.values()].map(([f, n]) => `  ${f} ${(n / 1024).toFixed(1)} KB`);
    console.info(`page size: ${sizes.size} pages; the largest of each kind:\n${lines.join('\n')}`);
    // every kind of page that lists many things is in the build
    for (const page of [
      'index.html',
      'characters/index.html',
      'characters/character-00000/index.html',
      'worlds/index.html',
      'worlds/w0/index.html',
      'overrides/index.html',
      'overrides/2/index.html',
      'routing/index.html',
      'routing/2/index.html',
      'routing/scenarios/index.html',
      'characters/2/index.html',
      'routing/rules/' + (largeCatalog().catalog.routing?.rules[0]?.slug ?? '') + '/index.html',
      'diagnostics/index.html',
      'codes/index.html',
    ])
      expect(sizes.has(page), page).toBe(true);
    // one list per tag, each with its pages (30 tags on 4,000 characters: about 270 each)
    const tagLists = [...sizes.keys()].filter((f) => /^characters\/tags\/[^/]+\/index\.html$/.test(f));
    expect(tagLists).toHaveLength(TAGS.length);
    expect([...sizes.keys()].some((f) => /^characters\/tags\/[^/]+\/3\/index\.html$/.test(f))).toBe(true);
    const over = sorted.filter(([, n]) => n > LIMIT).map(([f, n]) => `${f} ${(n / 1024).toFixed(1)} KB`);
    expect(over).toEqual([]);
  });

  it('still lists every entry of the largest world, once, across its pages', async () => {
    const pages = [...sizes.keys()].filter((f) => /^worlds\/w0\/(\d+\/)?index\.html$/.test(f));
    const ids: string[] = [];
    for (const p of pages) ids.push(...[...(await read(p)).matchAll(/data-entry="([^"]+)"/g)].map((m) => m[1] ?? ''));
    expect(ids).toHaveLength(ISSUE_18_SIZE.worlds[0] ?? 0);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('still lists every rule, character, world and override, once, across the pages of its list', async () => {
    const { catalog } = largeCatalog();
    const across = async (list: RegExp, item: RegExp): Promise<string[]> => {
      const found: string[] = [];
      for (const p of [...sizes.keys()].filter((f) => list.test(f)))
        found.push(...[...(await read(p)).matchAll(item)].map((m) => m[1] ?? ''));
      return found.sort();
    };
    const sorted = (xs: readonly string[]) => [...xs].sort();
    expect(await across(/^routing\/(\d+\/)?index\.html$/, /<tr id="rule-[^"]+"[^>]* data-rule="([^"]+)"/g)).toEqual(
      sorted((catalog.routing?.rules ?? []).map((r) => r.id)),
    );
    expect(await across(/^characters\/(\d+\/)?index\.html$/, /data-character="([^"]+)"/g)).toEqual(
      sorted(catalog.characters.map((c) => c.id)),
    );
    const tagged = catalog.characters.filter((c) => c.tags.includes(TAGS[3] ?? '')).map((c) => c.id);
    const tagList = [...sizes.keys()].find((f) =>
      (f.match(/^characters\/tags\/([^/]+)\/index\.html$/) ?? [])[1]?.startsWith('3-'),
    );
    const tagDir = tagList?.replace(/index\.html$/, '') ?? 'missing';
    expect(await across(new RegExp(`^${tagDir}(\\d+/)?index\\.html$`), /data-character="([^"]+)"/g)).toEqual(
      sorted(tagged),
    );
    expect(
      await across(/^worlds\/(\d+\/)?index\.html$/, /<h2 class="card-title"><a href="\/sub\/worlds\/([^/]+)\/"/g),
    ).toEqual(sorted(catalog.worlds.map((w) => w.slug)));
    expect(await across(/^overrides\/(\d+\/)?index\.html$/, /<section class="card" id="([^"]+)"/g)).toEqual(
      sorted(catalog.overrides.map((o) => `${o.kind}-${o.id}`)),
    );
    const scenarios = await across(
      /^routing\/scenarios\/(\d+\/)?index\.html$/,
      /<tr (?:class="flag" )?data-pass="(\w+)"/g,
    );
    expect(scenarios).toHaveLength(catalog.routing?.scenarios?.length ?? -1);
  });

  it("links a rule's page to its row on the right page of routing/", async () => {
    const rule = largeCatalog().catalog.routing?.rules[1234];
    const html = await read(`routing/rules/${rule?.slug ?? ''}/index.html`);
    const href = html.match(/<p class="muted"><a href="([^"]+)"/)?.[1] ?? '';
    expect(href).toBe(`/sub/routing/13/#rule-${rule?.slug ?? ''}`);
    expect(await read('routing/13/index.html')).toContain(`<tr id="rule-${rule?.slug ?? ''}"`);
  });

  it('finds characters with the search, which sees all of them', async () => {
    const html = await read('characters/5/index.html');
    expect(html).toMatch(/<form[^>]* id="char-search"[^>]* action="\/sub\/search\/"/);
    expect(html).toContain('<input type="hidden" name="kind" value="character">');
  });

  it('still lists every finding, once, across the pages of /diagnostics/', async () => {
    const pages = [...sizes.keys()].filter((f) => /^diagnostics\/(\d+\/)?index\.html$/.test(f));
    let count = 0;
    for (const p of pages) count += (await read(p)).split('<section class="diag"').length - 1;
    expect(count).toBe(ISSUE_18_SIZE.findings);
  });
});

describe('the pagers and filters, in Chromium', () => {
  let server: StaticServer;
  let browser: Awaited<ReturnType<typeof launch>>;
  let page: Page;
  const sub = (path: string) => `${server.origin}/sub/${path}`;

  beforeAll(async () => {
    server = await serveStatic(out, '/sub/');
    browser = await launch();
    page = await browser.context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it("walks a world's pages by next, with rel links, numbers and stable URLs", async () => {
    const last = Math.ceil((ISSUE_18_SIZE.worlds[0] ?? 0) / 100);
    await page.goto(sub('worlds/w0/'));
    expect(await page.locator('head link[rel=next]').getAttribute('href')).toBe('/sub/worlds/w0/2/');
    expect(await page.locator('head link[rel=prev]').count()).toBe(0);
    expect(await page.locator('#entries tbody tr').count()).toBe(100);
    expect(await page.locator('dl.facts').count()).toBe(1);
    const links = await page.$$eval('main > nav.pager:first-of-type :is(a, span)', (els) =>
      els.map((a) => [a.textContent?.trim() ?? '', a.getAttribute('href'), a.getAttribute('aria-current')]),
    );
    expect(links).toContainEqual(['1', null, 'page']);
    expect(links).toContainEqual([String(last), `/sub/worlds/w0/${last}/`, null]);
    await page.click('main > nav.pager >> nth=0 >> a[rel=next]');
    expect(page.url()).toBe(sub('worlds/w0/2/'));
    await page.screenshot({ path: '/tmp/rp-site-world-page-2.png' });
    expect(await page.locator('#entries tbody tr:first-child td.num').first().textContent()).toBe('101');
    expect(await page.locator('head link[rel=prev]').getAttribute('href')).toBe('/sub/worlds/w0/');
    expect(await page.locator('dl.facts').count()).toBe(0); // the world's facts are on page 1 only
    await page.goto(sub(`worlds/w0/${last}/`));
    expect(await page.locator('head link[rel=next]').count()).toBe(0);
    expect(await page.locator(`#entries tbody tr:last-child td.num`).first().textContent()).toBe(
      String(ISSUE_18_SIZE.worlds[0]),
    );
  });

  it("links the rest of a file's findings from its page to the file filter", async () => {
    await page.goto(sub('worlds/w0/'));
    expect(await page.locator('section.diag').count()).toBe(50);
    await page.click('p.more a');
    expect(new URL(page.url()).searchParams.get('file')).toBe('worlds/w0/world.md');
    await page.waitForSelector('#file-matches li');
    // one file, all its findings, from the page of /diagnostics/ where they start
    const onWorld = ISSUE_18_SIZE.findings / 10;
    const first = ISSUE_18_SIZE.findings - onWorld;
    expect(await page.locator('#file-matches li').count()).toBe(1);
    expect(await page.locator('#file-matches li').textContent()).toBe(`worlds/w0/world.md (${onWorld})`);
    expect(await page.locator('#file-matches a').getAttribute('href')).toBe(
      `/sub/diagnostics/${Math.floor(first / 50) + 1}/#d-${first}`,
    );
  });

  it('filters /diagnostics/ by file or folder across all its pages', async () => {
    // folder-0003 holds findings 150..199: the first one is on page 4 (50 a page)
    await page.goto(`${sub('diagnostics/')}?file=${encodeURIComponent('/folder-0003/')}`);
    await page.waitForSelector('#file-matches li');
    expect(await page.locator('#file-matches li').count()).toBe(50);
    const first = await page.locator('#file-matches li a').first().getAttribute('href');
    expect(first).toBe('/sub/diagnostics/4/#d-150');
    await page.click('#file-matches li a >> nth=0');
    expect(page.url()).toBe(sub('diagnostics/4/#d-150'));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${sub('diagnostics/')}?file=${encodeURIComponent('/folder-0003/')}`);
    await page.waitForSelector('#file-matches li');
    await page.screenshot({ path: '/tmp/rp-site-diagnostics-390.png' });
    await page.goto(sub('diagnostics/4/#d-150'));
    await page.setViewportSize({ width: 1280, height: 720 });
    expect(await page.locator('#d-150 a.mono').textContent()).toContain('/folder-0003/');
    // typed into the form: the URL follows, and nothing matches a path no file has
    await page.fill('#file-filter-input', 'no-such-folder/');
    await page.click('#file-filter button');
    await page.waitForSelector('#file-results:not([hidden]) p.muted');
    expect(new URL(page.url()).searchParams.get('file')).toBe('no-such-folder/');
    expect(await page.locator('#file-matches').count()).toBe(0);
  });

  it('lists one severity and one code on pages of their own, with the counts on every page', async () => {
    const catalog = largeCatalog().catalog;
    const warnings = catalog.diagnostics.filter((d) => d.severity === 'warning').length;
    await page.goto(sub('diagnostics/'));
    expect(await page.locator('nav.facets a.sev-warning').textContent()).toContain(`(${warnings})`);
    await page.click('nav.facets a.sev-warning');
    expect(page.url()).toBe(sub('diagnostics/warning/'));
    expect(await page.locator('nav.facets a[aria-current=page]').getAttribute('href')).toBe(
      '/sub/diagnostics/warning/',
    );
    const badges = await page.$$eval('section.diag .badge', (bs) => bs.map((b) => b.className));
    expect(badges.length).toBe(Math.min(50, warnings));
    expect(new Set(badges)).toEqual(new Set(['badge warning']));
    // a code: its count, its list, only its findings
    const code = catalog.diagnostics[0]?.code ?? '';
    const count = catalog.diagnostics.filter((d) => d.code === code).length;
    const [area, slug] = code.split('.');
    const link = page.locator(`#code-facets a[href="/sub/diagnostics/codes/${area}/${slug}/"]`);
    expect(await link.locator('xpath=..').textContent()).toContain(`(${count})`);
    await page.goto(sub(`diagnostics/codes/${area}/${slug}/`));
    const codes = await page.$$eval('section.diag p:first-child code', (cs) => cs.map((c) => c.textContent));
    expect(codes.length).toBe(Math.min(50, count));
    expect(new Set(codes)).toEqual(new Set([code]));
    // the page that used to hold every severity sends its old anchors to the new lists
    await page.goto(sub('diagnostics/#hint'));
    await page.waitForURL(sub('diagnostics/hint/'));
  });

  it('keeps the file index small', async () => {
    const bytes = (await stat(join(out, 'data/diagnostics-files.json'))).size;
    console.info(
      `page size: data/diagnostics-files.json ${(bytes / 1024).toFixed(1)} KB for ${ISSUE_18_SIZE.findings} findings`,
    );
    expect(bytes).toBeLessThan(1024 * 1024);
  });
});
