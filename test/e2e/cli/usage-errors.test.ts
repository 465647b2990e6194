/**
 * Issue 15, point 9: one voice for usage errors. Every command prints a usage error the same way:
 * exit 2, two lines on stderr, `rp-assets <command>: <message>` and the `--help` hint, both in the
 * `--locale` language (English when none is given), a missing file named as missing, user text
 * without control characters. The texts live in src/cli/usage-messages.ts.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../../src/cli/main.js';
import type { CliIo } from '../../../src/cli/io.js';
import { fixture } from './run-cli.js';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'rp-usage-errors-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function run(args: readonly string[], cwd = dir) {
  let stdout = '';
  let stderr = '';
  const io: CliIo = { cwd, env: {}, stdout: (s) => void (stdout += s), stderr: (s) => void (stderr += s) };
  const code = await main(args, io);
  return { code, stdout, stderr };
}

const CJK = /[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]/;

type Lang = 'en' | 'zh-CN';
const LOCALES: readonly [string, readonly string[], Lang][] = [
  ['no --locale', [], 'en'],
  ['--locale en', ['--locale', 'en'], 'en'],
  ['--locale zh-CN', ['--locale', 'zh-CN'], 'zh-CN'],
];

/** Each command's argv before the locale options (the command words) and after them (the error). */
interface Case {
  readonly command: string | null;
  readonly error: 'unknown option' | 'missing value' | 'missing file' | 'bad value' | 'unknown command';
  readonly head: readonly string[];
  readonly tail: readonly string[];
  /** A word line 1 must hold (the option or file it is about). */
  readonly names: string;
}

const CASES: Case[] = [];
const push = (command: string, head: string[], missingFile: string[], badValue: string[], bad: string) => {
  CASES.push(
    { command, error: 'unknown option', head, tail: ['--bogus'], names: '`--bogus`' },
    { command, error: 'missing value', head, tail: ['--config'], names: '`--config`' },
    { command, error: 'missing file', head, tail: missingFile, names: 'missing-x' },
    { command, error: 'bad value', head, tail: badValue, names: bad },
  );
};
push('validate', ['validate'], ['--config', 'missing-x.yaml'], ['--fail-on', 'fatal'], '`fatal`');
push('explain', ['explain'], ['--routing', 'missing-x.yaml', '--input', '{}'], ['--format', 'sarif'], '`sarif`');
push(
  'retrieve',
  ['retrieve'],
  ['--config', 'missing-x.yaml', '--character', 'a', '--message', 'hi'],
  ['--format', 'xml'],
  '`xml`',
);
push(
  'check-turn',
  ['check-turn'],
  ['--args', 'missing-x.json', '--transcript', 't.json'],
  ['--format', 'xml'],
  '`xml`',
);
push('site', ['site'], ['--config', 'missing-x.yaml', '--out', '_site'], ['--format', 'xml'], '`xml`');
CASES.push(
  {
    command: 'routing migrate',
    error: 'unknown option',
    head: ['routing', 'migrate'],
    tail: ['x.yaml', '--bogus'],
    names: '`--bogus`',
  },
  {
    command: 'routing migrate',
    error: 'missing value',
    head: ['routing', 'migrate'],
    tail: ['x.yaml', '--config'],
    names: '`--config`',
  },
  {
    command: 'routing migrate',
    error: 'missing file',
    head: ['routing', 'migrate'],
    tail: ['missing-x.yaml'],
    names: 'missing-x',
  },
  // routing's only choice is its sub-command
  { command: 'routing', error: 'bad value', head: ['routing'], tail: ['frobnicate', 'x.yaml'], names: '`frobnicate`' },
  { command: null, error: 'unknown command', head: ['bogus'], tail: [], names: '`bogus`' },
);

const TABLE = CASES.flatMap((c) =>
  LOCALES.map(([label, locale, lang]) => ({
    name: `${c.command ?? '(no command)'} / ${c.error} / ${label}`,
    argv: [...c.head, ...locale, ...c.tail],
    lang,
    c,
  })),
);

/** The hint line for `command` in `lang`. */
function hintFor(command: string | null, lang: Lang): string {
  const invocation = command === null ? 'rp-assets --help' : `rp-assets ${command} --help`;
  if (lang === 'en') return `Run \`${invocation}\` for the ${command === null ? 'commands' : 'options'}.`;
  return `运行 \`${invocation}\` 查看${command === null ? '所有命令' : '选项'}。`;
}

