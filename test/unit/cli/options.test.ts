import { describe, expect, it } from 'vitest';
import { memoryFileSystem } from '../../../src/common/memory-fs.js';
import type { CliIo } from '../../../src/cli/io.js';
import { exitCodeFor, parseCommonOptions, UsageError } from '../../../src/cli/options.js';
import { cwdFileSystem, displayPath } from '../../../src/common/cwd-fs.js';

function io(env: Record<string, string> = {}, isTTY = false): CliIo {
  return { cwd: '/repo', stdout: () => {}, stderr: () => {}, env, isTTY };
}
const noFiles = memoryFileSystem({});

describe('parseCommonOptions', () => {
  it('defaults: roots ., no routing, text, zh-CN, fail-on error, no colour off a terminal', async () => {
    const { common, help } = await parseCommonOptions([], io(), noFiles);
    expect(help).toBe(false);
    expect(common).toMatchObject({
      roots: ['.'],
      routing: null,
      config: null,
      format: 'text',
      locale: 'zh-CN',
      failOn: 'error',
      color: false,
    });
  });

  it('reads roots in order, --routing, --format, --locale and --fail-on as display paths', async () => {
    const { common } = await parseCommonOptions(
      [
        'global',
        './project/',
        '/repo/extra',
        '--routing',
        'r/../routing.yaml',
        '--format',
        'json',
        '--locale',
        'en',
        '--fail-on',
        'warning',
      ],
      io(),
      noFiles,
    );
    expect(common.roots).toEqual(['global', 'project', 'extra']);
    expect(common.routing).toBe('routing.yaml');
    expect(common).toMatchObject({ format: 'json', locale: 'en', failOn: 'warning' });
  });

  it.each([
    [['--format', 'xml'], /--format must be one of text, json, sarif, github/],
    [['--locale', 'fr'], /--locale must be one of zh-CN, en/],
    [['--fail-on', 'fatal'], /--fail-on must be one of error, warning, hint, never/],
    [['--bogus'], /bogus/],
    [['--routing'], /routing/],
  ])('rejects %j as a usage error', async (argv, message) => {
    await expect(parseCommonOptions(argv, io(), noFiles)).rejects.toThrow(UsageError);
    await expect(parseCommonOptions(argv, io(), noFiles)).rejects.toThrow(message);
  });

  it('accepts command-specific options', async () => {
    const { values } = await parseCommonOptions(['--character', 'alice'], io(), noFiles, {
      character: { type: 'string' },
    });
    expect(values.character).toBe('alice');
  });

  it('colours text on a terminal unless --no-color or NO_COLOR; FORCE_COLOR forces it', async () => {
    expect((await parseCommonOptions([], io({}, true), noFiles)).common.color).toBe(true);
    expect((await parseCommonOptions(['--no-color'], io({}, true), noFiles)).common.color).toBe(false);
    expect((await parseCommonOptions([], io({ NO_COLOR: '1' }, true), noFiles)).common.color).toBe(false);
    expect((await parseCommonOptions([], io({ FORCE_COLOR: '1' }), noFiles)).common.color).toBe(true);
    expect((await parseCommonOptions(['--format', 'json'], io({}, true), noFiles)).common.color).toBe(false);
  });

  it('auto-discovers rp-assets.config.yaml: roots, routing and locale, resolved against its folder', async () => {
    const fs = memoryFileSystem({
      'rp-assets.config.yaml': 'roots: [global, project]\nrouting: routing.yaml\nlocale: en\n',
    });
    const { common } = await parseCommonOptions([], io(), fs);
    expect(common.roots).toEqual(['global', 'project']);
    expect(common.routing).toBe('routing.yaml');
    expect(common.locale).toBe('en');
    expect(common.config?.file).toBe('rp-assets.config.yaml');
  });

  it('resolves an explicit --config relative to its own folder; arguments win over it', async () => {
    const fs = memoryFileSystem({
      '.git/HEAD': 'ref: refs/heads/main\n',
      'conf/rp.yaml': 'roots: [../assets]\nrouting: r.yaml\nlocale: en\n',
    });
    const a = await parseCommonOptions(['--config', 'conf/rp.yaml'], io(), fs);
    expect(a.common.roots).toEqual(['assets']);
    expect(a.common.routing).toBe('conf/r.yaml');
    const b = await parseCommonOptions(
      ['--config', 'conf/rp.yaml', 'mine', '--routing', 'x.yaml', '--locale', 'zh-CN'],
      io(),
      fs,
    );
    expect(b.common.roots).toEqual(['mine']);
    expect(b.common.routing).toBe('x.yaml');
    expect(b.common.locale).toBe('zh-CN');
  });

  it('treats a missing or unparsable config as a usage error, other config problems as diagnostics', async () => {
    await expect(parseCommonOptions(['--config', 'nope.yaml'], io(), noFiles)).rejects.toThrow(/nope\.yaml/);
    const broken = memoryFileSystem({ 'rp-assets.config.yaml': 'roots: [a\n' });
    await expect(parseCommonOptions([], io(), broken)).rejects.toThrow(UsageError);
    const odd = memoryFileSystem({ 'rp-assets.config.yaml': 'roots: [a]\nrootz: 1\n' });
    const { common } = await parseCommonOptions([], io(), odd);
    expect(common.configDiagnostics.map((d) => d.code)).toContain('config.unknown-field');
  });

  it('skips config loading for --help', async () => {
    const { help } = await parseCommonOptions(['--help', '--config', 'nope.yaml'], io(), noFiles);
    expect(help).toBe(true);
  });
});

describe('exitCodeFor', () => {
  const e = { severity: 'error' as const };
  const w = { severity: 'warning' as const };
  const h = { severity: 'hint' as const };
  it.each([
    [[], 'error', 0],
    [[w, h], 'error', 0],
    [[e], 'error', 1],
    [[w], 'warning', 1],
    [[h], 'warning', 0],
    [[h], 'hint', 1],
    [[e, w, h], 'never', 0],
  ] as const)('%j with --fail-on %s exits %i', (diags, failOn, code) => {
    expect(exitCodeFor(diags, failOn)).toBe(code);
  });
});

describe('cwd paths', () => {
  it('turns absolute paths into display paths relative to cwd', () => {
    expect(displayPath('/repo/a/b', '/repo')).toBe('a/b');
    expect(displayPath('/other/x', '/repo')).toBe('../other/x');
    expect(displayPath('a\\b\\c', '/repo')).toBe('a/b/c');
  });

  it('reads relative paths against the given cwd', async () => {
    const fs = cwdFileSystem(memoryFileSystem({ '/work/x/a.md': 'hi' }), '/work/x');
    expect(new TextDecoder().decode(await fs.readFile('a.md'))).toBe('hi');
    expect((await fs.stat('.'))?.kind).toBe('directory');
  });
});
