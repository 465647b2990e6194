/**
 * Issue 18, "pages that stay small": with 100,000 entries and 10,000 findings no page of the
 * catalog is over 500 KB of HTML. The generated catalog (large-catalog.ts) goes to the real
 * integration, which builds every page that lists many things (world pages, the diagnostics lists
 * and their filters, the code pages); entry and character pages, one object each, are left out of
 * the catalog to keep the build short. Written to /dev/shm when there is one (a build of ~2,000
 * pages).
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import rpAssets, { SITE_CONFIG } from '../../../src/astro/index.js';
import { ISSUE_18_SIZE, largeCatalog } from './large-catalog.js';

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

describe('the catalog at 100,000 entries and 10,000 findings', () => {
  it('has no page over 500 KB of HTML', () => {
    const sorted = [...sizes].sort((a, b) => b[1] - a[1]);
    const [, bytes] = sorted[0] ?? ['', 0];
    const top = sorted.slice(0, 3).map(([f, n]) => `${f} ${(n / 1024).toFixed(1)} KB`);
    console.info(`page size: ${sizes.size} pages; the largest: ${top.join(', ')}`);
    expect(bytes).toBeGreaterThan(0);
    expect(bytes).toBeLessThanOrEqual(LIMIT);
  });

  it('still lists every entry of the largest world, once, across its pages', async () => {
    const pages = [...sizes.keys()].filter((f) => /^worlds\/w0\/(\d+\/)?index\.html$/.test(f));
    const ids: string[] = [];
    for (const p of pages) ids.push(...[...(await read(p)).matchAll(/data-entry="([^"]+)"/g)].map((m) => m[1] ?? ''));
    expect(ids).toHaveLength(ISSUE_18_SIZE.worlds[0] ?? 0);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('still lists every finding, once, across the pages of /diagnostics/', async () => {
    const pages = [...sizes.keys()].filter((f) => /^diagnostics\/(\d+\/)?index\.html$/.test(f));
    let count = 0;
    for (const p of pages) count += (await read(p)).split('<section class="diag"').length - 1;
    expect(count).toBe(ISSUE_18_SIZE.findings);
  });
});
