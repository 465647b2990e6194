import { describe, expect, it } from 'vitest';
import { buildCatalog } from '../../../src/catalog/build-catalog.js';
import { memoryFileSystem } from '../../../src/common/memory-fs.js';
import { validate } from '../../../src/validate/validate.js';

const fs = memoryFileSystem({
  'characters/alice/CHARACTER.md': '---\nid: alice\nworlds: [astra]\n---\n\n# alice\n',
  'worlds/astra/WORLD.md': '---\nid: astra\n---\n\n核心。\n',
  'worlds/astra/entries/capital.md': '---\nkeys: [王都]\n---\n\n王都。\n',
  'worlds/astra/entries/guard.md': '---\nkeys: [守卫]\n---\n\n守卫。\n',
  'retrieval.tests.yaml': [
    '- name: 王都',
    '  character: alice',
    '  messages: [先前的话, 王都]',
    '  expect: { injected: [capital], notInjected: [guard] }',
    '- name: 守卫',
    '  character: alice',
    '  messages: [王都]',
    '  expect: { injected: [guard] }',
    '- name: 无此角色',
    '  character: bob',
    '  messages: [王都]',
    '  expect: { injected: [guard] }',
    '',
  ].join('\n'),
});

describe('retrieval scenarios in the catalog', () => {
  it('shows pass or fail, the injected entries with their pages and each failure in words', async () => {
    const report = await validate({ roots: ['.'] }, fs);
    const catalog = buildCatalog({ report, routing: null, locale: 'en' });
    expect(catalog.retrievalScenarios).toEqual([
      {
        name: '王都',
        file: 'retrieval.tests.yaml',
        line: 1,
        character: 'alice',
        characterHref: 'characters/alice/',
        messages: ['先前的话', '王都'],
        pass: true,
        invalid: false,
        injected: [{ entry: 'astra/capital', href: 'worlds/astra/entries/capital/' }],
        failures: [],
      },
      expect.objectContaining({
        name: '守卫',
        pass: false,
        invalid: false,
        failures: [
          'Scenario `守卫`: `astra/guard` is not injected (left out: no-match, no key or alias of it is in the messages); injected: `astra/capital`',
        ],
      }),
      expect.objectContaining({ name: '无此角色', characterHref: '', pass: false, invalid: true, failures: [] }),
    ]);
    // the scenario file's findings link to the routing page, where the results are
    const findings = catalog.diagnostics.filter((d) => d.file === 'retrieval.tests.yaml');
    expect(findings.length).toBe(2);
  });

  it('is null when no scenario file was run', async () => {
    const report = await validate(
      { roots: ['.'] },
      memoryFileSystem({ 'characters/a/CHARACTER.md': '---\nid: a\n---\n' }),
    );
    expect(buildCatalog({ report, routing: null, locale: 'zh-CN' }).retrievalScenarios).toBeNull();
  });
});
