/**
 * The fixtures of the diagnostic codes. Every registered code `area.slug` has its cases under
 * test/fixtures/<area>/<slug>/: `not-ok-<what>/` must produce the code, `ok-<what>/` (a near-identical
 * repository without the problem) must not. Each case holds a golden `expected.txt`, one finding a
 * line: `file:line:col severity code message` (`-` for what a finding has not), in English.
 *
 * How a case runs depends on its area, the way the tool reaches that code:
 * - asset, budget, character, world, entry: the asset loader over the case folder (or the roots
 *   listed in its `roots.txt`);
 * - turn: `check-turn` on the case's args.json and transcript.json;
 * - retrieval: a preview for character `alice` of messages.txt (one message a line), or, with a
 *   `retrieval.tests.yaml`, its scenarios run as `validate` runs them;
 * - config: the config loader on the case's rp-assets.config.yaml (the codes that stop a run
 *   reach the user as a usage error, so they are read where the loader reports them);
 * - routing: `rp-assets validate` run in the case folder (its rp-assets.config.yaml names the
 *   routing file and the rest), read from the JSON report; a case with an `input.json` shows a
 *   run-time code instead, so it runs `rp-assets explain --input @input.json` there;
 * - the codes `validate` reports itself rather than a loader (REPORTED_BY_VALIDATE): as routing.
 *
 * Run-time findings have no place: they are rendered `-:-:-`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadAssets } from '../../src/assets/index.js';
import { main } from '../../src/cli/main.js';
import { CONFIG_FILE_NAME, loadConfig } from '../../src/config/index.js';
import type { Diagnostic } from '../../src/diagnostics/define.js';
import { renderDiagnostic } from '../../src/diagnostics/render.js';
import { nodeFileSystem } from '../../src/node/node-fs.js';
import { retrieve } from '../../src/retrieval/index.js';
import { checkRetrievalScenarios } from '../../src/retrieval/scenarios/check-scenarios.js';
import { checkTurn } from '../../src/turn/index.js';

export const FIXTURES = 'test/fixtures';

/** Codes of the asset areas that `validate` reports about the whole run, not the asset loader. */
export const REPORTED_BY_VALIDATE: ReadonlySet<string> = new Set([
  'asset.no-assets',
  // key hygiene and budget fit (src/retrieval/hygiene/), checked by `validate` over the loaded repository
  'budget.over-in-real-tokens',
  'character.constants-fill-max-entries',
  'character.constants-over-half',
  'character.world-core-cut',
  'entry.key-has-macro',
  'entry.key-inside-another',
  'entry.long-key',
  'entry.misspelt-key',
  'entry.no-room-beside-constants',
  'entry.shared-key-tie',
  'entry.short-key',
]);

export interface CodeFixture {
  /** The code the case is about, `area.slug`. */
  readonly code: string;
  /** The case folder's name: `not-ok-…` or `ok-…`. */
  readonly name: string;
  /** The case folder, relative to the repository root. */
  readonly dir: string;
  /** Whether the case must produce `code` (a `not-ok-` case) or must not (an `ok-` case). */
  readonly fails: boolean;
}

/** The cases of `code`, sorted by name; empty when the code has no fixture folder. */
export function codeFixtures(code: string): CodeFixture[] {
  const [area, slug] = code.split('.') as [string, string];
  const base = `${FIXTURES}/${area}/${slug}`;
  if (!existsSync(base)) return [];
  return readdirSync(base, { withFileTypes: true })
    .filter((e) => e.isDirectory() && /^(not-)?ok-/.test(e.name))
    .map((e) => e.name)
    .sort()
    .map((name) => ({ code, name, dir: `${base}/${name}`, fails: name.startsWith('not-ok-') }));
}

/** The path of a case's golden file. */
export const expectedFile = (c: CodeFixture): string => `${c.dir}/expected.txt`;

/** Runs a case as its area is reached and renders its findings, one a line. */
export async function runCodeFixture(c: CodeFixture): Promise<string> {
  const area = c.code.slice(0, c.code.indexOf('.'));
  if (area === 'turn') return runTurn(c.dir);
  if (area === 'retrieval') return runRetrieval(c.dir);
  if (area === 'config') return runConfig(c.dir);
  if (area === 'routing' && existsSync(`${c.dir}/input.json`)) return runExplainCli(c.dir);
  if (area === 'routing' || REPORTED_BY_VALIDATE.has(c.code)) return runValidateCli(c.dir);
  return runAssets(c.dir);
}

