/**
 * Example blocks of README.md and docs/*.md that can be checked cheaply, run or compared as written,
 * so they cannot drift from the tool (issue 16, point 5). Checked elsewhere: docs/format.md
 * (format-examples.test.ts), the README's architecture (readme-architecture.test.ts), the README's
 * catalog workflows (test/e2e/pages/readme-workflows.test.ts), docs/api.md's and docs/site.md's
 * scripts (test/e2e/package/import.test.ts, test/e2e/install/astro-integration.test.ts) and every
 * code page's example pair (test/codes.test.ts).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { main } from '../../../src/cli/main.js';
import { CONFIG_FILE_NAME, loadConfig } from '../../../src/config/index.js';
import { nodeFileSystem } from '../../../src/node/node-fs.js';

const ROOT = join(import.meta.dirname, '../../..');
const read = (path: string): string => readFileSync(join(ROOT, path), 'utf8');

/** The fenced blocks of `lang` in the file at `path`, in order. */
function blocks(path: string, lang: string): string[] {
  return [...read(path).matchAll(new RegExp(`^\`\`\`${lang}\\n([\\s\\S]*?)^\`\`\`$`, 'gm'))].map((m) => m[1]!);
}

/** The one block of `lang` in `path` that `pick` accepts; fails the test when there is not exactly one. */
function block(path: string, lang: string, pick: (text: string) => boolean): string {
  const found = blocks(path, lang).filter(pick);
  expect(found, `${path}: one \`\`\`${lang} block`).toHaveLength(1);
  return found[0]!;
}

const temps: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'rp-doc-examples-'));
  temps.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

async function run(argv: readonly string[], cwd: string): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await main(argv, {
    cwd,
    env: {},
    stdout: (s) => {
      stdout += s;
    },
    stderr: (s) => {
      stderr += s;
    },
  });
  return { code, stdout, stderr };
}

describe('docs/config.md', () => {
  it('shows a config the loader reads without a finding', async () => {
    const dir = tempDir();
    writeFileSync(
      join(dir, CONFIG_FILE_NAME),
      block('docs/config.md', 'yaml', (t) => t.includes('roots:')),
    );
    const loaded = await loadConfig(join(dir, CONFIG_FILE_NAME), nodeFileSystem());
    expect(loaded.diagnostics.map((d) => d.code)).toEqual([]);
  });
});

describe('docs/cli.md', () => {
  it('shows the usage errors check-turn prints, as printed', async () => {
    const text = block('docs/cli.md', 'text', (t) => t.startsWith('$ rp-assets check-turn'));
    const cases = text.split('\n\n');
    expect(cases.length).toBeGreaterThan(1);
    const dir = tempDir();
    for (const c of cases) {
      const [command = '', ...printed] = c.replace(/\n$/, '').split('\n');
      const argv = command.replace(/^\$ rp-assets /, '').split(' ');
      const r = await run(argv, dir);
      expect(r.code, command).toBe(2);
      expect(r.stdout, command).toBe('');
      expect(r.stderr, command).toBe(printed.join('\n') + '\n');
    }
  });

  it('shows the text format as `validate --locale zh-CN` prints it for test/fixtures/cli/not-ok-unresolved-world', async () => {
    const text = block('docs/cli.md', 'text', (t) => t.startsWith('错误（1）'));
    const r = await run(['validate', '--locale', 'zh-CN'], join(ROOT, 'test/fixtures/cli/not-ok-unresolved-world'));
    expect(r.stdout).toBe(text);
  });
});

describe('docs/retrieval.md', () => {
  it('its first commands run as written in examples/ and inject the capital and the guard', async () => {
    const lines = block('docs/retrieval.md', 'sh', (t) => t.includes('rp-assets retrieve'))
      .trim()
      .split('\n');
    expect(lines).toHaveLength(2);
    const argv = (line: string): string[] =>
      [...line.matchAll(/'([^']*)'|(\S+)/g)].map((m) => m[1] ?? (m[2] as string)).slice(1);
    const json = await run(argv(lines[0]!), join(ROOT, 'examples'));
    expect(json.code, json.stderr).toBe(0);
    const injected = (JSON.parse(json.stdout) as { injected: { id: string }[] }).injected.map((e) => e.id);
    expect(injected).toContain('astra-capital');
    const text = await run(argv(lines[1]!), join(ROOT, 'examples'));
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout).toMatch(/astra-capital[\s\S]*guard/);
  });
});

