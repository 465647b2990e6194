/**
 * Issue 14, point 1: no asset text reaches the log as a workflow command. A hostile repository puts
 * newlines, CR, `%0A`, `%0D`, `::`, `##[`, ANSI escapes and very long values into ids, names, world
 * references, keys, file and folder names, routing ids and names and config values. The Action's
 * whole stdout, and the CLI's `text` and `github` output, are read with a port of the runner's
 * command parser (test/support/runner-commands.ts): only the intended commands appear.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import type { CliIo } from '../../src/cli/io.js';
import { runnerCommands } from '../support/runner-commands.js';
import type { RunnerCommand } from '../support/runner-commands.js';
import { runAction } from '../e2e/action/harness.js';

const EVIL = [
  'x\n::error title=INJECTED::hello',
  'y\r::warning title=INJECTED::cr',
  'z%0A::error title=INJECTED::pct%0D',
  '::endgroup::',
  '::stop-commands::abc',
  '##[error]INJECTED v1',
  '\u001b[31mred\u001b[0m',
  'L'.repeat(5000) + '\n::error title=INJECTED::long',
];
const q = (s: string) => JSON.stringify(s);

let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'rp-log-injection-'));
  const w = (rel: string, text: string) => {
    mkdirSync(join(dir, rel, '..'), { recursive: true });
    writeFileSync(join(dir, rel), text);
  };
  w(
    'roleplay/characters/evil/CHARACTER.md',
    `---\nid: evil\nname: ${q(EVIL[0]!)}\nworlds: [${EVIL.map(q).join(', ')}]\n---\nbody\n`,
  );
  w('roleplay/characters/two/CHARACTER.md', `---\nid: ${q(EVIL[1]!)}\nname: ${q(EVIL[7]!)}\nworlds: [w]\n---\nhi\n`);
  w('roleplay/worlds/w/WORLD.md', '---\nid: w\nname: W\n---\nworld\n');
  w(
    'roleplay/worlds/w/entries/k.md',
    `---\nkeys: [${q(EVIL[3]!)}, ${q(EVIL[2]!)}]\nbudget: ${q(EVIL[5]!)}\n---\nentry\n`,
  );
  // file and folder names the file system allows: a newline, `::`, `##[`
  w('roleplay/characters/::error title=INJECTED::dir/CHARACTER.md', '---\nid: [broken\n---\n');
  w('roleplay/characters/nl\n::error title=INJECTED::name/CHARACTER.md', '---\nworlds: nope\n---\n');
  w('roleplay/worlds/##[error]INJECTED/WORLD.md', '---\nname: 1\n---\n');
  w(
    'routing.yaml',
    [
      '- id: global',
      "  filter: { kind: 'true' }",
      '  values: { chat.preset: { preset: base } }',
      `- id: ${q(EVIL[0]!)}`,
      `  name: ${q(EVIL[1]!)}`,
      `  filter: { kind: content, match: regex, text: ${q('(' + EVIL[2]! + ')+$')} }`,
      `  values: { ${q(EVIL[3]!)}: { x: 1 } }`,
      '',
    ].join('\n'),
  );
  w('rp-assets.config.yaml', `roots: [roleplay]\nrouting: routing.yaml\nlocale: ${q(EVIL[0]!)}\n${q(EVIL[6]!)}: 1\n`);
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const injected = (c: RunnerCommand) =>
  c.properties['title'] === 'INJECTED' ||
  /INJECTED/.test(c.name) ||
  (c.name !== 'stop-commands' && /^abc$/.test(c.data));

async function cli(args: string[]) {
  let stdout = '';
  const io: CliIo = { cwd: dir, env: {}, stdout: (s) => void (stdout += s), stderr: (s) => void (stdout += s) };
  await main(args, io);
  return stdout;
}

describe('the CLI', () => {
  it('--format text prints no command at all', async () => {
    const out = await cli(['validate', '--format', 'text', '--locale', 'en']);
    expect(out).toContain('INJECTED'); // the hostile text is shown, escaped
    expect(runnerCommands(out)).toEqual([]);
  });

  it('--format github prints only its annotations, none of them injected', async () => {
    const out = await cli(['validate', '--format', 'github', '--locale', 'en']);
    const commands = runnerCommands(out);
    expect(commands.length).toBeGreaterThan(3);
    for (const c of commands) {
      expect(['error', 'warning', 'notice'], JSON.stringify(c)).toContain(c.name);
      expect(injected(c), JSON.stringify(c)).toBe(false);
    }
  });
});

describe('the Action (dist/index.js on a push)', () => {
  it('prints only its own commands: annotations, a group per phase (each closed), one stop-commands pause', async () => {
    const r = await runAction({ workspace: dir, eventName: 'push', payload: {}, inputs: { 'max-annotations': '200' } });
    const commands = runnerCommands(r.stdout);
    expect(commands.filter(injected)).toEqual([]);
    const names = commands.map((c) => c.name);
    // a collapsible group per phase (issue 35: the assets, the routing check, the report), each closed
    const groups = names.filter((n) => n === 'group').length;
    expect(groups).toBeGreaterThanOrEqual(1);
    expect(names.filter((n) => n === 'endgroup')).toHaveLength(groups);
    const stops = commands.filter((c) => c.name === 'stop-commands');
    expect(stops).toHaveLength(1);
    expect(stops[0]!.data).toMatch(/^[0-9a-f]{32}$/);
    // add-mask: core.setSecret of the token and the forms checkout writes it in (src/action/secrets.ts)
    const masks = commands.filter((c) => c.name === 'add-mask');
    const b64 = (s: string) => Buffer.from(s).toString('base64');
    expect(masks.map((c) => c.data)).toEqual(['test-token', b64('x-access-token:test-token'), b64('test-token')]);
    for (const c of commands)
      expect(['error', 'warning', 'notice', 'debug', 'group', 'endgroup', 'stop-commands', 'add-mask']).toContain(
        c.name,
      );
    expect(names.filter((n) => n === 'error' || n === 'warning').length).toBeGreaterThan(3);
  });
});
