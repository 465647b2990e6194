/**
 * The catalog site in Chromium: built once per describe with the real `rp-assets site` command and
 * served by a static server (never `astro dev`). The bundled example (examples/) is built under
 * `--base /sub/`, so every navigation also proves base-aware links.
 */
import { readdir, readFile, rm } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { parse } from 'yaml';
import type { PlaygroundIndex } from '../../../src/catalog/playground.js';
import { run as runExplain } from '../../../src/cli/commands/explain.js';
import { run as runRetrieve } from '../../../src/cli/commands/retrieve.js';
import { launch } from './browser.js';
import { loadAssets } from '../../../src/assets/index.js';
import {
  decodeBase64Text,
  exportCard,
  exportWorldInfo,
  readPngChunks,
  readTextChunk,
} from '../../../src/bridge/index.js';
import { cwdFileSystem } from '../../../src/common/cwd-fs.js';
import { nodeFileSystem } from '../../../src/node/node-fs.js';
import { buildSite, type Built } from './build-site.js';
import { serveStatic, type StaticServer } from './static-server.js';

const REPO = join(import.meta.dirname, '../../..');
const EXAMPLE = { cwd: join(REPO, 'examples'), args: ['global', 'project', '--routing', 'routing.yaml'] };
const HOSTILE = { cwd: join(REPO, 'test/fixtures/site/hostile'), args: ['root', '--routing', 'routing.yaml'] };

async function htmlFiles(dir: string): Promise<string[]> {
  return (await readdir(dir, { recursive: true })).filter((f) => f.endsWith('.html')).sort();
}

