/**
 * Issue 15, point 3: the library API. The packed tarball, installed into a temporary project
 * outside this checkout, is imported as an ES module (the runnable example of docs/api.md, run as
 * written) and type-checked from a TypeScript file against its declarations.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeEnv, npmInstall, pack, REPO } from '../../support/packed.js';
import type { Packed } from '../../support/packed.js';

let packed: Packed;
let work: string;
let project: string;

beforeAll(() => {
  packed = pack();
  work = realpathSync(mkdtempSync(join(tmpdir(), 'rp-import-')));
  npmInstall(work, packed.tarball, 'api-user');
  project = join(work, 'api-user');
}, 300_000);

afterAll(() => {
  packed?.cleanup();
  if (work) rmSync(work, { recursive: true, force: true });
});

describe("import('rp-assets')", () => {
  it("runs docs/api.md's example as written", () => {
    const doc = readFileSync(join(REPO, 'docs/api.md'), 'utf8');
    const example = /```js\n([\s\S]*?)```/.exec(doc)?.[1];
    expect(example).toBeDefined();
    writeFileSync(join(project, 'example.mjs'), example!);
    const out = execFileSync(process.execPath, ['example.mjs'], { cwd: project, env: nodeEnv(), encoding: 'utf8' });
    const lines = out.trim().split('\n');
    expect(lines[0]).toMatch(/1 character.*1 world.*1 entr/);
    expect(lines.at(-3)).toBe('Behaviour changes: `before` → `after`');
    expect(lines.at(-2)).toBe('["guard"]');
    expect(lines.at(-1)).toBe('base');
  });

  it("require('rp-assets') from CommonJS loads the same API (Node 22.12+ requires ES modules)", () => {
    writeFileSync(
      join(project, 'example.cjs'),
      "const rp = require('rp-assets');\nconsole.log(typeof rp.validate, typeof rp.nodeFileSystem);\n",
    );
    const out = execFileSync(process.execPath, ['example.cjs'], { cwd: project, env: nodeEnv(), encoding: 'utf8' });
    expect(out.trim()).toBe('function function');
  });

  it('type-checks against the declarations it ships', () => {
    writeFileSync(
      join(project, 'check.mts'),
      [
        "import { validate, nodeFileSystem, formatReport, type Report, type Diagnostic } from 'rp-assets';",
        "const report: Report = await validate({ roots: ['.'] }, nodeFileSystem());",
        'const first: Diagnostic | undefined = report.diagnostics[0];',
        "const text: string = formatReport(report, { format: 'json', locale: 'en' });",
        'export { first, text };',
        '',
      ].join('\n'),
    );
    writeFileSync(
      join(project, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          module: 'nodenext',
          moduleResolution: 'nodenext',
          target: 'es2022',
          strict: true,
          noEmit: true,
          skipLibCheck: false,
          types: [],
        },
        files: ['check.mts'],
      }),
    );
    const tsc = join(REPO, 'node_modules/typescript/bin/tsc');
    const r = (() => {
      try {
        return {
          code: 0,
          out: execFileSync(process.execPath, [tsc, '-p', 'tsconfig.json'], {
            cwd: project,
            env: nodeEnv(),
            encoding: 'utf8',
          }),
        };
      } catch (e) {
        return { code: 1, out: String((e as { stdout?: string }).stdout ?? e) };
      }
    })();
    expect(r.out).toBe('');
    expect(r.code).toBe(0);
  });
});
