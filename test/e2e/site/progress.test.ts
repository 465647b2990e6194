/**
 * Issue 35: `rp-assets site` says how far it is, on stderr, in a log (no terminal): a line per
 * phase (assets read, the site bundled, pages rendered of the total, the search index written)
 * with its count and duration, and `--timings` at the end. stdout keeps its one line.
 */
import { rm } from 'node:fs/promises';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../../../src/cli/commands/site.js';

const REPO = join(import.meta.dirname, '../../..');
let out = '';
let stdout = '';
let stderr = '';
let code = -1;

beforeAll(async () => {
  out = await mkdtemp(join(tmpdir(), 'rp-site-progress-'));
  code = await run(['global', 'project', '--routing', 'routing.yaml', '--locale', 'en', '--timings', '--out', out], {
    cwd: join(REPO, 'examples'),
    env: { RP_ASSETS_PROGRESS_DELAY: '0' },
    stdout: (s) => (stdout += s),
    stderr: (s) => (stderr += s),
  });
});

afterAll(async () => {
  if (out !== '') await rm(out, { recursive: true, force: true });
});

describe('rp-assets site progress in a log', () => {
  it('a line for each phase starting and ending, in order, with counts and durations', () => {
    expect(code).toBe(0);
    const lines = stderr.split('\n').filter((l) => l.startsWith('rp-assets site: '));
    const started = lines.filter((l) => l.endsWith('…')).map((l) => l.slice('rp-assets site: '.length));
    expect(started).toEqual([
      'reading assets…',
      'checking routing…',
      'bundling the site…',
      'writing the search index…',
      'rendering pages…',
    ]);
    const built = Number(/^Built (\d+) pages/.exec(stdout)?.[1]);
    expect(built).toBeGreaterThan(10);
    // every page Astro built was counted, of a total known before the first
    expect(stderr).toMatch(new RegExp(`^rp-assets site: rendering pages: ${built} pages in \\d+\\.\\d s$`, 'm'));
    expect(stderr).toMatch(/^rp-assets site: bundling the site: \d+\.\d s$/m);
    expect(stderr).toMatch(/^rp-assets site: writing the search index: [\d,]+ files in \d+\.\d s$/m);
    expect(stderr).toMatch(/^rp-assets site: reading assets: \d+ files in \d+\.\d s$/m);
    expect(stdout.split('\n')).toEqual([expect.stringMatching(/^Built \d+ pages into /), '']);
  });

  it('--timings: each phase with its time and peak memory, after the phases', () => {
    const table = stderr.slice(stderr.indexOf('rp-assets site: timings\n'));
    expect(table).toMatch(/^ {2}rendering pages +\d+\.\d s +\d+ MiB +[\d,]+ pages$/m);
    expect(table).toMatch(/^ {2}bundling the site +\d+\.\d s +\d+ MiB$/m);
    expect(table).toMatch(/^ {2}total +\d+\.\d s +\d+ MiB$/m);
  });
});
