/**
 * Issue 29, point 7: the Pages composite action's scripts wrote the `mode` and `node-version`
 * inputs into `::error::` and into GITHUB_OUTPUT unescaped: a line break in an input added a
 * workflow command or a step output of its own. The scripts run here with bash as the runner runs
 * them; stdout is read with a port of the runner's command parser, GITHUB_OUTPUT as the runner
 * reads it (`name=value` lines and `name<<DELIMITER` blocks).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runnerCommands } from '../support/runner-commands.js';

const ACTION = join(import.meta.dirname, '../../pages');
let scratch: string;

beforeEach(() => {
  scratch = mkdtempSync(join(tmpdir(), 'rp-pages-escape-'));
  writeFileSync(join(scratch, 'output'), '');
});
afterEach(() => rmSync(scratch, { recursive: true, force: true }));

/** GITHUB_OUTPUT as the runner reads it (actions/runner, SetOutputFileCommand). */
function outputs(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    if (line === '') continue;
    const heredoc = /^([^=]+?)<<(.+)$/.exec(line);
    const eq = line.indexOf('=');
    if (heredoc && (eq < 0 || eq > line.indexOf('<<'))) {
      const value: string[] = [];
      for (i++; i < lines.length && lines[i] !== heredoc[2]; i++) value.push(lines[i] as string);
      out[heredoc[1] as string] = value.join('\n');
    } else if (eq > 0) out[line.slice(0, eq)] = line.slice(eq + 1);
  }
  return out;
}

function plan(env: Record<string, string>): { code: number; stdout: string; outputs: Record<string, string> } {
  const r = spawnSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', join(ACTION, 'steps/plan.sh')], {
    env: {
      PATH: process.env['PATH'] ?? '',
      GITHUB_ACTION_PATH: ACTION,
      GITHUB_OUTPUT: join(scratch, 'output'),
      RUNNER_TEMP: scratch,
      GITHUB_EVENT_NAME: 'push',
      ...env,
    },
    encoding: 'utf8',
  });
  return { code: r.status ?? -1, stdout: r.stdout, outputs: outputs(readFileSync(join(scratch, 'output'), 'utf8')) };
}

describe('the Pages action scripts escape what they write', () => {
  it('a mode with a line break and `::` gives one error command, nothing else', () => {
    const r = plan({ INPUT_MODE: 'pages\n::warning title=INJECTED::boo\n::set-output name=x::y' });
    expect(r.code).toBe(2);
    const commands = runnerCommands(r.stdout);
    expect(commands.map((c) => c.name)).toEqual(['error']);
    expect(commands[0]?.data).toContain('pages\n::warning title=INJECTED::boo');
  });

  it('a node-version with a line break adds no output and no command', () => {
    const r = plan({ INPUT_NODE_VERSION: '24\nout=/etc\nmode=pages' });
    expect(runnerCommands(r.stdout).filter((c) => c.name !== 'error')).toEqual([]);
    expect(r.outputs['out']).not.toBe('/etc');
    expect(Object.keys(r.outputs).every((k) => !k.includes('\n'))).toBe(true);
    expect(r.code).toBe(2); // refused: setup-node reads it as one line
  });

  it('a clean run writes its seven outputs, one each', () => {
    const r = plan({ INPUT_MODE: 'artifact', INPUT_NODE_VERSION: '24' });
    expect(r.code).toBe(0);
    expect(Object.keys(r.outputs).sort()).toEqual(
      ['cache-key', 'configure-pages', 'home', 'mode', 'modules', 'out', 'prebuilt'].sort(),
    );
    expect(r.outputs['mode']).toBe('artifact');
  });

  it('the site step’s base output with a line break stays one output', () => {
    // a stand-in CLI: the step's own writing is what is tested, not the build
    const home = join(scratch, 'home');
    mkdirSync(join(home, 'bin'), { recursive: true });
    writeFileSync(join(home, 'bin/rp-assets.js'), '');
    const r = spawnSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', join(ACTION, 'steps/site.sh')], {
      env: {
        PATH: process.env['PATH'] ?? '',
        GITHUB_WORKSPACE: scratch,
        GITHUB_OUTPUT: join(scratch, 'output'),
        RP_ASSETS_HOME: home,
        RP_ASSETS_OUT: join(scratch, 'site'),
        INPUT_BASE: 'x\nout=/etc',
      },
      encoding: 'utf8',
    });
    expect(r.status).toBe(0);
    expect(outputs(readFileSync(join(scratch, 'output'), 'utf8'))).toEqual({ base: '/x\nout=/etc/' });
  });

  it('the artifact name and retention reach the job summary only inside their code spans', () => {
    const summary = join(scratch, 'summary');
    writeFileSync(summary, '');
    const r = spawnSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', join(ACTION, 'steps/summary.sh')], {
      env: {
        PATH: process.env['PATH'] ?? '',
        GITHUB_STEP_SUMMARY: summary,
        ARTIFACT_NAME: 'site`\n## injected [x](https://evil.example)',
        RETENTION_DAYS: '3\n# injected',
      },
      encoding: 'utf8',
    });
    expect(r.status).toBe(0);
    const text = readFileSync(summary, 'utf8');
    expect(text.split('\n').filter((l) => l.startsWith('#'))).toEqual(['### rp-assets catalog preview']);
    // every backtick pairs up: the name cannot close its code span
    for (const line of text.split('\n')) expect((line.match(/`/g) ?? []).length % 2).toBe(0);
  });
});