/** Checks the shape every usage error has; returns line 1's message (after the prefix). */
function expectUsageError(r: { code: number; stderr: string }, command: string | null, lang: Lang): string {
  expect(r.code).toBe(2);
  expect(r.stderr.endsWith('\n'), r.stderr).toBe(true);
  const lines = r.stderr.slice(0, -1).split('\n');
  expect(lines, r.stderr).toHaveLength(2);
  const [first, second] = lines as [string, string];
  const prefix = command === null ? 'rp-assets: ' : `rp-assets ${command}: `;
  expect(first.startsWith(prefix), first).toBe(true);
  const message = first.slice(prefix.length);
  expect(message.length).toBeGreaterThan(0);
  if (lang === 'zh-CN') expect(message, first).toMatch(CJK);
  else expect(message, first).not.toMatch(CJK);
  for (const quote of ['`', "'", '"']) expect(first.split(quote).length % 2, `${quote} in ${first}`).toBe(1);
  expect(second).toBe(hintFor(command, lang));
  return message;
}

describe('usage errors: every command × error × locale', () => {
  it.each(TABLE)('$name', async ({ argv, lang, c }) => {
    const r = await run(argv);
    const message = expectUsageError(r, c.command, lang);
    expect(message).toContain(c.names);
    if (c.error === 'missing file') expect(message).toMatch(lang === 'en' ? /does not exist/ : /不存在/);
    expect(r.stdout).toBe('');
  });
});

describe('usage errors: the exact English words', () => {
  it.each([
    [
      ['explain', '--routing', 'missing-x.yaml', '--input', '{}'],
      'rp-assets explain: The file `missing-x.yaml` does not exist',
    ],
    [
      ['check-turn', '--args', 'missing-x.json', '--transcript', 't.json'],
      'rp-assets check-turn: --args `missing-x.json` does not exist',
    ],
    [['validate', '--bogus'], 'rp-assets validate: unknown option `--bogus`'],
    [['validate', '--routing'], 'rp-assets validate: option `--routing` needs a value'],
    [['validate', '--no-color=x'], 'rp-assets validate: option `--no-color` takes no value'],
    [['validate', '--config', 'missing-x.yaml'], 'rp-assets validate: The config file `missing-x.yaml` does not exist'],
    [
      ['routing', 'migrate', 'missing-x.yaml'],
      'rp-assets routing migrate: `missing-x.yaml` does not exist; nothing changed',
    ],
    [['routing'], 'rp-assets routing: missing sub-command: expected `routing migrate FILE`'],
    [['routing', 'migrate'], 'rp-assets routing migrate: missing FILE: expected `routing migrate FILE`'],
    [['valdate'], 'rp-assets: unknown command `valdate`; did you mean `validate`?'],
    [
      ['explain', '--routing', 'r.yaml', '--input', '{"isDirect":1}'],
      'rp-assets explain: --input is not a valid routing input: `isDirect` must be true or false, got 1',
    ],
    [
      ['explain', '--routing', 'r.yaml', '--input', '@missing-x.json'],
      'rp-assets explain: the input file `missing-x.json` does not exist',
    ],
  ])('%j', async (args, first) => {
    const r = await run(args);
    expect(r.code).toBe(2);
    expect(r.stderr.split('\n')[0]).toBe(first);
  });
});