/** The codes of rendered findings, in order. */
export function codesOf(rendered: string): string[] {
  return rendered
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => l.split(' ')[2] ?? '');
}

function line(file: string, d: Pick<Diagnostic, 'line' | 'column' | 'severity' | 'code'>, message: string): string {
  return `${file}:${d.line ?? '-'}:${d.column ?? '-'} ${d.severity} ${d.code} ${message}\n`;
}

/**
 * Renders a loader's findings on the case folder `dir`: file paths inside it relative to it (the
 * folder itself `.`); with `messagePaths`, also the paths quoted in the messages.
 */
function render(diagnostics: readonly Diagnostic[], dir: string, messagePaths: boolean): string {
  const strip = (f: string | null): string =>
    f === null ? '-' : f.startsWith(dir + '/') ? f.slice(dir.length + 1) : f === dir ? '.' : f;
  return diagnostics
    .map((d) => {
      const message = renderDiagnostic(d, 'en').message;
      return line(strip(d.file), d, messagePaths ? message.split(dir + '/').join('') : message);
    })
    .join('');
}

async function runAssets(dir: string): Promise<string> {
  const rootsFile = `${dir}/roots.txt`;
  const roots = existsSync(rootsFile)
    ? readFileSync(rootsFile, 'utf8')
        .split('\n')
        .filter((l) => l.trim() !== '')
        .map((r) => `${dir}/${r}`)
    : [dir];
  const graph = await loadAssets({ roots }, nodeFileSystem());
  return render(graph.diagnostics, dir, true);
}

function runTurn(dir: string): string {
  const read = (file: string) => ({ file, bytes: new Uint8Array(readFileSync(`${dir}/${file}`)) });
  return render(checkTurn(read('args.json'), read('transcript.json')).diagnostics, dir, false);
}

async function runRetrieval(dir: string): Promise<string> {
  const graph = await loadAssets({ roots: [dir] }, nodeFileSystem());
  const diagnostics = existsSync(`${dir}/retrieval.tests.yaml`)
    ? (
        await checkRetrievalScenarios(
          { graph, config: { retrievalTests: null, baseDir: dir }, roots: [dir] },
          nodeFileSystem(),
        )
      ).diagnostics
    : retrieve(
        graph,
        'alice',
        readFileSync(`${dir}/messages.txt`, 'utf8')
          .split('\n')
          .filter((l) => l !== ''),
      ).diagnostics;
  return render(diagnostics, dir, false);
}

async function runConfig(dir: string): Promise<string> {
  return render((await loadConfig(`${dir}/${CONFIG_FILE_NAME}`, nodeFileSystem())).diagnostics, dir, true);
}

interface RunTimeDiagnostic {
  readonly level: Diagnostic['severity'];
  readonly code: string;
  readonly message: string;
}

async function runExplainCli(dir: string): Promise<string> {
  const out = await runCli(dir, ['explain', '--input', '@input.json', '--format', 'json', '--locale', 'en']);
  const explained = JSON.parse(out) as { diagnostics: readonly RunTimeDiagnostic[] };
  return explained.diagnostics
    .map((d) => line('-', { line: null, column: null, severity: d.level, code: d.code }, d.message))
    .join('');
}

interface ReportedDiagnostic {
  readonly file: string | null;
  readonly line: number | null;
  readonly column: number | null;
  readonly severity: Diagnostic['severity'];
  readonly code: string;
  readonly message: string;
}

async function runValidateCli(dir: string): Promise<string> {
  const out = await runCli(dir, ['validate', '--format', 'json', '--locale', 'en']);
  const report = JSON.parse(out) as { diagnostics: readonly ReportedDiagnostic[] };
  return report.diagnostics.map((d) => line(d.file ?? '-', d, d.message)).join('');
}

/** Runs the CLI in-process in `dir` and returns what it printed on stdout (a JSON document). */
async function runCli(dir: string, argv: readonly string[]): Promise<string> {
  let stdout = '';
  let stderr = '';
  await main(argv, {
    cwd: join(process.cwd(), dir),
    env: {},
    stdout: (s) => {
      stdout += s;
    },
    stderr: (s) => {
      stderr += s;
    },
  });
  if (stdout === '') throw new Error(`rp-assets ${argv[0]} printed nothing in ${dir}: ${stderr}`);
  return stdout;
}
