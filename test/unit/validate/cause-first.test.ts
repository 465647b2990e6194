/**
 * Cause first (issue 31.4): a missing root comes first with the closest existing folder offered;
 * the findings that follow from one cause (a missing root, a world reference that resolves to
 * nothing) name it, carry a fix that applies to them, and the text report lists them under it.
 */
import { describe, expect, it } from 'vitest';
import { memoryFileSystem } from '../../../src/core/memory-fs.js';
import { formatReport } from '../../../src/report/format/index.js';
import { validateProject } from '../../../src/validate/project.js';

const ALICE = '---\nid: alice\nworlds: [astra]\n---\n\nAlice.\n';
const entry = (id: string, key: string) => `---\nid: ${id}\nkeys: [${key}]\n---\n\nThe ${id}.\n`;
const SCENARIOS = `- name: gate
  character: alice
  messages: [守卫在城门]
  expect:
    injected: [astra/guard]
    notInjected: [astra/capital]
- name: capital
  character: alice
  messages: [去王都]
  expect:
    injected: [capital]
`;

function typoRoot(): Record<string, string> {
  return {
    'rp-assets.config.yaml': 'roots: [global, projcet]\n',
    'global/characters/alice/CHARACTER.md': ALICE,
    'project/worlds/astra/WORLD.md': '---\nid: astra\n---\n\nCore.\n',
    'project/worlds/astra/entries/guard.md': entry('guard', '守卫'),
    'project/worlds/astra/entries/capital.md': entry('capital', '王都'),
    'retrieval.tests.yaml': SCENARIOS,
  };
}

function renamedWorld(): Record<string, string> {
  return {
    'rp-assets.config.yaml': 'roots: [roleplay]\n',
    'roleplay/characters/alice/CHARACTER.md': ALICE,
    'roleplay/worlds/astra/WORLD.md': '---\nid: astara\n---\n\nCore.\n',
    'roleplay/worlds/astra/entries/guard.md': entry('guard', '守卫'),
    'roleplay/worlds/astra/entries/capital.md': entry('capital', '王都'),
    'retrieval.tests.yaml': SCENARIOS,
  };
}

const where = (d: { code: string; file: string | null; line: number | null }) => [d.code, d.file, d.line];

describe('a typo in a root name', () => {
  it('comes first, offers the closest existing folder, and is the cause of what follows', async () => {
    const { report } = await validateProject(memoryFileSystem(typoRoot()));
    const [first, ...rest] = report.diagnostics;
    expect(where(first!)).toEqual(['asset.root-missing', 'projcet', null]);
    expect(first!.data['closest']).toBe('project');
    expect(first!.related.map((r) => r.file)).toEqual(['project']);
    expect(rest.map(where)).toEqual([
      ['character.unresolved-world', 'global/characters/alice/CHARACTER.md', 3],
      ['retrieval.invalid-scenario', 'retrieval.tests.yaml', 5],
      ['retrieval.invalid-scenario', 'retrieval.tests.yaml', 6],
      ['retrieval.invalid-scenario', 'retrieval.tests.yaml', 11],
    ]);
    for (const d of rest) expect(d.cause).toMatchObject({ code: 'asset.root-missing', file: 'projcet', line: null });
  });

  it('lists the findings under the root in text, naming it, with the fix that applies', async () => {
    const { report } = await validateProject(memoryFileSystem(typoRoot()));
    const text = formatReport(report, { format: 'text', locale: 'en' }).split('\n');
    expect(text[1]).toMatch(/^ {2}projcet +asset\.root-missing +.*did you mean `project`\?$/);
    const under = text.indexOf('    Follows from it (4):');
    expect(under).toBeGreaterThan(1);
    const nested = text.slice(under + 1, under + 5);
    expect(nested.map((l) => l.trim().split(/\s+/)[1])).toEqual([
      'character.unresolved-world',
      'retrieval.invalid-scenario',
      'retrieval.invalid-scenario',
      'retrieval.invalid-scenario',
    ]);
    for (const l of nested)
      expect(l).toMatch(/^ {6}.*, because root `projcet` does not exist \(did you mean `project`\?\)$/);
    expect(text[under + 5]).toMatch(/^ {6}Fix: Fix the root `projcet` \(did you mean `project`\?\)/);
    // in Chinese too
    const zh = formatReport(report, { format: 'text', locale: 'zh-CN' });
    expect(zh).toContain('由此引起（4）：');
    expect(zh).toContain('因为根目录 `projcet` 不存在（是不是 `project`）');
  });
});

describe('a renamed world', () => {
  it('makes the scenario findings name the unresolved reference and carry its fix', async () => {
    const { report } = await validateProject(memoryFileSystem(renamedWorld()));
    const world = report.diagnostics.find((d) => d.code === 'character.unresolved-world');
    expect(world).toBeDefined();
    const scenarios = report.diagnostics.filter((d) => d.code === 'retrieval.invalid-scenario');
    expect(scenarios).toHaveLength(3);
    for (const d of scenarios)
      expect(d.cause).toMatchObject({
        code: 'character.unresolved-world',
        file: 'roleplay/characters/alice/CHARACTER.md',
        line: 3,
      });
    const json = JSON.parse(formatReport(report, { format: 'json', locale: 'en' }));
    const first = json.diagnostics.find((d: { code: string }) => d.code === 'retrieval.invalid-scenario');
    expect(first.cause).toEqual({
      code: 'character.unresolved-world',
      file: 'roleplay/characters/alice/CHARACTER.md',
      line: 3,
      column: 10,
      because: '`worlds: [astra]` of `alice` resolves to nothing',
    });
    expect(first.message).toMatch(/, because `worlds: \[astra\]` of `alice` resolves to nothing$/);
    expect(first.fix).toMatch(
      /^Fix `worlds: \[astra\]` at roleplay\/characters\/alice\/CHARACTER\.md:3 \(did you mean `astara`\?\)/,
    );
    const text = formatReport(report, { format: 'text', locale: 'en' });
    expect(text).toMatch(/character\.unresolved-world[^\n]*\n(?: {4}[^\n]*\n)*? {4}Follows from it \(3\):/);
  });

  it('leaves a scenario failure with a resolved world alone', async () => {
    const tree = renamedWorld();
    tree['roleplay/worlds/astra/WORLD.md'] = '---\nid: astra\n---\n\nCore.\n';
    tree['retrieval.tests.yaml'] = SCENARIOS.replace('injected: [capital]', 'injected: [guard]');
    const { report } = await validateProject(memoryFileSystem(tree));
    const failed = report.diagnostics.filter((d) => d.code === 'retrieval.scenario-failed');
    expect(failed).toHaveLength(1);
    expect(failed[0]!.cause).toBeUndefined();
  });
});