/** Every href on the page that is not external, a fragment or mailto. */
async function internalHrefs(page: Page): Promise<string[]> {
  return page.$$eval('a[href]', (as) =>
    as.map((a) => a.getAttribute('href') ?? '').filter((h) => !/^(https?:|mailto:|#)/.test(h)),
  );
}

describe('the example catalog under --base /sub/', () => {
  let built: Built;
  let server: StaticServer;
  let browser: Awaited<ReturnType<typeof launch>>;
  let page: Page;
  const visited = new Set<string>();
  const seenHrefs = new Set<string>();

  beforeAll(async () => {
    built = await buildSite(EXAMPLE.cwd, [...EXAMPLE.args, '--base', '/sub/']);
    expect(built.stderr).toBe('');
    expect(built.code).toBe(0);
    server = await serveStatic(built.dir, '/sub/');
    browser = await launch();
    page = await browser.context.newPage();
    page.on('load', () => {
      visited.add(page.url());
      void internalHrefs(page).then(
        (hs) => hs.forEach((h) => seenHrefs.add(h)),
        () => undefined,
      );
    });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    if (built) await rm(built.dir, { recursive: true, force: true });
  });

  it('reports the number of pages it wrote', async () => {
    const files = await readdir(built.dir, { recursive: true });
    const html = files.filter((f) => f.endsWith('.html')).length;
    expect(html).toBeGreaterThan(100);
    expect(built.stdout).toMatch(new RegExp(`^Built ${html} pages into `));
  });

  it('navigates home -> character -> world -> entry -> routing -> playground', async () => {
    await page.goto(`${server.origin}/sub/`);
    await expect(page.locator('h1').textContent()).resolves.toBeTruthy();
    await page.click('nav a[href="/sub/characters/"]');
    await page.click('#char-list > li .card-title a');
    await expect(page.locator('#world-status').textContent()).resolves.toMatch(/✓/);
    expect(await page.locator('#budgets tbody tr').count()).toBe(10);
    await page.screenshot({ path: '/tmp/rp-site-character.png', fullPage: true });

    await page.click('#world-status a');
    await page.waitForURL('**/worlds/**');
    await page.waitForLoadState('load');
    expect(page.url()).toMatch(/\/sub\/worlds\/[^/]+\/$/);
    const rows = await page.locator('#entries tbody tr').count();
    expect(rows).toBeGreaterThan(0);

    await page.click('#entries tbody tr a');
    expect(page.url()).toMatch(/\/sub\/worlds\/[^/]+\/entries\/[^/]+\/$/);
    expect(await page.locator('article.body').count()).toBe(1);
    // the entry's page links back to its row on the world's page of entries
    const row = await page.locator('main > p.muted a').nth(1).getAttribute('href');
    expect(row).toMatch(/^\/sub\/worlds\/[^/]+\/(\d+\/)?#entry-[a-z0-9_-]+$/);
    await page.goto(server.origin + (row ?? ''));
    expect(await page.locator(`#entries tbody tr[id="${row?.split('#')[1] ?? ''}"]`).count()).toBe(1);

    await page.click('nav a[href="/sub/routing/"]');
    expect(await page.locator('#rules tbody tr').count()).toBeGreaterThan(0);
    expect(await page.locator('#matrix tbody tr').count()).toBeGreaterThan(0);

    await page.click('nav a[href="/sub/playground/"]');
    await page.waitForSelector('#pg-status.hidden', { state: 'attached' });
  });

  it('downloads each card assembled in the browser, equal to `rp-assets export` (JSON, and PNG with V3 and V2)', async () => {
    const graph = await loadAssets({ roots: ['global', 'project'] }, cwdFileSystem(nodeFileSystem(), EXAMPLE.cwd));
    const character = graph.characters.find((c) => c.id === 'mira');
    expect(character).toBeDefined();
    await page.goto(`${server.origin}/sub/characters/`);
    await page.click(`#char-list a:has-text("${character?.name ?? ''}")`);
    // the download script runs once the page has loaded; a click before it saves the plain file
    await page.waitForLoadState('load');
    const save = async (format: string): Promise<Uint8Array> => {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.click(`#downloads a[data-format="${format}"]`),
      ]);
      return new Uint8Array(await readFile((await download.path()) as string));
    };
    const json = JSON.parse(new TextDecoder().decode(await save('json'))) as unknown;
    expect(json).toEqual(exportCard(graph, 'mira', 'ccv3'));
    const chunks = readPngChunks(await save('png')).map(readTextChunk);
    const card = (keyword: string) =>
      JSON.parse(decodeBase64Text(chunks.find((t) => t?.keyword === keyword)?.text ?? '', keyword)) as unknown;
    expect(card('ccv3')).toEqual(exportCard(graph, 'mira', 'ccv3'));
    expect(card('chara')).toEqual(exportCard(graph, 'mira', 'ccv2'));
    // and a world's World Info, on its page
    await page.click('#world-status a');
    await page.waitForURL('**/worlds/**');
    await page.waitForLoadState('load');
    const world = JSON.parse(new TextDecoder().decode(await save('world-info'))) as unknown;
    expect(world).toEqual(exportWorldInfo(graph, 'orbit'));
  });

  it('finds characters through the search and lists each tag on a page of its own', async () => {
    await page.goto(`${server.origin}/sub/characters/`);
    await page.fill('#char-filter', 'kai');
    await page.click('#char-search button');
    await page.waitForSelector('#search-results li[data-kind=character]');
    expect(new URL(page.url()).searchParams.get('kind')).toBe('character');
    expect(await page.locator('#search-results li:not([data-kind=character])').count()).toBe(0);
    expect(await page.locator('#search-results li[data-kind=character][data-id=kai]').count()).toBeGreaterThan(0);
    // the tag `fantasy` (alice and kai): its list from the characters page and from a character's page
    await page.goto(`${server.origin}/sub/characters/`);
    await page.click('#tag-facets a:text-is("fantasy (2)")');
    expect(page.url()).toBe(`${server.origin}/sub/characters/tags/fantasy/`);
    const ids = await page.$$eval('#char-list > li', (lis) => lis.map((li) => li.dataset.character));
    expect(ids.sort()).toEqual(['alice', 'kai']);
    await page.goto(`${server.origin}/sub/characters/kai/`);
    await page.click('a.tag-link:has-text("traveller")');
    expect(page.url()).toBe(`${server.origin}/sub/characters/tags/traveller/`);
    expect(await page.locator('#char-list > li').count()).toBe(1);
  });

  it('shows the retrieval scenario results beside the routing scenarios', async () => {
    const scenarios = parse(await readFile(join(REPO, 'examples/retrieval.tests.yaml'), 'utf8')) as {
      name: string;
    }[];
    await page.goto(`${server.origin}/sub/routing/`);
    expect(await page.locator('#scenarios').count()).toBe(1);
    const rows = await page.$$eval('#retrieval-scenarios tbody tr', (trs) =>
      trs.map((tr) => [tr.getAttribute('data-scenario'), tr.getAttribute('data-pass'), tr.textContent ?? '']),
    );
    expect(rows.map(([name, pass]) => [name, pass])).toEqual(scenarios.map((s) => [s.name, 'true']));
    expect(rows.every(([name, , text]) => text?.includes(name ?? '\u0000') && text.includes('✓'))).toBe(true);
    // the injected entries link to their pages under the base
    const links = await page.$$eval('#retrieval-scenarios tbody a', (as) => as.map((a) => a.getAttribute('href')));
    expect(links.length).toBeGreaterThan(0);
    expect(links.every((h) => h?.startsWith('/sub/'))).toBe(true);
  });

  /** The CLI in-process in examples/ (its config found there), its JSON output parsed. */
  async function cli(command: typeof runRetrieve, args: readonly string[]): Promise<Record<string, unknown>> {
    let stdout = '';
    const code = await command(args, { cwd: EXAMPLE.cwd, env: {}, stdout: (s) => (stdout += s), stderr: () => {} });
    expect(code).toBe(0);
    return JSON.parse(stdout) as Record<string, unknown>;
  }

  it('loads a script of at most 120 KB gzip-compressed and no JSON Schema compiler', async () => {
    const html = await readFile(join(built.dir, 'playground/index.html'), 'utf8');
    const seen = new Set<string>();
    const queue = [...html.matchAll(/\/sub\/(_astro\/[^"']+\.js)/g)].map((m) => m[1] ?? '');
    let gzip = 0;
    let brotli = 0;
    while (queue.length > 0) {
      const file = queue.pop() ?? '';
      if (seen.has(file)) continue;
      seen.add(file);
      const code = await readFile(join(built.dir, file));
      gzip += gzipSync(code, { level: 9 }).length;
      brotli += brotliCompressSync(code).length;
      expect(code.toString()).not.toMatch(/new Ajv|compileSchema|json-schema-traverse/);
      for (const m of code.toString().matchAll(/from"\.\/([^"]+\.js)"|import\("\.\/([^"]+\.js)"\)/g))
        queue.push(`_astro/${m[1] ?? m[2] ?? ''}`);
    }
    expect(seen.size).toBeGreaterThan(0);
    console.log(`playground script: ${[...seen].join(', ')}: gzip ${gzip} B, brotli ${brotli} B`);
    expect(gzip).toBeLessThanOrEqual(120 * 1024);
  });

  it('retrieves in the playground exactly what `rp-assets retrieve` prints, fetching only the chosen character’s files', async () => {
    const index = (await (await fetch(`${server.origin}/sub/data/playground/index.json`)).json()) as PlaygroundIndex;
    const scenarios = parse(await readFile(join(REPO, 'examples/retrieval.tests.yaml'), 'utf8')) as {
      character: string;
      messages: string[];
    }[];
    const runs = [
      ...scenarios.map((s) => [s.character, s.messages] as const),
      ...index.characters.flatMap((c) => [[c.id, ['王都 守卫 皇宫 orbit station']] as const, [c.id, ['…']] as const]),
    ];
    expect(runs.length).toBeGreaterThan(scenarios.length);
    const fetched: string[] = [];
    const onRequest = (r: { url(): string }) => fetched.push(r.url());
    page.on('request', onRequest);
    await page.goto(`${server.origin}/sub/playground/`);
    await page.waitForSelector('#pg-status.hidden', { state: 'attached' });
    let injected = 0;
    for (const [character, messages] of runs) {
      await page.selectOption('#pg-character', character);
      await page.fill('#pg-messages', messages.join('\n'));
      await page.evaluate(() => document.getElementById('pg-retrieval-out')?.replaceChildren());
      await page.click('#pg-run');
      await page.waitForSelector('#pg-retrieval-json', { state: 'attached' });
      const shown = JSON.parse((await page.locator('#pg-retrieval-json').textContent()) ?? '') as Record<
        string,
        unknown
      >;
      const printed = await cli(runRetrieve, ['--character', character, ...messages.flatMap((m) => ['--message', m])]);
      const codes = (ds: unknown) => (ds as { code: string }[]).map((d) => d.code);
      expect(codes(shown['diagnostics'])).toEqual(codes(printed['diagnostics']));
      const { version, diagnostics: _p, ...cliResult } = printed;
      const { diagnostics: _s, ...pageResult } = shown;
      expect(version).toBe(1);
      // the real-token figures are the CLI's alone: the playground ships no tokenizer (docs/site.md)
      expect(pageResult).toEqual(withoutRealTokens(cliResult));
      injected += (shown['injected'] as unknown[]).length;
    }
    expect(injected).toBeGreaterThan(0);
    page.off('request', onRequest);
    const data = fetched.filter((u) => u.includes('/data/')).map((u) => new URL(u).pathname);
    expect(data.every((u) => u.startsWith('/sub/data/playground/'))).toBe(true);
    expect(data).toContain('/sub/data/playground/index.json');
    expect(data.some((u) => u.includes('/characters/'))).toBe(true);
    expect(data.some((u) => u.includes('/worlds/'))).toBe(true);
  });

  it('explains routing inputs in the playground exactly as `rp-assets explain` does', async () => {
    const index = (await (await fetch(`${server.origin}/sub/data/playground/index.json`)).json()) as PlaygroundIndex;
    expect(index.routing).not.toBeNull();
    const scenarios = parse(await readFile(join(REPO, 'examples/routing.tests.yaml'), 'utf8')) as {
      input: Record<string, unknown>;
    }[];
    // the representative inputs shown on the rule pages
    await page.goto(`${server.origin}/sub/routing/`);
    const ruleLinks = await page.$$eval('#rules tbody tr td:nth-child(2) a', (as) =>
      as.map((a) => a.getAttribute('href') ?? ''),
    );
    const representative: Record<string, unknown>[] = [];
    for (const href of ruleLinks) {
      await page.goto(server.origin + href);
      if ((await page.locator('#representative-input').count()) === 0) continue;
      representative.push(JSON.parse((await page.locator('#representative-input').textContent()) ?? '{}'));
    }
    expect(representative.length).toBeGreaterThan(0);
    const inputs = [...scenarios.map((s) => s.input), ...representative];
    await page.goto(`${server.origin}/sub/playground/`);
    await page.waitForSelector('#pg-status.hidden', { state: 'attached' });
    for (const input of inputs) {
      await page.evaluate(() => (document.getElementById('pg-routing-form') as HTMLFormElement).reset());
      // what the form sends: the fields given, and `content` always (empty when not given)
      const sent: Record<string, unknown> = { content: '' };
      for (const [k, v] of Object.entries(input)) {
        if (typeof v === 'boolean') {
          if (v) await page.check(`#pg-${k}`);
          if (v) sent[k] = true;
        } else if (k === 'custom') {
          await page.fill('#pg-custom', JSON.stringify(v));
          sent[k] = v;
        } else if (String(v) !== '' || k === 'content') {
          await page.fill(`#pg-${k}`, String(v));
          sent[k] = String(v);
        }
      }
      await page.evaluate(() => document.getElementById('pg-routing-out')?.replaceChildren());
      await page.click('#pg-explain');
      await page.waitForSelector('#pg-explain-json', { state: 'attached' });
      const shown = JSON.parse((await page.locator('#pg-explain-json').textContent()) ?? '') as unknown;
      expect(shown).toEqual(await cli(runExplain, ['--input', JSON.stringify(sent)]));
    }
  });

  it('finds an exact Chinese phrase from an entry body, ranks that entry first, highlights it, filters by kind', async () => {
    // the documents as the index ships them (body chunks: kind, id, title, href, context, body)
    const dir = join(built.dir, 'data/search/d');
    const rows = (
      await Promise.all(
        (await readdir(dir)).map(async (f) => JSON.parse(await readFile(join(dir, f), 'utf8')) as string[][]),
      )
    ).flat();
    const entry = rows.find((r) => r[0] === 'entry' && /[\u4e00-\u9fff]{6}/.test(r[5] ?? ''));
    expect(entry).toBeDefined();
    const phrase = /[\u4e00-\u9fff]{6}/.exec(entry?.[5] ?? '')?.[0] ?? '';
    const owners = rows.filter((r) => r[0] === 'entry' && (r[5] ?? '').includes(phrase)).map((r) => r[1]);
    const fetched: string[] = [];
    const onRequest = (r: { url(): string }) => fetched.push(r.url());
    page.on('request', onRequest);
    await page.goto(`${server.origin}/sub/search/?q=${encodeURIComponent(phrase)}`);
    await page.waitForSelector('#search-results li');
    page.off('request', onRequest);
    const first = page.locator('#search-results li').first();
    expect(await first.getAttribute('data-kind')).toBe('entry');
    expect(owners).toContain(await first.getAttribute('data-id'));
    expect(await first.locator('.snippet mark').textContent()).toBe(phrase);
    // only a few of the index's files, all under the base
    const indexFiles = fetched.filter((u) => u.includes('/data/search/'));
    expect(indexFiles.every((u) => u.startsWith(`${server.origin}/sub/data/search/`))).toBe(true);
    expect(indexFiles).toContain(`${server.origin}/sub/data/search/manifest.json`);
    // the page preloads the manifest (while its script loads) and the preload is used: one fetch
    expect(await page.locator('link[rel=preload][href="/sub/data/search/manifest.json"]').count()).toBe(1);
    expect(indexFiles.filter((u) => u.endsWith('/manifest.json'))).toHaveLength(1);
    // the avatars are asked for alongside the search (it may find characters), not after its results
    const faces = fetched.indexOf(`${server.origin}/sub/data/avatars.json`);
    expect(faces).toBeGreaterThanOrEqual(0);
    expect(faces).toBeLessThan(fetched.findIndex((u) => /\/data\/search\/[nd]\//.test(u)));
    const total = (await readdir(join(built.dir, 'data/search'), { recursive: true })).filter((f) =>
      f.endsWith('.json'),
    );
    expect(indexFiles.length).toBeLessThan(total.length);
    // the kind filter: without entries, no entry is listed, and the URL says so
    await page.uncheck('#search-kinds input[value=entry]');
    await page.waitForFunction(() => !document.querySelector('#search-results li[data-kind=entry]'));
    expect(new URL(page.url()).searchParams.get('kind')?.split(',')).not.toContain('entry');
    await page.goto(`${server.origin}/sub/search/?q=${encodeURIComponent(phrase)}&kind=entry`);
    await page.waitForSelector('#search-results li[data-kind=entry]');
    expect(await page.locator('#search-results li:not([data-kind=entry])').count()).toBe(0);
    expect(await page.locator('#search-kinds input[value=world]').isChecked()).toBe(false);
  });

  it('says how many it found and whether that is all, a page at a time', async () => {
    // one common character: more documents hold it than a page shows
    await page.goto(`${server.origin}/sub/search/?q=${encodeURIComponent('的')}`);
    await page.waitForSelector('#search-results li[data-id]');
    const status = page.locator('#search-status');
    const text = async (which: 'partial' | 'all') =>
      ((await status.getAttribute(`data-${which}`)) ?? '').replace(
        '{n}',
        String(await page.locator('#search-results li[data-id]').count()),
      );
    expect(await page.locator('#search-results li[data-id]').count()).toBe(20);
    expect(await page.isVisible('#search-more')).toBe(true);
    expect(await status.textContent()).toBe(await text('partial'));
    for (let i = 0; i < 20 && (await page.isVisible('#search-more')); i++) {
      const before = await page.locator('#search-results li[data-id]').count();
      await page.click('#search-more');
      await page.waitForFunction(
        (n) =>
          document.querySelectorAll('#search-results li[data-id]').length > n ||
          (document.getElementById('search-more') as HTMLElement).hidden,
        before,
      );
    }
    expect(await page.locator('#search-results li[data-id]').count()).toBeGreaterThan(20);
    expect(await status.textContent()).toBe(await text('all'));
    // nothing found: the list says so, the status stays empty
    await page.goto(`${server.origin}/sub/search/?q=${encodeURIComponent('不存在的短语甲乙丙')}`);
    await page.waitForSelector('#search-results li.muted');
    expect(await status.textContent()).toBe('');
  });

  it('keeps every internal link under the base, and every one resolves', async () => {
    for (const p of ['', 'overrides/', 'diagnostics/', 'diagnostics/warning/', 'codes/', 'worlds/', 'search/'])
      await page.goto(`${server.origin}/sub/${p}`);
    const hrefs = [...seenHrefs];
    expect(hrefs.length).toBeGreaterThan(10);
    expect(hrefs.filter((h) => !h.startsWith('/sub/'))).toEqual([]);
    const broken: string[] = [];
    for (const h of hrefs) {
      const res = await fetch(server.origin + h.split('#')[0]);
      if (res.status !== 200) broken.push(`${h} ${res.status}`);
    }
    expect(broken).toEqual([]);
    const pages = await htmlFiles(built.dir);
    const entryPages = pages.filter((f) => /\/entries\/[^/]+\/index\.html$/.test(f));
    const sizes = await Promise.all(entryPages.map(async (f) => (await readFile(join(built.dir, f))).length));
    console.info(
      `site e2e: built ${pages.length} pages in ${(built.ms / 1000).toFixed(1)} s; entry pages ${entryPages.length}, median ${
        sizes.sort((a, b) => a - b)[Math.floor(sizes.length / 2)] ?? 0
      } bytes (${relative(REPO, EXAMPLE.cwd) || '.'})`,
    );
  });
});

describe('the hostile fixture', () => {
  let built: Built;
  let server: StaticServer;
  let browser: Awaited<ReturnType<typeof launch>>;

  beforeAll(async () => {
    built = await buildSite(HOSTILE.cwd, [...HOSTILE.args, '--locale', 'en']);
    expect(built.stderr).toBe('');
    expect(built.code).toBe(0);
    server = await serveStatic(built.dir, '/');
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    if (built) await rm(built.dir, { recursive: true, force: true });
  });

  async function assertInert(page: Page, where: string): Promise<void> {
    const found = await page.evaluate(() => {
      const w = window as unknown as { __pwned?: unknown };
      const bad: string[] = [];
      if (w.__pwned !== undefined) bad.push(`__pwned=${String(w.__pwned)}`);
      for (const el of Array.from(document.querySelectorAll('*'))) {
        for (const a of el.getAttributeNames()) {
          const v = (el.getAttribute(a) ?? '').replace(/\s/g, '').toLowerCase();
          if (a.toLowerCase().startsWith('on')) bad.push(`<${el.tagName} ${a}>`);
          if (/^(javascript|vbscript|data):/.test(v) && a !== 'content')
            bad.push(`<${el.tagName} ${a}=${v.slice(0, 30)}>`);
        }
      }
      for (const s of Array.from(document.querySelectorAll('script')))
        if ((s.textContent ?? '').includes('__pwned')) bad.push('script with __pwned');
      for (const tag of ['iframe', 'object', 'embed', 'svg', 'style']) {
        // the catalog's own pictures are SVG (data-picture), drawn from plain shapes and text only
        const sel = tag === 'svg' ? 'main svg:not([data-picture])' : `main ${tag}`;
        if (document.querySelector(sel)) bad.push(`<${tag}> in main`);
      }
      const shapes = new Set(['g', 'rect', 'line', 'path', 'polygon', 'text', 'title', 'desc']);
      for (const el of Array.from(document.querySelectorAll('main svg[data-picture] *'))) {
        if (!shapes.has(el.tagName.toLowerCase())) bad.push(`<${el.tagName}> in a picture`);
      }
      return bad;
    });
    expect(found, where).toEqual([]);
  }

  it('executes nothing from asset text on any page', async () => {
    const page = await browser.context.newPage();
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    const pages = await htmlFiles(built.dir);
    expect(pages.length).toBeGreaterThan(8);
    for (const f of pages) {
      const path = `/${f.replace(/index\.html$/, '')}`;
      await page.goto(server.origin + path);
      await assertInert(page, path);
    }
    expect(dialogs).toEqual([]);
    // the hostile text is still shown, as text
    await page.goto(`${server.origin}/characters/evil/`);
    expect(await page.locator('.sheet h1').textContent()).toContain('<img src=x onerror=');
  });

  it('keeps hostile ids in safe paths', async () => {
    const pages = await htmlFiles(built.dir);
    for (const f of pages) expect(f).toMatch(/^[a-z0-9_/.-]+$/);
    expect(pages.some((f) => /entries\/x-[0-9a-f]{8}\/index\.html$/.test(f))).toBe(true);
  });

  it('stays inert while searching and running the playground', async () => {
    const page = await browser.context.newPage();
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await page.goto(`${server.origin}/search/?q=${encodeURIComponent('旧账簿')}`);
    await page.waitForSelector('#search-results li');
    await assertInert(page, 'search');
    // hostile text as results, names and highlighted snippets: shown as text only
    await page.goto(`${server.origin}/search/?q=${encodeURIComponent('onerror=')}`);
    await page.waitForSelector('#search-results li[data-id] mark');
    expect(await page.locator('#search-results li[data-id] mark').first().textContent()).toContain('onerror=');
    await assertInert(page, 'search snippets');
    await page.goto(`${server.origin}/playground/`);
    await page.waitForSelector('#pg-status.hidden', { state: 'attached' });
    await page.fill('#pg-messages', '旧账簿 <script>');
    await page.click('#pg-run');
    await page.waitForSelector('#pg-injected');
    await page.fill('#pg-content', "<script>window.__pwned='filter'</script>");
    await page.click('#pg-explain');
    await page.waitForSelector('#pg-rule-ids');
    await assertInert(page, 'playground');
    expect(dialogs).toEqual([]);
  });
});

/** A retrieve result without its `realTokens` figures (top level and per entry). */
function withoutRealTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutRealTokens);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([k]) => k !== 'realTokens')
      .map(([k, v]) => [k, withoutRealTokens(v)]),
  );
}
