/**
 * Issue 42 R1, the language server's side: with 60 regex rules and long scenario messages, every
 * keystroke waited for the whole routing check (20 s), also in a `CHARACTER.md`, which cannot
 * change a routing result. Now the routing check is run again only when a file it read changed
 * (`src/lsp/reuse-check.ts`), and when it runs, the run's regex budget bounds it
 * (`routing.regex-budget-spent`, docs/security.md). Counted, never timed.
 */
import { describe, expect, it } from 'vitest';
import type { FileSystem } from '../../src/common/fs.js';
import { memoryFileSystem } from '../../src/common/memory-fs.js';
import { REGEX_RUN_BUDGET, REGEX_WINDOW } from '../../src/routing/predicates/content-regex.js';
import { validateRoutingFile } from '../../src/routing/validate-file.js';
import { createWorkspace } from '../../src/lsp/workspace.js';
import type { RoutingCheckStep } from '../../src/validate/validate.js';

const ROOT = '/r';
const RULES = 60;
/** The scenario (0-based) whose message the budget runs out on, and one more after it. */
const SPENT_AT = Math.floor(REGEX_RUN_BUDGET / (RULES * REGEX_WINDOW));
const MESSAGES = SPENT_AT + 2;

function repo(): Record<string, string> {
  const rules = Array.from(
    { length: RULES },
    (_, i) =>
      `- id: r${i}\n  filter: { kind: content, match: regex, text: '^(a|b{1,${i + 2}})*$' }\n  values:\n    chat.preset: { preset: p${i} }\n`,
  ).join('');
  const scenarios = Array.from(
    { length: MESSAGES },
    (_, j) =>
      `- name: s${j}\n  input: { content: '${'a'.repeat(REGEX_WINDOW - 3)}c${String(j).padStart(2, '0')}' }\n  expect: { chat.model.model: m }\n`,
  ).join('');
  return {
    'rp-assets.config.yaml': 'locale: en\nroots: [.]\nrouting: routing.yaml\n',
    'routing.yaml': `- id: global\n  filter: { kind: 'true' }\n  values:\n    chat.model: { model: m }\n${rules}`,
    'routing.tests.yaml': scenarios,
    'characters/alice/CHARACTER.md': '---\nname: Alice\n---\n\nAlice.\n',
  };
}

function liveDisk(files: Record<string, string>): FileSystem {
  const now = () => memoryFileSystem(Object.fromEntries(Object.entries(files).map(([k, v]) => [`${ROOT}/${k}`, v])));
  return {
    readdir: (p) => now().readdir(p),
    stat: (p) => now().stat(p),
    realpath: (p) => now().realpath(p),
    readFile: (p, m) => now().readFile(p, m),
  };
}

describe('the language server and a routing file that costs the whole regex budget', () => {
  it('edits to a card never run the routing check again; an edit to a scenario does, within the budget', async () => {
    expect(RULES * MESSAGES * REGEX_WINDOW).toBeGreaterThan(REGEX_RUN_BUDGET);
    const files = repo();
    let runs = 0;
    const counting: RoutingCheckStep = (file, fs, config) => {
      runs++;
      return validateRoutingFile(file, fs, config);
    };
    const ws = createWorkspace(ROOT, liveDisk(files), { routingCheck: counting });
    ws.watching = true;
    const codes = (checked: Awaited<ReturnType<typeof ws.check>>) =>
      checked.report.diagnostics.map((d) => `${d.code} ${d.file}:${d.line}`);
    const first = codes(await ws.check());
    expect(runs).toBe(1);
    expect(first).toContain(`routing.regex-budget-spent routing.tests.yaml:${1 + 3 * SPENT_AT}`);

    for (let i = 0; i < 5; i++) {
      ws.setBuffer(`${ROOT}/characters/alice/CHARACTER.md`, `---\nname: Alice ${i}\n---\n\nAlice typed ${i}.\n`);
      expect(codes(await ws.check())).toEqual(first);
    }
    expect(runs).toBe(1);

    ws.setBuffer(`${ROOT}/routing.tests.yaml`, files['routing.tests.yaml']!.replace('- name: s0', '- name: first'));
    const again = codes(await ws.check());
    expect(runs).toBe(2);
    expect(again.filter((c) => c.startsWith('routing.regex-budget-spent'))).toHaveLength(1);
  });
});
