/**
 * Runs a composite action's steps as the GitHub runner does, without GitHub: `run:` steps with
 * `bash --noprofile --norc -eo pipefail FILE` in GITHUB_WORKSPACE, the runner's variables
 * (GITHUB_ACTION_PATH, GITHUB_OUTPUT fresh per step, GITHUB_STEP_SUMMARY, RUNNER_TEMP, ...) plus the
 * step's `env:`; `${{ }}` in `env:`/`with:`/outputs and `if:` evaluated over inputs, steps, github
 * and runner. `uses:` steps go to a handler the test gives (it plays setup-node, cache, upload...).
 * Only the expression forms the action uses are understood; anything else throws, so the action
 * cannot drift into syntax this harness would silently misread.
 */
import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

export interface Step {
  readonly id?: string;
  readonly name?: string;
  readonly if?: string;
  readonly uses?: string;
  readonly run?: string;
  readonly shell?: string;
  readonly env?: Readonly<Record<string, string>>;
  readonly with?: Readonly<Record<string, string>>;
}

interface ActionFile {
  readonly inputs: Readonly<Record<string, { readonly default?: string }>>;
  readonly outputs: Readonly<Record<string, { readonly value: string }>>;
  readonly runs: { readonly using: string; readonly steps: readonly Step[] };
}

export interface StepRecord {
  readonly id: string | undefined;
  readonly name: string;
  readonly skipped: boolean;
  readonly uses?: string;
  readonly with?: Readonly<Record<string, string>>;
  readonly env?: Readonly<Record<string, string>>;
  readonly code?: number;
  readonly output?: string;
  /** Wall time of a run step. */
  readonly ms?: number;
}

export interface ActionRun {
  /** 0 when every step that ran succeeded, else the failing step's exit code. */
  readonly code: number;
  readonly steps: readonly StepRecord[];
  readonly outputs: Readonly<Record<string, string>>;
  readonly summary: string;
}

/** A `uses:` step: gets its evaluated `with:`, returns its outputs. */
export type UsesHandler = (uses: string, inputs: Readonly<Record<string, string>>) => Record<string, string>;

export interface RunOptions {
  readonly actionPath: string;
  readonly workspace: string;
  readonly runnerTemp: string;
  readonly inputs: Readonly<Record<string, string>>;
  readonly eventName: string;
  /** The job's environment the runner passes to every step (PATH with the set-up Node, HOME...). */
  readonly env: Readonly<Record<string, string>>;
  readonly uses: UsesHandler;
}

type Scope = Record<string, unknown>;

function lookup(scope: Scope, path: string): string {
  let v: unknown = scope;
  for (const part of path.split('.')) {
    v = typeof v === 'object' && v !== null ? (v as Record<string, unknown>)[part] : undefined;
  }
  return typeof v === 'string' ? v : '';
}

const PATH = /^[a-z_]+(\.[A-Za-z0-9_-]+)+$/;

/** `${{ a.b.c }}` inside a string; only context paths. */
export function interpolate(text: string, scope: Scope): string {
  return text.replace(/\$\{\{\s*(.*?)\s*\}\}/g, (_, expr: string) => {
    if (!PATH.test(expr)) throw new Error(`expression the harness does not know: ${expr}`);
    return lookup(scope, expr);
  });
}

/** `if:` as `PATH == 'lit'` / `PATH != 'lit'`, joined by `&&`. Strings compare case-insensitively, as on GitHub. */
export function condition(expr: string | undefined, scope: Scope): boolean {
  if (expr === undefined) return true;
  return expr
    .replace(/^\$\{\{\s*|\s*\}\}$/g, '')
    .split('&&')
    .every((part) => {
      const m = /^\s*([a-z_][A-Za-z0-9_.-]*)\s*(==|!=)\s*'([^']*)'\s*$/.exec(part);
      if (m === null || !PATH.test(m[1]!)) throw new Error(`condition the harness does not know: ${part}`);
      const equal = lookup(scope, m[1]!).toLowerCase() === m[3]!.toLowerCase();
      return m[2] === '==' ? equal : !equal;
    });
}

