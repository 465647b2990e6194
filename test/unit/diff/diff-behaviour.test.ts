/**
 * The behaviour diff on small trees: what a reviewer asks of a change — a rule that takes a guild
 * from another, a renamed key that stops an entry firing, an override that replaces a card, a
 * world reference that breaks, a budget that changes — and nothing for a tree against itself.
 */
import { describe, expect, it } from 'vitest';
import { memoryFileSystem } from '../../../src/common/memory-fs.js';
import { diffBehaviour, formatDiffMarkdown, formatDiffText } from '../../../src/diff/index.js';
import type { BehaviourDiff } from '../../../src/diff/index.js';
import { validateProject } from '../../../src/validate/project.js';

type Tree = Record<string, string>;

const ALICE = (worlds = '[astra]', extra = '') =>
  `---\nid: alice\nname: 爱丽丝\nworlds: ${worlds}\n${extra}---\n\nAlice.\n`;
const ASTRA = '---\nid: astra\nname: 阿斯特拉\n---\n\nCore.\n';
const entry = (id: string, keys: string, extra = '') => `---\nid: ${id}\nkeys: ${keys}\n${extra}---\n\n${id} body.\n`;

const ROUTING = (guild = "'10001'") => `rules:
  - id: global
    filter: { kind: 'true' }
    locked: [chat.model.model]
    values:
      chat.model: { model: openai:gpt-4o-mini }
  - id: tech
    filter: { kind: scope, field: guild, values: [${guild}] }
    values:
      chat.preset: { preset: code-helper }
  - id: chat
    filter: { kind: scope, field: guild, values: ['20002'] }
    values:
      chat.preset: { preset: sakura }
`;

const CONFIG = 'roots: [global, project]\nrouting: routing.yaml\n';

function base(): Tree {
  return {
    'rp-assets.config.yaml': CONFIG,
    'routing.yaml': ROUTING(),
    'global/characters/alice/CHARACTER.md': ALICE(),
    'global/worlds/astra/WORLD.md': ASTRA,
    'global/worlds/astra/entries/guard.md': entry('guard', '[守卫, 城门]'),
    'global/worlds/astra/entries/capital.md': entry('capital', '[王都]'),
  };
}

async function diff(a: Tree, b: Tree): Promise<BehaviourDiff> {
  const side = async (label: string, t: Tree) => {
    const run = await validateProject(memoryFileSystem(t));
    return { label, report: run.report, config: run.config };
  };
  return diffBehaviour(await side('base', a), await side('head', b));
}