describe('scenario examples, run against examples/', () => {
  it('docs/retrieval.md and docs/routing-validation.md show scenarios that pass there', async () => {
    const dir = tempDir();
    cpSync(join(ROOT, 'examples'), dir, { recursive: true });
    const retrieval = block('docs/retrieval.md', 'yaml', (t) => t.includes('- name:'));
    const routing = block('docs/routing-validation.md', 'yaml', (t) => t.includes('- name:'));
    writeFileSync(join(dir, 'retrieval.tests.yaml'), retrieval);
    writeFileSync(join(dir, 'routing.tests.yaml'), routing);
    const r = await run(['validate', '--format', 'json', '--locale', 'en'], dir);
    const report = JSON.parse(r.stdout) as { diagnostics: { code: string; file: string | null; message: string }[] };
    const scenarios = report.diagnostics.filter(
      (d) => d.file === 'retrieval.tests.yaml' || d.file === 'routing.tests.yaml',
    );
    expect(scenarios.map((d) => `${d.file} ${d.code} ${d.message}`)).toEqual([]);
  });
});

describe('GitHub Action workflows in README.md and docs/action.md', () => {
  const action = parse(read('action.yml')) as { inputs: object; outputs: object };
  const inputs = Object.keys(action.inputs);
  const outputs = Object.keys(action.outputs);
  interface Step {
    readonly id?: string;
    readonly uses?: string;
    readonly with?: Record<string, unknown>;
  }
  const workflows = ['README.md', 'docs/action.md'].flatMap((path) =>
    blocks(path, 'yaml')
      .filter((t) => /uses: rp-assets\/rp-assets@v1\b/.test(t))
      .map((text) => ({
        path,
        text,
        steps: Object.values((parse(text) as { jobs: Record<string, { steps: Step[] }> }).jobs).flatMap((j) => j.steps),
      })),
  );

  it('exist', () => {
    expect(workflows.filter((w) => w.path === 'README.md').length).toBeGreaterThan(0);
    expect(workflows.filter((w) => w.path === 'docs/action.md').length).toBeGreaterThan(0);
  });

  it('pass the action only inputs that action.yml declares, and read only outputs it declares', () => {
    for (const w of workflows) {
      const ours = w.steps.filter((s) => s.uses === 'rp-assets/rp-assets@v1');
      expect(ours.length, w.path).toBeGreaterThan(0);
      for (const s of ours)
        for (const key of Object.keys(s.with ?? {})) expect(inputs, `${w.path}: input ${key}`).toContain(key);
      const ids = new Set(ours.map((s) => s.id).filter((id) => id !== undefined));
      for (const m of w.text.matchAll(/steps\.([\w-]+)\.outputs\.([\w-]+)/g)) {
        expect(ids, `${w.path}: step ${m[1]}`).toContain(m[1]);
        expect(outputs, `${w.path}: output ${m[2]}`).toContain(m[2]);
      }
    }
  });

  it("README.md lists every input and output of action.yml, in action.yml's order", () => {
    const readme = read('README.md').replace(/\s+/g, ' ');
    // the names in backticks from `label:` to the end of its sentence, asides in parentheses left out
    const listed = (label: string): string[] => {
      const from = readme.indexOf(`${label}: `);
      const list = readme.slice(from, from < 0 ? 0 : undefined).replace(/\([^()]*\)/g, '');
      return [...list.slice(0, list.indexOf('.')).matchAll(/`([\w-]+)`/g)].map((m) => m[1]!);
    };
    expect(listed('Inputs')).toEqual(inputs);
    expect(listed('Outputs')).toEqual(outputs);
  });
});
