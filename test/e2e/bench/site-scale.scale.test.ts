/**
 * The site suite's scale mode (`npm run bench -- site --scale N,N`, issue 18 point 5) at tiny
 * sizes: the curve has a row per size with both build times and the peak memory, and a build
 * over the memory ceiling fails the bench. Figures only, no timing assertions (docs/performance.md).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');
const scratch = mkdtempSync(join(tmpdir(), 'rp-bench-scale-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

interface Row {
  entries: number;
  pages: number | null;
  siteMs: number;
  bareMs: number | null;
  sitePeakKb: number | null;
  barePeakKb: number | null;
  outputBytes: number | null;
  largestPage: { path: string; size: number } | null;
  crashed: string | null;
}
interface Figure {
  name: string;
  ok: boolean | null;
  target: string;
  hard?: boolean;
  table?: string[];
  rows?: Row[];
}

/** `bench/run.js` over the built CLI (build/ as `npm run build` left it). */
function bench(args: string[], name: string) {
  const json = join(scratch, `${name}.json`);
  const r = spawnSync(process.execPath, ['bench/run.js', 'site', '--no-build', '--json', json, ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 600_000,
  });
  const site = (JSON.parse(readFileSync(json, 'utf8')) as { results: { site: Figure[] } }).results.site;
  return { code: r.status, stdout: r.stdout, stderr: r.stderr, site };
}

describe('npm run bench -- site --scale', () => {
  it('reports the curve: a row per size with pages, both times, peak memory, output and largest page', () => {
    const r = bench(['--scale', '50,100'], 'curve');
    expect(r.stderr).not.toContain('bench failed');
    expect(r.code).toBe(0);
    const curve = r.site.find((f) => f.rows !== undefined);
    expect(curve?.rows?.map((row) => row.entries)).toEqual([50, 100]);
    for (const row of curve?.rows ?? []) {
      expect(row.crashed).toBeNull();
      expect(row.pages).toBeGreaterThan(row.entries);
      expect(row.siteMs).toBeGreaterThan(0);
      expect(row.bareMs).toBeGreaterThan(0);
      expect(row.sitePeakKb).toBeGreaterThan(10_000);
      expect(row.barePeakKb).toBeGreaterThan(10_000);
      expect(row.outputBytes).toBeGreaterThan(0);
      expect(row.largestPage?.path).toMatch(/\.html$/);
    }
    // the printed table: header, rule, one line a size, every cell filled in
    const table = curve?.table ?? [];
    expect(table).toHaveLength(4);
    expect(table[0]).toContain('site peak RSS');
    for (const line of table.slice(2)) {
      expect(
        line
          .split('|')
          .slice(1, -1)
          .map((c) => c.trim()),
      ).not.toContain('-');
      expect(r.stdout).toContain(line);
    }
    const limits = r.site.filter((f) => f.hard);
    expect(limits.map((f) => f.ok)).toEqual([true, true]);
    // the 500 KB page ceiling, checked on each size's build (a target, reported, not fatal)
    const largest = r.site.filter((f) => f.name.endsWith('largest page'));
    expect(largest.map((f) => [f.target, f.ok])).toEqual([
      ['<= 500 KB', true],
      ['<= 500 KB', true],
    ]);
  }, 600_000);

  it('fails the bench (exit 1) when a build peaks over the memory ceiling', () => {
    const r = bench(['--scale', '50', '--max-rss', '0.01'], 'ceiling');
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('bench failed');
    expect(r.site.filter((f) => f.hard).map((f) => f.ok)).toEqual([false]);
  }, 600_000);
});