/** GITHUB_OUTPUT's two forms: `name=value` and `name<<DELIM` ... `DELIM`. */
export function parseOutputFile(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const heredoc = /^([^=<]+)<<(.+)$/.exec(line);
    if (heredoc !== null) {
      const end = lines.indexOf(heredoc[2]!, i + 1);
      out[heredoc[1]!] = lines.slice(i + 1, end).join('\n');
      i = end;
    } else if (line.includes('=')) {
      out[line.slice(0, line.indexOf('='))] = line.slice(line.indexOf('=') + 1);
    }
  }
  return out;
}

function bash(file: string, cwd: string, env: Record<string, string>): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(
      'bash',
      ['--noprofile', '--norc', '-eo', 'pipefail', file],
      { cwd, env, maxBuffer: 64 * 1024 * 1024, timeout: 600_000 },
      (error, stdout, stderr) => {
        const code = error === null ? 0 : typeof error.code === 'number' ? error.code : 1;
        resolve({ code, output: stdout + stderr });
      },
    );
  });
}

export function readAction(actionPath: string): ActionFile {
  return parse(readFileSync(join(actionPath, 'action.yml'), 'utf8')) as ActionFile;
}

export async function runAction(o: RunOptions): Promise<ActionRun> {
  const action = readAction(o.actionPath);
  if (action.runs.using !== 'composite') throw new Error('not a composite action');
  const inputs: Record<string, string> = {};
  for (const [name, def] of Object.entries(action.inputs)) inputs[name] = o.inputs[name] ?? def.default ?? '';
  const steps: Record<string, { outputs: Record<string, string> }> = {};
  const scope: Scope = {
    inputs,
    steps,
    github: { action_path: o.actionPath, workspace: o.workspace, event_name: o.eventName },
    runner: { temp: o.runnerTemp, os: 'Linux', arch: 'X64' },
  };
  const summaryFile = join(o.runnerTemp, '_step_summary.md');
  writeFileSync(summaryFile, '');
  const records: StepRecord[] = [];
  let code = 0;
  for (const [i, step] of action.runs.steps.entries()) {
    const name = step.name ?? step.uses ?? `step ${i + 1}`;
    if (!condition(step.if, scope)) {
      records.push({ id: step.id, name, skipped: true });
      continue;
    }
    const env = Object.fromEntries(Object.entries(step.env ?? {}).map(([k, v]) => [k, interpolate(String(v), scope)]));
    let outputs: Record<string, string>;
    if (step.uses !== undefined) {
      const withs = Object.fromEntries(
        Object.entries(step.with ?? {}).map(([k, v]) => [k, interpolate(String(v), scope)]),
      );
      outputs = o.uses(step.uses, withs);
      records.push({ id: step.id, name, skipped: false, uses: step.uses, with: withs });
    } else {
      if (step.shell !== 'bash') throw new Error(`${name}: a run step needs shell: bash`);
      const outputFile = join(o.runnerTemp, `_output_${i}`);
      const scriptFile = join(o.runnerTemp, `_step_${i}.sh`);
      writeFileSync(outputFile, '');
      writeFileSync(scriptFile, interpolate(step.run ?? '', scope)); // the runner expands run: too
      const started = Date.now();
      const r = await bash(scriptFile, o.workspace, {
        ...o.env,
        CI: 'true',
        GITHUB_ACTIONS: 'true',
        GITHUB_ACTION_PATH: o.actionPath,
        GITHUB_WORKSPACE: o.workspace,
        GITHUB_EVENT_NAME: o.eventName,
        GITHUB_OUTPUT: outputFile,
        GITHUB_STEP_SUMMARY: summaryFile,
        RUNNER_TEMP: o.runnerTemp,
        RUNNER_OS: 'Linux',
        RUNNER_ARCH: 'X64',
        ...env,
      });
      records.push({
        id: step.id,
        name,
        skipped: false,
        env,
        code: r.code,
        output: r.output,
        ms: Date.now() - started,
      });
      if (r.code !== 0) {
        code = r.code;
        break;
      }
      outputs = parseOutputFile(readFileSync(outputFile, 'utf8'));
    }
    if (step.id !== undefined) steps[step.id] = { outputs };
  }
  const outputs = Object.fromEntries(Object.entries(action.outputs).map(([k, v]) => [k, interpolate(v.value, scope)]));
  return { code, steps: records, outputs, summary: readFileSync(summaryFile, 'utf8') };
}
