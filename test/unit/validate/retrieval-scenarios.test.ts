/** `validate` runs the retrieval scenarios: which files, each once, `--character`, the report. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../../../src/config/default-config.js';
import { loadConfig } from '../../../src/config/index.js';
import { memoryFileSystem } from '../../../src/common/memory-fs.js';
import { validate } from '../../../src/validate/validate.js';

const card = (id: string) => `---\nid: ${id}\nworlds: [astra]\n---\n\n# ${id}\n`;
const ASSETS = {
  'lib/characters/alice/CHARACTER.md': card('alice'),
  'lib/characters/bob/CHARACTER.md': card('bob'),
  'lib/worlds/astra/WORLD.md': '---\nid: astra\n---\n\n核心。\n',
  'lib/worlds/astra/entries/capital.md': '---\nkeys: [王都]\n---\n\n王都。\n',
};
const test = (name: string, who: string, entry = 'capital') =>
  `- name: ${name}\n  character: ${who}\n  messages: [王都]\n  expect: { injected: [${entry}] }\n`;

describe('validate with retrieval scenarios', () => {
  it('has no `retrieval` on the report when there is no scenario file', async () => {
    const report = await validate({ roots: ['lib'] }, memoryFileSystem(ASSETS));
    expect(report.retrieval).toBeUndefined();
  });

  it('runs the working directory’s file and each root’s own, each once', async () => {
    const fs = memoryFileSystem({
      ...ASSETS,
      'retrieval.tests.yaml': test('cwd', 'alice'),
      'lib/retrieval.tests.yaml': test('root', 'bob', 'nope'),
    });
    const report = await validate({ roots: ['lib', './lib'] }, fs);
    expect(report.retrieval?.files).toEqual(['retrieval.tests.yaml', 'lib/retrieval.tests.yaml']);
    expect(report.retrieval?.results.map((r) => [r.file, r.name, r.passed])).toEqual([
      ['retrieval.tests.yaml', 'cwd', true],
      ['lib/retrieval.tests.yaml', 'root', false],
    ]);
    expect(report.retrieval?.scenarios.map((s) => [s.name, s.character, s.messages])).toEqual([
      ['cwd', 'alice', ['王都']],
      ['root', 'bob', ['王都']],
    ]);
    const scenarioFindings = report.diagnostics.filter((d) => d.code.startsWith('retrieval.'));
    expect(scenarioFindings.map((d) => `${d.file}:${d.line} ${d.code}`)).toEqual([
      'lib/retrieval.tests.yaml:4 retrieval.invalid-scenario',
    ]);
    expect(report.summary.errors).toBe(1);
  });

  it('with a config: `retrievalTests`, else the file in the config’s folder (not the working directory)', async () => {
    const fs = memoryFileSystem({
      ...ASSETS,
      '.git/HEAD': 'ref: refs/heads/main\n',
      'retrieval.tests.yaml': test('cwd', 'alice', 'nope'),
      'proj/rp-assets.config.yaml': 'roots: [../lib]\nretrievalTests: checks/retrieval.yaml\n',
      'proj/checks/retrieval.yaml': test('named', 'alice'),
      'proj/retrieval.tests.yaml': test('beside', 'alice'),
      'other/rp-assets.config.yaml': 'roots: [../lib]\n',
      'other/retrieval.tests.yaml': test('beside other', 'alice'),
    });
    const named = await loadConfig('proj/rp-assets.config.yaml', fs);
    expect(named.diagnostics).toEqual([]);
    expect(named.config.retrievalTests).toBe('proj/checks/retrieval.yaml');
    const a = await validate({ roots: named.config.roots, config: named.config }, fs);
    expect(a.retrieval?.results.map((r) => [r.file, r.passed])).toEqual([['proj/checks/retrieval.yaml', true]]);

    const other = await loadConfig('other/rp-assets.config.yaml', fs);
    const b = await validate({ roots: other.config.roots, config: other.config }, fs);
    expect(b.retrieval?.results.map((r) => r.name)).toEqual(['beside other']);
  });

  it('a `retrievalTests` file that does not exist is an error, not a silent pass', async () => {
    const fs = memoryFileSystem(ASSETS);
    const report = await validate({ roots: ['lib'], config: { ...DEFAULT_CONFIG, retrievalTests: 'gone.yaml' } }, fs);
    expect(report.diagnostics.map((d) => [d.file, d.code, d.data['reason']])).toEqual([
      ['gone.yaml', 'retrieval.invalid-scenario', 'missing'],
    ]);
    expect(report.retrieval?.results).toEqual([]);
  });

  it('with --character, runs only that character’s scenarios', async () => {
    const fs = memoryFileSystem({
      ...ASSETS,
      'retrieval.tests.yaml': test('for alice', 'alice') + test('for bob', 'bob', 'nope'),
    });
    const report = await validate({ roots: ['lib'], character: 'alice' }, fs);
    expect(report.retrieval?.results.map((r) => r.name)).toEqual(['for alice']);
    expect(report.retrieval?.scenarios.map((s) => s.name)).toEqual(['for alice']);
    expect(report.diagnostics).toEqual([]);
  });
});
