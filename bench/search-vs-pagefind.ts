/**
 * The sharded search (src/catalog/search-index/) side by side with Pagefind 1.6.0 on the same
 * generated 10,000-entry catalog site (issue 18 point 1): index size, bytes a query transfers
 * (measured in Chromium, gzip sizes as a static host would serve them), and whether the results
 * of phrase queries are right.
 *
 *   npm run bench:search [-- --site DIR] [-- --scale S]
 *
 * `--scale` is the generator's (0.2 = 10,000 entries, the default; 0.05 = 2,500): the site goes to
 * bench/out/search-site (scale 0.2) or bench/out/search-site-<S>.
 *
 * Pagefind is asked with its own phrase syntax for every phrase (a query of two or more words, or of
 * two or more Chinese characters): `"harbour guard"`, as its documentation says to search for an
 * exact phrase; single words as they are.
 *
 * Steps (each skipped when its output is there): generate the bench corpus at scale 0.2 (10,000
 * entries), build the site into bench/out/search-site, install Pagefind into bench/out/pagefind
 * (not a devDependency: a 14 MB native binary that only this comparison uses), index the site
 * with it. Then both are queried in Chromium through their own client code: our search page, and
 * Pagefind's JS API (search, then `data()` of the first 20 results, what its UI shows).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { ShardedSearch } from '../src/catalog/search-index/query.js';
import { foldForSearch } from '../src/catalog/search.js';
import { launch } from '../test/e2e/site/browser.js';
import { serveStatic } from '../test/e2e/site/static-server.js';

// run from the repository's root (npm run bench:search): this file is bundled elsewhere first
const REPO = process.cwd();
const OUT = join(REPO, 'bench/out');
const NODE = process.execPath;

// Phrases as written (some cut across or inside the generator's words, where word segmentation
// goes wrong), a phrase whose words never stand together, a word absent from the corpus, one character.
export const CJK = [
  '旧日的誓言',
  '北方传来的消息',
  '说话时习惯先停顿半拍',
  '守卫害怕',
  '誓言城墙',
  '遗忘的地',
  '学院的禁',
  '的怀表',
  '钟',
  '守夜人',
];
/** Mixed Chinese/Latin phrases, where a Chinese sentence meets an English one in the generated prose. */
export const MIXED = ['今天。 The', '今天。 the mist'];
export const LATIN = [
  'the',
  'mist',
  'tower',
  'heir',
  'midnight',
  'char-00042',
  'harbour guard',
  'river crossing',
  'protect the',
  'silver for salt',
];

function files(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name));
}

/** Pagefind's exact-phrase syntax for a phrase (two or more words, or two or more Chinese characters). */
export function pagefindQuery(query: string): string {
  const phrase = /\s/.test(query.trim()) || (query.match(/\p{Script=Han}/gu) ?? []).length >= 2;
  return phrase ? `"${query}"` : query;
}

/** What a static host sends: gzip when that is smaller (Pagefind's own files are already gzip). */
const sent = (body: Buffer): number => Math.min(body.length, gzipSync(body).length);

