/**
 * Issue 35: long work says how far it is, on stderr only. The CLI as a process (the bundle of
 * src/cli, as bin/rp-assets.js runs it) on a generated repository of 20,000 entries (large enough
 * that reading it outlasts several redraws even on a fast machine with a warm cache: 4,000 entries
 * were read in 0.1 s, before the first count line):
 * - in a terminal (a pseudo-terminal from util-linux `script`): a live line that moves and is
 *   cleared at the end, coloured unless NO_COLOR, plain lines instead under TERM=dumb;
 * - piped: a line per phase and periodic count lines (the interval made short for the test);
 * - stdout byte-identical with progress, with `--quiet`, and in a terminal;
 * - `--quiet` prints nothing on stderr; `--timings` prints each phase's time and peak memory.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliBundle } from '../../support/cli-bundle.js';

const SCRIPT = '/usr/bin/script';
const ESC = '\u001b';
let BUNDLE = '';
let repo = '';
const ENTRIES = 20_000;

/** One character, one world, `entries` entries with keys, and a routing file. */
function writeRepo(dir: string, entries: number): void {
  const put = (path: string, text: string): void => {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  };
  put(
    'roleplay/characters/alice/CHARACTER.md',
    '---\nid: alice\nname: Alice\nworlds: [astra]\n---\nShe speaks softly.\n',
  );
  put('roleplay/worlds/astra/WORLD.md', '---\nid: astra\nname: Astra\n---\nA harbour city.\n');
  for (let i = 0; i < entries; i++) {
    put(
      `roleplay/worlds/astra/entries/e${i}.md`,
      `---\nkeys: [key${i}x, 港口${i}号]\n---\nEntry ${i} of the harbour.\n`,
    );
  }
  put('routing.yaml', "- id: global\n  filter: { kind: 'true' }\n  values: {}\n");
}

/** A clean environment: no CI variable (it turns the live line off), English texts. */
function env(extra: Record<string, string> = {}): Record<string, string> {
  return { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...extra };
}

const ARGS = ['validate', 'roleplay', '--routing', 'routing.yaml', '--locale', 'en', '--format', 'json'];

