/**
 * fast-check arbitrary for the behaviour diff: small, coherent asset repositories (two roots,
 * characters that use worlds, entries whose keys overlap, tight budgets, duplicate ids), a routing
 * file drawn from rules that compete for the same guilds and paths (locks included) and routing
 * scenarios — so two independent draws differ in routing, retrieval and asset states at once.
 * Keys are paths for memoryFileSystem; the config names the roots, the routing file and its tests.
 */
import fc from 'fast-check';

const KEYS = ['王都', '守卫', '城门', '皇宫', 'gate'];

const entry = fc.record({
  id: fc.constantFrom('guard', 'capital', 'palace', 'gate'),
  folder: fc.constantFrom('', 'npc/', 'places/'),
  keys: fc.subarray(KEYS, { maxLength: 2 }),
  constant: fc.boolean(),
  enabled: fc.boolean(),
  priority: fc.constantFrom(0, 50, 80),
  size: fc.constantFrom(1, 40, 400),
});

const character = fc.record({
  root: fc.constantFrom('global', 'project'),
  id: fc.constantFrom('alice', 'bob'),
  worlds: fc.subarray(['astra', 'terra', 'astara'], { maxLength: 2 }),
  maxEntries: fc.option(fc.constantFrom(0, 1, 3), { nil: undefined }),
  worldEntries: fc.option(fc.constantFrom(5, 60, 5000), { nil: undefined }),
});

const RULES = [
  "  - id: tech\n    filter: { kind: scope, field: guild, values: ['1'] }\n    values: { chat.preset: { preset: code } }\n",
  "  - id: tech\n    filter: { kind: scope, field: guild, values: ['1', '2'] }\n    values: { chat.preset: { preset: code } }\n",
  "  - id: chat\n    filter: { kind: scope, field: guild, values: ['2'] }\n    values: { chat.preset: { preset: sakura }, chat.model: { model: m2 } }\n",
  "  - id: chat\n    priority: 5\n    filter: { kind: scope, field: guild, values: ['2'] }\n    values: { chat.preset: { preset: sakura } }\n",
  "  - id: vip\n    filter: { kind: and, operands: [{ kind: direct }, { kind: scope, field: user, values: ['9'] }] }\n    values: { chat.model: { model: big }, render: { format: markdown } }\n",
  "  - id: deep\n    filter: { kind: content, match: startsWith, text: '#deep' }\n    values: { chat.reasoning: { effort: high } }\n",
  '  - id: off\n    enabled: false\n    filter: { kind: group }\n    values: { chat.preset: { preset: quiet } }\n',
];

const routing = fc.record({
  lockModel: fc.boolean(),
  rules: fc.subarray(RULES, { maxLength: 4 }),
  tests: fc.subarray([
    "  - name: g1\n    input: { guildId: '1' }\n    expect: { chat.preset.preset: code }\n",
    "  - name: dm\n    input: { isDirect: true, userId: '9' }\n    expect: {}\n",
  ]),
});

function entryFile(e: {
  id: string;
  keys: readonly string[];
  constant: boolean;
  enabled: boolean;
  priority: number;
  size: number;
}): string {
  return (
    `---\nid: ${e.id}\nkeys: [${e.keys.join(', ')}]\nconstant: ${e.constant}\nenabled: ${e.enabled}\npriority: ${e.priority}\n---\n\n` +
    'x'.repeat(e.size * 4) +
    '\n'
  );
}

export const behaviourRepository = fc
  .record({
    characters: fc.array(character, { maxLength: 3 }),
    worlds: fc.array(
      fc.record({
        root: fc.constantFrom('global', 'project'),
        id: fc.constantFrom('astra', 'terra'),
        entries: fc.array(entry, { maxLength: 4 }),
      }),
      { maxLength: 3 },
    ),
    routing: fc.option(routing, { nil: null }),
    retrieval: fc.subarray([
      '- name: gate\n  character: alice\n  messages: [守卫, 城门 王都]\n  expect:\n    injected: [guard]\n',
      '- name: palace\n  character: bob\n  messages: [皇宫 gate]\n  expect:\n    notInjected: [capital]\n',
    ]),
  })
  .map(({ characters, worlds, routing: r, retrieval }) => {
    const files: Record<string, string> = {};
    const config = ['roots: [global, project]'];
    for (const c of characters) {
      const budgets = [
        c.maxEntries === undefined ? '' : `  maxEntries: ${c.maxEntries}\n`,
        c.worldEntries === undefined ? '' : `  worldEntries: ${c.worldEntries}\n`,
      ].join('');
      files[`${c.root}/characters/${c.id}/CHARACTER.md`] =
        `---\nid: ${c.id}\nworlds: [${c.worlds.join(', ')}]\n${budgets ? `budgets:\n${budgets}` : ''}---\n\n${c.id}\n`;
    }
    for (const w of worlds) {
      files[`${w.root}/worlds/${w.id}/WORLD.md`] = `---\nid: ${w.id}\n---\n\n${w.id} core.\n`;
      w.entries.forEach((e, i) => {
        files[`${w.root}/worlds/${w.id}/entries/${e.folder}${e.id}-${i}.md`] = entryFile(e);
      });
    }
    if (r !== null) {
      config.push('routing: routing.yaml');
      const global = `  - id: global\n    filter: { kind: 'true' }\n${r.lockModel ? '    locked: [chat.model.model]\n' : ''}`;
      files['routing.yaml'] = `rules:\n${global}${r.rules.join('')}`;
      if (r.tests.length > 0) files['routing.tests.yaml'] = r.tests.join('');
    }
    if (retrieval.length > 0) files['retrieval.tests.yaml'] = retrieval.join('');
    files['rp-assets.config.yaml'] = config.join('\n') + '\n';
    return files;
  });
