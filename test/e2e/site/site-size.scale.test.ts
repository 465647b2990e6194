/**
 * The catalog of a generated 100,000-entry repository fits GitHub Pages (issue 41): the whole site
 * under 1 GB, downloads and search included, built by the real `rp-assets site` command in its own
 * process (as a user runs it; the build needs more memory than a test worker has). Sizes, never
 * times: bytes per entry, the largest file, and each world's downloads present once.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module of the bench, without types
import { generateCorpus as untypedGenerate } from '../../../bench/generate.js';

/** bench/generate.js: a corpus written (or reused) under bench/out/, its folder and the names in it. */
const generateCorpus = untypedGenerate as (o: { scale: number }) => { dir: string; root: string; routing: string };

const REPO = join(import.meta.dirname, '../../..');
const ENTRIES = 100_000;
/** GitHub Pages refuses a published site over 1 GB. */
const PAGES_LIMIT = 1_000_000_000;

let out: string;
const files: { path: string; size: number }[] = [];

beforeAll(() => {
  const corpus = generateCorpus({ scale: ENTRIES / 50_000 });
  out = mkdtempSync(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'rp-site-size-'));
  const built = spawnSync(
    process.execPath,
    [
      '--max-old-space-size=12288',
      join(REPO, 'bin/rp-assets.js'),
      'site',
      corpus.root,
      '--routing',
      corpus.routing,
      '--out',
      out,
      '--quiet',
    ],
    { cwd: corpus.dir, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  expect(built.stderr).toBe('');
  expect(built.status).toBe(0);
  for (const e of readdirSync(out, { recursive: true, withFileTypes: true }))
    if (e.isFile())
      files.push({
        path: join(e.parentPath, e.name).slice(out.length + 1),
        size: statSync(join(e.parentPath, e.name)).size,
      });
}, 1_800_000);

afterAll(() => {
  if (out) rmSync(out, { recursive: true, force: true });
});

describe(`the catalog of ${ENTRIES.toLocaleString('en-US')} entries`, () => {
  it('is under 1 GB in all, downloads and search included', () => {
    const total = files.reduce((n, f) => n + f.size, 0);
    const of = (prefix: string) => files.filter((f) => f.path.startsWith(prefix)).reduce((n, f) => n + f.size, 0);
    console.info(
      `site size: ${(total / 1e6).toFixed(1)} MB, ${(total / ENTRIES).toFixed(0)} B per entry; downloads ${(of('downloads/') / 1e6).toFixed(1)} MB, search ${(of('data/search/') / 1e6).toFixed(1)} MB`,
    );
    expect(of('downloads/')).toBeGreaterThan(0);
    expect(of('data/search/')).toBeGreaterThan(0);
    expect(total).toBeLessThan(PAGES_LIMIT);
  });

  it('has no file over 5 MB, and each world’s World Info and book part once', () => {
    const largest = files.reduce((a, b) => (b.size > a.size ? b : a));
    console.info(`site size: the largest file ${largest.path}, ${(largest.size / 1024).toFixed(0)} KB`);
    expect(largest.size).toBeLessThan(5 * 1024 * 1024);
    const worlds = files.filter(
      (f) => /^downloads\/worlds\/[^/]+\.json\.gz$/.test(f.path) && !f.path.endsWith('.book.json.gz'),
    );
    const books = files.filter((f) => f.path.endsWith('.book.json.gz'));
    expect(worlds.length).toBeGreaterThan(0);
    expect(books.length).toBe(worlds.length);
  });
});