function piped(args: readonly string[], extra: Record<string, string> = {}) {
  const r = spawnSync(process.execPath, [BUNDLE, ...args], { cwd: repo, env: env(extra), maxBuffer: 64 * 1024 * 1024 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr.toString('utf8') };
}

const quote = (s: string): string => `'${s.replace(/'/g, `'\\''`)}'`;

/** Runs the CLI with stderr on a pseudo-terminal; stdout goes to a file. Returns what the terminal showed. */
function inTerminal(args: readonly string[], extra: Record<string, string>) {
  const out = join(repo, `.stdout-${Math.random().toString(36).slice(2)}`);
  const command = [process.execPath, BUNDLE, ...args].map(quote).join(' ') + ` > ${quote(out)}`;
  const r = spawnSync(SCRIPT, ['-q', '-e', '-c', command, '/dev/null'], {
    maxBuffer: 64 * 1024 * 1024,
    cwd: repo,
    env: env({ TERM: 'xterm-256color', SHELL: '/bin/sh', ...extra }),
  });
  const stdout = readFileSync(out);
  rmSync(out);
  return { code: r.status, terminal: r.stdout.toString('utf8'), stdout };
}

beforeAll(async () => {
  BUNDLE = await cliBundle();
  repo = mkdtempSync(join(tmpdir(), 'rp-progress-'));
  writeRepo(repo, ENTRIES);
});

afterAll(() => {
  if (repo !== '') rmSync(repo, { recursive: true, force: true });
});

describe('progress on a pipe (CI logs)', () => {
  it('a line per phase and periodic count lines, stdout byte-identical to --quiet', () => {
    const shown = piped(ARGS, { RP_ASSETS_PROGRESS_DELAY: '0', RP_ASSETS_PROGRESS_INTERVAL: '1' });
    const quiet = piped([...ARGS, '--quiet'], { RP_ASSETS_PROGRESS_DELAY: '0', RP_ASSETS_PROGRESS_INTERVAL: '1' });
    expect(shown.code).toBe(0);
    const lines = shown.stderr.split('\n');
    expect(lines[0]).toBe('rp-assets validate: reading assets…');
    expect(lines).toContain('rp-assets validate: checking routing…');
    expect(shown.stderr).toMatch(/^rp-assets validate: reading assets: 20,002 files in \d+\.\d s$/m);
    expect(shown.stderr).toMatch(/^rp-assets validate: checking routing: 1 file in \d+\.\d s$/m);
    // the periodic lines: counts of the total while the files are read
    expect(shown.stderr).toMatch(/^rp-assets validate: reading assets [\d,]+\/[\d,]+ files · /m);
    expect(shown.stderr).not.toContain('\u001b[');
    expect(quiet.stderr).toBe('');
    expect(Buffer.compare(shown.stdout, quiet.stdout)).toBe(0);
    expect(JSON.parse(shown.stdout.toString('utf8'))).toMatchObject({ summary: { entries: ENTRIES, errors: 0 } });
  });

  it('says nothing for a run within the default second', () => {
    const r = piped(['validate', 'roleplay/characters', '--locale', 'en']);
    expect(r.stderr).toBe('');
  });

  it('--timings: time and peak memory per phase at the end, on stderr', () => {
    const r = piped([...ARGS, '--quiet', '--timings']);
    const table = r.stderr.split('\n');
    expect(table[0]).toBe('rp-assets validate: timings');
    expect(table[1]).toMatch(/^ {2}phase +time +peak memory +count$/);
    expect(r.stderr).toMatch(/^ {2}reading assets +\d+\.\d s +\d+ MiB +20,002 files$/m);
    expect(r.stderr).toMatch(/^ {2}checking routing +\d+\.\d s +\d+ MiB +1 file$/m);
    expect(r.stderr).toMatch(/^ {2}total +\d+\.\d s +\d+ MiB$/m);
    expect(Buffer.compare(r.stdout, piped([...ARGS, '--quiet']).stdout)).toBe(0);
  });
});

describe.runIf(existsSync(SCRIPT))('progress in a terminal (a pseudo-terminal)', () => {
  it('draws a live line on stderr that moves, then clears it; stdout is unchanged', () => {
    const r = inTerminal(ARGS, { RP_ASSETS_PROGRESS_DELAY: '0' });
    expect(r.code).toBe(0);
    const t = r.terminal;
    // redrawn in place: back to column 1, line erased, a spinner frame, the phase and its count
    expect(t).toMatch(new RegExp(`${ESC}\\[1G${ESC}\\[0K.*reading assets [\\d,]+/[\\d,]+ files`));
    expect(t).toContain('\u001b[?25l'); // the cursor hidden while it draws
    // cleared at the end: the cursor shown again and the line erased, nothing after it
    expect(t.endsWith('\u001b[?25h\u001b[1G\u001b[0K')).toBe(true);
    expect(t).toContain('\u001b[36m'); // the spinner frame in colour
    expect(t).not.toContain('rp-assets validate: reading assets'); // no plain lines here
    expect(Buffer.compare(r.stdout, piped([...ARGS, '--quiet']).stdout)).toBe(0);
  });

  it('NO_COLOR: the same line without colour', () => {
    const t = inTerminal(ARGS, { RP_ASSETS_PROGRESS_DELAY: '0', NO_COLOR: '1' }).terminal;
    expect(t).toMatch(/reading assets [\d,]+\/[\d,]+ files/);
    expect(t).not.toMatch(new RegExp(`${ESC}\\[3\\dm`));
  });

  it('TERM=dumb: plain lines, no escape sequence', () => {
    const t = inTerminal(ARGS, { RP_ASSETS_PROGRESS_DELAY: '0', TERM: 'dumb' }).terminal;
    expect(t).toContain('rp-assets validate: reading assets…');
    expect(t).not.toContain('\u001b[');
  });

  it('--quiet: nothing on the terminal', () => {
    const r = inTerminal([...ARGS, '--quiet'], { RP_ASSETS_PROGRESS_DELAY: '0' });
    expect(r.terminal).toBe('');
  });
});