describe('the locale of a usage error', () => {
  it('follows --locale zh-CN: the diagnostic text of a missing routing file', async () => {
    const r = await run(['explain', '--routing', 'missing-x.yaml', '--input', '{}', '--locale', 'zh-CN']);
    expect(r.stderr).toBe(
      'rp-assets explain: 文件 `missing-x.yaml` 不存在\n运行 `rp-assets explain --help` 查看选项。\n',
    );
  });

  it('is read from argv, so a parse failure before --locale is localized; --locale=X too', async () => {
    for (const argv of [
      ['validate', '--bogus', '--locale', 'zh-CN'],
      ['validate', '--bogus', '--locale=zh-CN'],
      ['routing', 'migrate', '--bogus', '--locale=zh-CN'],
      ['bogus', '--locale=zh-CN'],
    ]) {
      const r = await run(argv);
      expect(r.stderr.split('\n')[0], argv.join(' ')).toMatch(CJK);
      expect(r.stderr.split('\n')[1], argv.join(' ')).toMatch(/^运行 `rp-assets/);
    }
  });

  it('is English for a --locale that is not a locale, and names it', async () => {
    for (const command of [['validate'], ['routing', 'migrate', 'x.yaml']]) {
      const r = await run([...command, '--locale', 'fr']);
      const name = command
        .slice(0, 2)
        .filter((w) => w !== 'x.yaml')
        .join(' ');
      expect(expectUsageError(r, name, 'en')).toBe('--locale must be one of zh-CN, en, got `fr`');
    }
  });

  it('reads an option that swallowed the next one (`--config --locale zh-CN`) as a missing value', async () => {
    const r = await run(['validate', '--config', '--locale', 'zh-CN']);
    expect(expectUsageError(r, 'validate', 'zh-CN')).toBe('选项 `--config` 需要一个值');
  });

  it('renders an unknown --character (the core error) in both languages', async () => {
    const cwd = fixture('ok-clean-repo');
    const en = await run(['validate', '--character', 'alcie'], cwd);
    expect(expectUsageError(en, 'validate', 'en')).toBe('unknown character `alcie`; did you mean `alice`?');
    const zh = await run(['validate', '--character', 'alcie', '--locale', 'zh-CN'], cwd);
    expect(expectUsageError(zh, 'validate', 'zh-CN')).toBe('未知角色 `alcie`；是不是想用 `alice`？');
    const retrieve = await run(['retrieve', '--character', 'alcie', '--message', 'x', '--locale', 'zh-CN'], cwd);
    expect(expectUsageError(retrieve, 'retrieve', 'zh-CN')).toBe('未知角色 `alcie`；是不是想用 `alice`？');
  });
});

describe('user text in a usage error', () => {
  const evil = 'x\u001b[2J\ny';
  it.each([
    ['validate', ['validate', '--config', evil]],
    ['explain', ['explain', '--routing', evil, '--input', '{}']],
    ['retrieve', ['retrieve', '--config', evil, '--character', 'a', '--message', 'm']],
    ['check-turn', ['check-turn', '--args', evil, '--transcript', 't.json']],
    ['site', ['site', '--config', evil, '--out', '_site']],
    ['routing migrate', ['routing', 'migrate', evil]],
    [null, [evil]],
  ] as const)('%s: control characters and line breaks are escaped, the shape kept', async (command, argv) => {
    const r = await run(argv);
    const message = expectUsageError(r, command, 'en');
    expect(message).toContain('x\\u{1b}[2J\\ny');
    expect(r.stderr).not.toContain('\u001b');
  });
});

describe('a config that cannot be parsed', () => {
  it('lists its problems between the message and the hint, in the --locale language', async () => {
    writeFileSync(join(dir, 'broken.yaml'), 'roots: [a\n');
    for (const [locale, first, hint] of [
      [
        [],
        'rp-assets validate: cannot use config file `broken.yaml`',
        'Run `rp-assets validate --help` for the options.',
      ],
      [
        ['--locale', 'zh-CN'],
        'rp-assets validate: 无法使用配置文件 `broken.yaml`',
        '运行 `rp-assets validate --help` 查看选项。',
      ],
    ] as const) {
      const r = await run(['validate', '--config', 'broken.yaml', ...locale]);
      expect(r.code).toBe(2);
      const lines = r.stderr.trimEnd().split('\n');
      expect(lines[0]).toBe(first);
      expect(lines.length).toBeGreaterThan(2);
      for (const line of lines.slice(1, -1)) expect(line).toMatch(/^broken\.yaml:\d+:\d+: config\.yaml-syntax: /);
      expect(lines.at(-1)).toBe(hint);
    }
  });
});

describe('routing migrate', () => {
  it('accepts --locale: a wrong sub-command and a missing file in Chinese', async () => {
    const sub = await run(['routing', 'frobnicate', '--locale', 'zh-CN']);
    expect(sub.stderr).toBe(
      'rp-assets routing: 未知子命令 `frobnicate`：用法是 `routing migrate FILE`\n运行 `rp-assets routing --help` 查看选项。\n',
    );
    const missing = await run(['routing', 'migrate', 'nope.yaml', '--locale', 'zh-CN']);
    expect(missing.stderr).toBe(
      'rp-assets routing migrate: `nope.yaml` 不存在；未做任何修改\n运行 `rp-assets routing migrate --help` 查看选项。\n',
    );
  });

  it('lists --locale in its help', async () => {
    const r = await run(['routing', '--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^ {2}--locale LOCALE {9}zh-CN \| en/m);
  });
});