describe('diffBehaviour', () => {
  it('finds nothing between a tree and itself', async () => {
    const d = await diff(base(), base());
    expect(d.changed).toBe(false);
    expect(d.behaviourChanged).toBe(false);
    expect(d.routing.compared).toBeGreaterThan(0);
    expect(d.retrieval.changes).toEqual([]);
    expect(formatDiffText(d, 'en')).toMatch(/^No behaviour change/);
  });

  it('shows a rule whose new filter takes a guild away from another rule', async () => {
    const head = { ...base(), 'routing.yaml': ROUTING("'10001', '20002'") };
    const d = await diff(base(), head);
    expect(d.routing.rules).toEqual([expect.objectContaining({ id: 'tech', fields: ['filter'] })]);
    const guild = d.routing.inputs.find((c) => c.input.guildId === '20002');
    expect(guild).toBeDefined();
    expect(guild!.decidedBy).toContainEqual({ namespace: 'chat.preset', before: 'chat', after: 'tech' });
    expect(guild!.values).toContainEqual({ path: 'chat.preset.preset', before: 'sakura', after: 'code-helper' });
    expect(guild!.sources).toContainEqual({ kind: 'rule', ruleId: 'chat' });
  });

  it('probes a guild a filter change adds or removes by itself, with no rule or probe naming it (issue 43)', async () => {
    const head = { ...base(), 'routing.yaml': ROUTING("'10001', '30002'") };
    const d = await diff(base(), head);
    const added = d.routing.inputs.find((c) => c.input.guildId === '30002');
    expect(added?.sources).toEqual([
      { kind: 'scope-value', ruleId: 'tech', field: 'guild', value: '30002', added: true },
    ]);
    expect(added?.decidedBy).toContainEqual({ namespace: 'chat.preset', before: null, after: 'tech' });
    // the mirror: the guild the filter no longer captures
    const back = await diff(head, base());
    const removed = back.routing.inputs.find((c) => c.input.guildId === '30002');
    expect(removed?.sources).toEqual([
      { kind: 'scope-value', ruleId: 'tech', field: 'guild', value: '30002', added: false },
    ]);
    const text = formatDiffText(d, 'en');
    expect(text).toContain('`filter`: `guild is “10001”` → `guild is one of “10001”, “30002”`');
    expect(text).toContain('guild `30002` added to rule `tech`');
    expect(formatDiffText(back, 'zh-CN')).toContain('规则 `tech` 去掉的 guild `30002`');
  });

  it('probes the scope values of the rule the router keeps when an id is written twice (the first)', async () => {
    const twice = `rules:
  - id: global
    filter: { kind: 'true' }
  - id: tech
    filter: { kind: scope, field: guild, values: ['1'] }
    values: { chat.preset: { preset: code } }
  - id: tech
    filter: { kind: scope, field: guild, values: ['1', '2'] }
    values: { chat.preset: { preset: code } }
`;
    const once = `rules:
  - id: global
    filter: { kind: 'true' }
  - id: tech
    filter: { kind: scope, field: guild, values: ['1', '2'] }
    values: { chat.preset: { preset: code } }
`;
    const a = { ...base(), 'routing.yaml': once };
    const b = { ...base(), 'routing.yaml': twice };
    const forward = await diff(a, b);
    const back = await diff(b, a);
    const sources = (d: BehaviourDiff) => d.routing.inputs.find((c) => c.input.guildId === '2')?.sources;
    expect(sources(forward)).toEqual([
      { kind: 'scope-value', ruleId: 'tech', field: 'guild', value: '2', added: false },
    ]);
    expect(sources(back)).toEqual([{ kind: 'scope-value', ruleId: 'tech', field: 'guild', value: '2', added: true }]);
  });

  it('shows writes newly suppressed by a lock, and rules added and removed', async () => {
    const head = {
      ...base(),
      'routing.yaml':
        ROUTING() +
        `  - id: vip\n    filter: { kind: scope, field: user, values: ['9'] }\n    values:\n      chat.model: { model: claude }\n`,
    };
    const d = await diff(base(), head);
    expect(d.routing.rules).toContainEqual(expect.objectContaining({ id: 'vip', before: null }));
    const vip = d.routing.inputs.find((c) => c.input.userId === '9');
    expect(vip?.suppressed).toEqual([
      { path: 'chat.model.model', ruleId: 'vip', value: 'claude', before: false, after: true },
    ]);
    const back = await diff(head, base());
    expect(back.routing.rules).toContainEqual(expect.objectContaining({ id: 'vip', after: null }));
  });

  it('shows an entry that stops firing after its key is renamed, for the character that uses its world', async () => {
    const head = { ...base(), 'global/worlds/astra/entries/guard.md': entry('guard', '[哨兵, 城门楼]') };
    const d = await diff(base(), head);
    const probe = d.retrieval.changes.find((c) => c.source.kind === 'entry' && c.source.entry === 'astra/guard');
    expect(probe).toBeDefined();
    expect(probe!.character).toBe('alice');
    // probed with an old key: injected before, not matched after
    const old = d.retrieval.changes.find((c) => c.messages[0] === '守卫');
    expect(old?.entries).toContainEqual({
      entry: 'astra/guard',
      before: { kind: 'injected', order: 1 },
      after: { kind: 'excluded', reason: 'no-match' },
    });
  });

  it('shows an override in a later root that replaces a card, and its budgets', async () => {
    const head = {
      ...base(),
      'project/characters/alice/CHARACTER.md': ALICE('[astra]', 'budgets:\n  maxEntries: 2\n'),
    };
    const d = await diff(base(), head);
    expect(d.assets.overrides).toEqual([
      {
        kind: 'character',
        id: 'alice',
        before: null,
        after: 'project/characters/alice/CHARACTER.md',
      },
    ]);
    expect(d.assets.budgets).toEqual([{ character: 'alice', key: 'maxEntries', before: 8, after: 2 }]);
  });

  it('shows a world reference that stops resolving and entries that become never matchable or disabled', async () => {
    const head = {
      ...base(),
      'global/characters/alice/CHARACTER.md': ALICE('[astara]'),
      'global/worlds/astra/entries/capital.md': '---\nid: capital\n---\n\nNo keys.\n',
      'global/worlds/astra/entries/guard.md': entry('guard', '[守卫]', 'enabled: false\n'),
    };
    const d = await diff(base(), head);
    expect(d.assets.worldRefs).toEqual(
      expect.arrayContaining([{ character: 'alice', ref: 'astara', before: null, after: false }]),
    );
    expect(d.assets.entryStatus).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ entry: 'astra/capital', status: 'never-matchable', before: false, after: true }),
        expect.objectContaining({ entry: 'astra/guard', status: 'disabled', before: false, after: true }),
      ]),
    );
  });

  it('replays retrieval scenarios on both sides and names the entry a change pushes out, with the reason', async () => {
    const tests = '- name: gate\n  character: alice\n  messages: [守卫和王都]\n  expect:\n    injected: [guard]\n';
    const before = { ...base(), 'retrieval.tests.yaml': tests };
    const after = {
      ...before,
      'global/characters/alice/CHARACTER.md': ALICE('[astra]', 'budgets:\n  maxEntries: 1\n'),
      'global/worlds/astra/entries/capital.md': entry('capital', '[王都]', 'priority: 99\n'),
    };
    const d = await diff(before, after);
    const scenario = d.retrieval.changes.find((c) => c.source.kind === 'scenario' && c.source.name === 'gate');
    expect(scenario?.entries).toEqual([
      {
        entry: 'astra/guard',
        before: { kind: 'injected', order: 2 },
        after: { kind: 'excluded', reason: 'maxEntries' },
      },
    ]);
  });

  it('reports a moved file as a path only', async () => {
    const tree = base();
    const head: Tree = {};
    for (const [k, v] of Object.entries(tree)) head[k.replace('entries/guard.md', 'entries/npc/guard.md')] = v;
    const d = await diff(tree, head);
    expect(d.behaviourChanged).toBe(false);
    expect(d.changed).toBe(true);
    expect(d.assets.paths).toEqual([
      {
        kind: 'entry',
        id: 'astra/guard',
        before: 'global/worlds/astra/entries/guard.md',
        after: 'global/worlds/astra/entries/npc/guard.md',
      },
    ]);
  });

  it('renders the same facts as text and inert Markdown, in both languages', async () => {
    const head = {
      ...base(),
      'routing.yaml': ROUTING("'10001', '20002'"),
      'global/worlds/astra/entries/guard.md': entry('guard', '["[x](https://evil.example)", "@someone"]'),
    };
    const d = await diff(base(), head);
    const text = formatDiffText(d, 'en');
    expect(text).toMatch(/^Behaviour changes: `base` → `head`/);
    expect(text).toContain('`chat.preset.preset`: `"sakura"` → `"code-helper"`');
    const zh = formatDiffText(d, 'zh-CN');
    expect(zh).toMatch(/^行为变化/);
    const md = formatDiffMarkdown(d, 'en');
    expect(md).not.toMatch(/\]\(https/);
    expect(md).not.toMatch(/(^|[^\\])@someone/);
  });
});

