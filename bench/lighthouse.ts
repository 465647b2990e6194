/**
 * Lighthouse (mobile, its default: a 412-px phone, simulated slow 4G and a 4× slower CPU) on the
 * bundled example's catalog: the home, a character, an entry and the search page with a query
 * (issue 32 point 4: each of performance, accessibility, best practices and SEO at least 95).
 *
 *   npm run bench:lighthouse [-- --runs N]
 *
 * A figure check, not a test: Lighthouse's performance score moves with the machine's load, so it
 * is not part of `npm test`. Each page is audited `--runs` times (default 3) and the median of
 * each score is reported; the run fails when a median is below 95.
 *
 * Lighthouse is not a dependency: the script installs it into bench/out/lighthouse/ (12.2.3: the
 * last release that runs on Node 20 as well) and drives Debian's Chromium (`CHROMIUM_PATH`, else
 * /usr/bin/chromium). The site is built with `rp-assets site` (build/, so `npm run build` first)
 * into bench/out/lighthouse-site/ and served on 127.0.0.1 with gzip, as a static host serves it.
 */
import { execFileSync } from 'node:child_process';
import { createReadStream, existsSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createGzip } from 'node:zlib';

const REPO = process.cwd();
const OUT = join(REPO, 'bench/out');
const SITE = join(OUT, 'lighthouse-site');
const LIGHTHOUSE = join(OUT, 'lighthouse');
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const MIN = 95;

/** The page types the issue names, as paths of the example's catalog. */
const PAGES: Readonly<Record<string, string>> = {
  home: '/',
  character: '/characters/alice/',
  entry: '/worlds/astra/entries/guard/',
  search: '/search/?q=alice',
};

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
};
const TEXT = /^(text\/|application\/(json|xml)|image\/svg)/;

/** A static host on 127.0.0.1: gzip for text, a year's cache for Astro's hashed assets. */
async function serve(dir: string): Promise<{ origin: string; close(): void }> {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = normalize(join(dir, path));
    if (!file.startsWith(dir)) return void res.writeHead(403).end();
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) return void res.writeHead(404).end('not found');
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    const headers: Record<string, string> = { 'content-type': type };
    if (path.startsWith('/_astro/')) headers['cache-control'] = 'public, max-age=31536000, immutable';
    if (TEXT.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding']))) {
      res.writeHead(200, { ...headers, 'content-encoding': 'gzip' });
      createReadStream(file).pipe(createGzip()).pipe(res);
    } else {
      res.writeHead(200, headers);
      createReadStream(file).pipe(res);
    }
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

interface Lhr {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { score: number | null; displayValue?: string; numericValue?: number }>;
}
type RunLighthouse = (url: string, flags: object) => Promise<{ lhr: Lhr } | undefined>;
interface ChromeLauncher {
  launch(o: object): Promise<{ port: number; kill(): Promise<void> | void }>;
}

async function loadLighthouse(): Promise<{ lighthouse: RunLighthouse; launcher: ChromeLauncher }> {
  const modules = join(LIGHTHOUSE, 'node_modules');
  if (!existsSync(join(modules, 'lighthouse')))
    execFileSync(
      'npm',
      ['install', '--no-save', '--no-audit', '--no-fund', '--prefix', LIGHTHOUSE, 'lighthouse@12.2.3'],
      { stdio: 'inherit' },
    );
  const entry = (name: string, file: string) => pathToFileURL(join(modules, name, file)).href;
  const lighthouse = ((await import(entry('lighthouse', 'core/index.js'))) as { default: RunLighthouse }).default;
  const launcher = (await import(entry('chrome-launcher', 'dist/index.js'))) as ChromeLauncher;
  return { lighthouse, launcher };
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

async function main(): Promise<void> {
  const runsArg = process.argv.indexOf('--runs');
  const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;
  rmSync(SITE, { recursive: true, force: true });
  execFileSync(
    process.execPath,
    [join(REPO, 'bin/rp-assets.js'), 'site', '--config', 'rp-assets.config.yaml', '--quiet', '--out', SITE],
    { cwd: join(REPO, 'examples'), stdio: 'inherit' },
  );
  const { lighthouse, launcher } = await loadLighthouse();
  const server = await serve(SITE);
  const chrome = await launcher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const rows: string[] = [];
  const low: string[] = [];
  try {
    for (const [name, path] of Object.entries(PAGES)) {
      const scores: Record<string, number[]> = {};
      const metrics: string[] = [];
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(`${server.origin}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
        });
        if (result === undefined) throw new Error(`Lighthouse gave no result for ${path}`);
        for (const c of CATEGORIES) (scores[c] ??= []).push(Math.round((result.lhr.categories[c]?.score ?? 0) * 100));
        const a = result.lhr.audits;
        metrics.push(
          ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift']
            .map(
              (id) =>
                `${id
                  .split('-')
                  .map((w) => w[0])
                  .join('')
                  .toUpperCase()} ${a[id]?.displayValue ?? '?'}`,
            )
            .join(', '),
        );
      }
      const medians = CATEGORIES.map((c) => median(scores[c] ?? []));
      CATEGORIES.forEach((c, i) => (medians[i] as number) < MIN && low.push(`${name} ${c} ${medians[i]}`));
      rows.push(`| ${name} | \`${path}\` | ${medians.join(' | ')} | ${scores.performance?.join(', ')} |`);
      console.info(
        `${name}: ${medians.join(' ')} (performance runs ${scores.performance?.join(', ')}; ${metrics.join(' / ')})`,
      );
    }
  } finally {
    await chrome.kill();
    server.close();
  }
  const report = [
    `| Page | Path | Performance | Accessibility | Best practices | SEO | Performance, each run |`,
    `| --- | --- | ---: | ---: | ---: | ---: | --- |`,
    ...rows,
  ].join('\n');
  writeFileSync(join(OUT, 'lighthouse.md'), `${report}\n`);
  console.info(`\n${report}`);
  if (low.length > 0) {
    console.error(`below ${MIN}: ${low.join('; ')}`);
    process.exitCode = 1;
  }
}

await main();