async function prepare(site: string, scale: number): Promise<void> {
  if (!existsSync(join(site, 'index.html'))) {
    // loaded at run time, not bundled: the generator finds its output folder from its own location
    const { generateCorpus } = (await import(pathToFileURL(join(REPO, 'bench/generate.js')).href)) as {
      generateCorpus(o: object): { dir: string };
    };
    const corpus = generateCorpus({ scale });
    execFileSync(
      NODE,
      [join(REPO, 'bin/rp-assets.js'), 'site', 'roleplay', '--routing', 'routing.yaml', '--out', site],
      {
        cwd: corpus.dir,
        stdio: 'inherit',
      },
    );
  }
  const pagefind = join(OUT, 'pagefind/node_modules/.bin/pagefind');
  if (!existsSync(pagefind))
    execFileSync(
      'npm',
      ['install', '--no-save', '--no-audit', '--no-fund', '--prefix', join(OUT, 'pagefind'), 'pagefind@1.6.0'],
      {
        stdio: 'inherit',
      },
    );
  if (!existsSync(join(site, 'pagefind/pagefind.js'))) {
    const started = Date.now();
    execFileSync(pagefind, ['--site', site], { stdio: 'inherit' });
    console.info(`pagefind indexed the site in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

/** Every page's text (tags dropped, entities decoded, folded), by URL path. */
function pageTexts(site: string): Map<string, string> {
  const texts = new Map<string, string>();
  for (const f of files(site)) {
    if (!f.endsWith('.html') || f.includes('/pagefind/')) continue;
    const html = readFileSync(f, 'utf8');
    const body = /<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? html;
    const text = body
      .replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
      .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&');
    texts.set(`/${f.slice(site.length + 1).replace(/index\.html$/, '')}`, foldForSearch(text));
  }
  return texts;
}

/** Pagefind's client, fetched once per visit whatever the query: counted apart. */
const PAGEFIND_CLIENT = /\/pagefind\/(pagefind\.js|pagefind-entry\.json|wasm\.[^/]*)$/;

async function transferred(
  page: Page,
  prefix: string,
  act: () => Promise<void>,
  skip?: RegExp,
): Promise<{ bytes: number; files: number }> {
  const pending: Promise<number>[] = [];
  const onResponse = (r: { url(): string; body(): Promise<Buffer> }) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith(prefix) && !skip?.test(path)) pending.push(r.body().then(sent, () => 0));
  };
  page.on('response', onResponse);
  await act();
  page.off('response', onResponse);
  const sizes = await Promise.all(pending);
  return { bytes: sizes.reduce((a, b) => a + b, 0), files: sizes.length };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

async function main(): Promise<void> {
  const arg = process.argv.indexOf('--site');
  const scaleArg = process.argv.indexOf('--scale');
  const scale = scaleArg > 0 ? Number(process.argv[scaleArg + 1]) : 0.2;
  const site =
    arg > 0 ? (process.argv[arg + 1] as string) : join(OUT, scale === 0.2 ? 'search-site' : `search-site-${scale}`);
  await prepare(site, scale);

  const ours = files(join(site, 'data/search'));
  const theirs = files(join(site, 'pagefind'));
  const size = (fs: string[]) => fs.reduce((a, f) => a + statSync(f).size, 0);
  const gz = (fs: string[]) => fs.reduce((a, f) => a + sent(readFileSync(f)), 0);
  const lines = [
    `| Index | Files | Size on disk | Sent gzip-compressed |`,
    `| --- | ---: | ---: | ---: |`,
    `| sharded (data/search/) | ${ours.length} | ${(size(ours) / 1e6).toFixed(1)} MB | ${(gz(ours) / 1e6).toFixed(1)} MB |`,
    `| Pagefind 1.6.0 (pagefind/) | ${theirs.length} | ${(size(theirs) / 1e6).toFixed(1)} MB | ${(gz(theirs) / 1e6).toFixed(1)} MB |`,
    '',
  ];

  const texts = pageTexts(site);
  const engine = new ShardedSearch(async (p) => readFileSync(join(site, 'data/search', p), 'utf8'));
  const server = await serveStatic(site, '/');
  const browser = await launch();
  const rows: string[] = [];
  let ourScript: number;
  let theirScript: number;
  try {
    for (const query of [...CJK, ...LATIN, ...MIXED]) {
      const q = foldForSearch(query).trim();
      const asked = pagefindQuery(query);
      const truthPages = [...texts].filter(([, t]) => t.includes(q)).length;

      // ours, through the search page (the page's own script is a fixed cost, counted apart)
      const page = await browser.context.newPage();
      const o = await transferred(page, '/data/search/', async () => {
        await page.goto(`${server.origin}/search/?q=${encodeURIComponent(query)}`);
        await page.waitForFunction(
          () =>
            document.querySelector('#search-results li') ||
            !(document.getElementById('search-more') as HTMLElement).hidden,
        );
      });
      const shown = await page.locator('#search-results li[data-id]').count();
      await page.close();
      const all = await engine.search(query, { limit: Infinity, maxChunks: Infinity, maxGrams: 12 });

      // Pagefind, through its JS API: search, then the data of the first 20 results
      const pf = await browser.context.newPage();
      await pf.goto(`${server.origin}/404-blank`);
      let found: { count: number } = { count: 0 };
      const t = await transferred(
        pf,
        '/pagefind/',
        async () => {
          found = await pf.evaluate(async (text) => {
            const api = (await import(['', 'pagefind', 'pagefind.js'].join('/'))) as {
              search(q: string): Promise<{ results: { data(): Promise<{ url: string }> }[] }>;
            };
            const r = await api.search(text);
            await Promise.all(r.results.slice(0, 20).map((x) => x.data()));
            return { count: r.results.length };
          }, asked);
        },
        PAGEFIND_CLIENT,
      );
      // every result's URL, for correctness (not counted as transferred). In batches: thousands of
      // fragment fetches at once closed the page (the run of 4 December stopped there).
      const urls = await pf.evaluate(async (text) => {
        const api = (await import(['', 'pagefind', 'pagefind.js'].join('/'))) as {
          search(q: string): Promise<{ results: { data(): Promise<{ url: string }> }[] }>;
        };
        const r = await api.search(text);
        const out: string[] = [];
        for (let i = 0; i < r.results.length; i += 50)
          out.push(...(await Promise.all(r.results.slice(i, i + 50).map(async (x) => (await x.data()).url))));
        return out;
      }, asked);
      await pf.close();
      const right = urls.filter((u) => (texts.get(decodeURI(u)) ?? '').includes(q)).length;
      rows.push(
        `| ${query} | ${asked === query ? '' : `\`${asked}\``} | ${kb(o.bytes)} (${o.files}) | ${kb(t.bytes)} (${t.files}) | ${all.hits.length} docs${all.complete ? '' : '+'}, ${shown} shown | ${found.count} pages, ${right} hold it | ${truthPages} |`,
      );
      console.info(rows.at(-1));
    }
    // fixed costs: each client's script (ours: the search page's bundle; Pagefind: its JS and wasm)
    const page = await browser.context.newPage();
    ourScript = (await transferred(page, '/_astro/', () => page.goto(`${server.origin}/search/`).then(() => undefined)))
      .bytes;
    await page.close();
    const pf = await browser.context.newPage();
    await pf.goto(`${server.origin}/404-blank`);
    const client = new RegExp(`^(?!.*${PAGEFIND_CLIENT.source})`);
    theirScript = (
      await transferred(
        pf,
        '/pagefind/',
        () =>
          pf.evaluate(async () => {
            const api = (await import(['', 'pagefind', 'pagefind.js'].join('/'))) as {
              search(q: string): Promise<unknown>;
            };
            await api.search('x');
          }),
        client,
      )
    ).bytes;
    await pf.close();
  } finally {
    await browser.close();
    await server.close();
  }
  lines.push(
    `| Query | Pagefind asked | Sharded: sent (files) | Pagefind: sent (files) | Sharded: matches | Pagefind: results, of which hold the phrase | Pages holding the phrase |`,
    `| --- | --- | ---: | ---: | --- | --- | ---: |`,
    ...rows,
    '',
    `Fixed cost of the client, once per visit: the search page's script ${kb(ourScript)}; Pagefind's JS, wasm and entry file ${kb(theirScript)}.`,
  );
  const report = lines.join('\n');
  writeFileSync(join(OUT, `search-vs-pagefind${scale === 0.2 ? '' : `-${scale}`}.md`), `${report}\n`);
  console.info(`\n${report}`);
}

await main();