describe('retrieval probes from both sides, one key at a time (issue 31)', () => {
  const CAPITAL = (keys: string) => entry('capital', keys, 'aliases: [首都]\n');

  it('names the keys an entry no longer fires on when they are removed (an alias kept)', async () => {
    const before = { ...base(), 'global/worlds/astra/entries/capital.md': CAPITAL('[王都, 塞勒恩]') };
    const after = { ...base(), 'global/worlds/astra/entries/capital.md': CAPITAL('[]') };
    const d = await diff(before, after);
    expect(d.behaviourChanged).toBe(true);
    expect(d.retrieval.keys).toEqual([
      {
        entry: 'astra/capital',
        character: 'alice',
        kind: 'key',
        words: ['塞勒恩'],
        before: { kind: 'injected', order: 1 },
        after: { kind: 'excluded', reason: 'no-match' },
      },
      {
        entry: 'astra/capital',
        character: 'alice',
        kind: 'key',
        words: ['王都'],
        before: { kind: 'injected', order: 1 },
        after: { kind: 'excluded', reason: 'no-match' },
      },
    ]);
    const text = formatDiffText(d, 'en');
    expect(text).toContain('`astra/capital` for `alice`: no longer fires on `塞勒恩`, `王都`');
    expect(formatDiffText(d, 'zh-CN')).toContain('`astra/capital`（`alice`）：不再由 `塞勒恩`、`王都` 触发');
    expect(formatDiffMarkdown(d, 'en')).toContain('no longer fires on');
    // the mirror: the keys added back
    const back = await diff(after, before);
    expect(formatDiffText(back, 'en')).toContain('`astra/capital` for `alice`: now fires on `塞勒恩`, `王都`');
  });

  it('reports a new key and a removed key of one entry in one line', async () => {
    const before = { ...base(), 'global/worlds/astra/entries/capital.md': entry('capital', '[王都]') };
    const after = { ...base(), 'global/worlds/astra/entries/capital.md': entry('capital', '[无关词]') };
    const text = formatDiffText(await diff(before, after), 'en');
    expect(text).toContain('`astra/capital` for `alice`: no longer fires on `王都`; now fires on `无关词`');
  });

  it('probes a secondary key beside a kept primary key, and a constant entry with none of its words', async () => {
    const before = {
      ...base(),
      'global/worlds/astra/entries/capital.md': entry('capital', '[王都]', 'secondaryKeys: [夜市]\nconstant: true\n'),
    };
    const after = { ...base(), 'global/worlds/astra/entries/capital.md': entry('capital', '[王都]') };
    const d = await diff(before, after);
    const messages = d.retrieval.changes.filter((c) => c.source.kind === 'entry').map((c) => c.messages[0]);
    expect(messages).toContain('');
    expect(d.retrieval.keys).toContainEqual(
      expect.objectContaining({ entry: 'astra/capital', kind: 'constant', words: [] }),
    );
    expect(formatDiffText(d, 'en')).toContain('no longer fires on any message');
    // the secondary key was asked about with the kept key: the same outcome on both sides
    expect(d.retrieval.compared).toBeGreaterThanOrEqual(3);
  });

  it('counts entry probes over the limit instead of running them', async () => {
    const many: Tree = {};
    for (let i = 0; i < 700; i++)
      many[`global/worlds/astra/entries/e${i}.md`] = entry(`e${i}`, `[k${i}a, k${i}b, k${i}c]`);
    const d = await diff(base(), { ...base(), ...many });
    expect(d.retrieval.omitted).toBe(700 * 3 - 2_000);
    expect(formatDiffText(d, 'en')).toContain(`(${700 * 3 - 2_000} entry probes over the limit not run)`);
  });
});
