/**
 * Cause first (issue 31.4): a missing root comes first with the closest existing folder offered;
 * the findings that follow from one cause (a missing root, a world reference that resolves to
 * nothing) name it, carry a fix that applies to them, and the text report lists them under it.
 */
import { describe, expect, it } from 'vitest';
import { memoryFileSystem } from '../../../src/common/memory-fs.js';
import { renderDiagnostic } from '../../../src/diagnostics/render.js';
import { nodeFileSystem } from '../../../src/node/node-fs.js';
import { validate } from '../../../src/validate/validate.js';
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
    expect(text).toMatch(/character\.unresolved-world[^\n]*\n(?: {4}[^\n]*\n)*? {4}Follows from it \(4\):/);
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

describe('the world a broken reference meant (world.unreachable)', () => {
  const FIXTURE = 'test/fixtures/world/unreachable/not-ok-renamed-id';
  const CARD = `${FIXTURE}/characters/alice/CHARACTER.md`;
  const WORLD = `${FIXTURE}/worlds/astra/WORLD.md`;

  it('is reported on the world, names the reference as its cause and carries its fix', async () => {
    const report = await validate({ roots: [FIXTURE] }, nodeFileSystem());
    expect(report.diagnostics.map(where)).toEqual([
      ['character.unresolved-world', CARD, 4],
      ['world.unreachable', WORLD, 2],
    ]);
    const unreachable = report.diagnostics[1]!;
    expect(unreachable.data).toMatchObject({ id: 'astara', entries: 2, refs: ['astra'] });
    expect(unreachable.related.map((r) => [r.file, r.line])).toEqual([[CARD, 4]]);
    expect(unreachable.cause).toMatchObject({ code: 'character.unresolved-world', file: CARD, line: 4 });
    // every face renders the cause and its fix (the Action's Markdown goes through renderDiagnostic)
    const shown = renderDiagnostic(unreachable, 'en');
    expect(shown.message).toMatch(/, because `worlds: \[astra\]` of `alice` resolves to nothing$/);
    expect(shown.fix).toMatch(
      /^Fix `worlds: \[astra\]` at .*CHARACTER\.md:4 \(did you mean `astara`\?\), and this world is read: its entries are retrieved/,
    );
    const json = JSON.parse(formatReport(report, { format: 'json', locale: 'en' }));
    expect(json.diagnostics[1].cause).toEqual({
      code: 'character.unresolved-world',
      file: CARD,
      line: 4,
      column: 10,
      because: '`worlds: [astra]` of `alice` resolves to nothing',
    });
    const text = formatReport(report, { format: 'text', locale: 'en' }).split('\n');
    // the heading counts the errors; the warning listed under its cause counts as a warning
    expect(text[0]).toBe('Errors (1)');
    expect(text.at(-2)).toMatch(/: 1 error, 1 warning, 0 hints/);
    const under = text.indexOf('    Follows from it (1):');
    expect(text[under - 1]).not.toMatch(/^ {2}\S/); // under the error's own lines
    expect(text.slice(0, under).some((l) => l.includes('character.unresolved-world'))).toBe(true);
    // graded still: the warning under the error says it is one
    expect(text[under + 1]).toMatch(
      /^ {6}.*WORLD\.md:2:1 +world\.unreachable +warning: Found .*, because `worlds: \[astra\]`/,
    );
  });

  it('is not reported once the reference resolves, nor for a world nothing names', async () => {
    for (const ok of ['ok-id-named', 'ok-library-world']) {
      const report = await validate({ roots: [`test/fixtures/world/unreachable/${ok}`] }, nodeFileSystem());
      expect(report.diagnostics.map((d) => d.code)).toEqual([]);
    }
  });

  it('follows a missing root when one is missing', async () => {
    const tree = renamedWorld();
    tree['rp-assets.config.yaml'] = 'roots: [roleplay, projcet]\n';
    const { report } = await validateProject(memoryFileSystem(tree));
    const unreachable = report.diagnostics.find((d) => d.code === 'world.unreachable');
    expect(unreachable?.cause).toMatchObject({ code: 'asset.root-missing', file: 'projcet' });
  });
});

describe('a frontmatter that cannot be read (issue 43)', () => {
  it('is the cause of the entry being never matchable: its keys are in it', async () => {
    const files = {
      'rp-assets.config.yaml': 'roots: [.]\nlocale: en\n',
      'characters/alice/CHARACTER.md': ALICE,
      'worlds/astra/WORLD.md': '---\nid: astra\n---\n\nCore.\n',
      'worlds/astra/entries/guard.md': '---\nid: guard\nkeys: [守卫, 城门\n---\n\nThe guard.\n',
      'worlds/astra/entries/capital.md': '---\nid: capital\n---\n\nNo keys at all.\n',
    };
    const { report } = await validateProject(memoryFileSystem(files));
    const guard = report.diagnostics.filter((d) => d.file === 'worlds/astra/entries/guard.md');
    const yamlError = guard.find((d) => d.code === 'asset.invalid-yaml');
    const never = guard.find((d) => d.code === 'entry.never-matchable');
    expect(yamlError).toBeDefined();
    expect(never?.cause).toMatchObject({ code: 'asset.invalid-yaml', file: yamlError?.file, line: yamlError?.line });
    expect(renderDiagnostic(never!, 'en').message).toContain('could not be read');
    // an entry that has no keys for its own reason is not linked to anything
    const capital = report.diagnostics.find(
      (d) => d.file === 'worlds/astra/entries/capital.md' && d.code === 'entry.never-matchable',
    );
    expect(capital).toBeDefined();
    expect(capital?.cause).toBeUndefined();
  });
});
