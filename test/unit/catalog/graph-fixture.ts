/** A small hand-built asset graph and report for the catalog tests (no loader involved). */
import type { AssetGraph, Character, Entry, World } from '../../../src/assets/model.js';
import {
  BUDGET_DEFAULTS,
  BUDGET_KEYS,
  type BudgetKey,
  type BudgetSource,
  type EffectiveBudgets,
} from '../../../src/common/budget-keys.js';
import { estimateTokens } from '../../../src/budgets/tokens.js';
import type { Diagnostic } from '../../../src/diagnostics/define.js';
import type { Report } from '../../../src/report/report.js';
import { NO_SCENARIOS } from '../../../src/validate/summarize.js';

const source = (file: string, root: string, rootIndex: number, body: string) => ({
  file,
  root,
  rootIndex,
  body,
  bodyLine: 5,
  hasFrontmatter: true,
  readable: true,
  keySpans: {},
});

export function budgets(
  set: Partial<Record<BudgetKey, number>> = {},
  extra: { source?: Partial<Record<BudgetKey, BudgetSource>>; written?: Partial<Record<BudgetKey, unknown>> } = {},
): EffectiveBudgets {
  const values = { ...BUDGET_DEFAULTS, ...set };
  const src = Object.fromEntries(
    BUDGET_KEYS.map((k) => [k, extra.source?.[k] ?? (k in set ? 'set' : 'default')]),
  ) as Record<BudgetKey, BudgetSource>;
  return { values, source: src, written: extra.written ?? {} };
}

export function character(id: string, over: Partial<Character> = {}): Character {
  return {
    kind: 'character',
    ...source(`project/characters/${id}/CHARACTER.md`, 'project', 1, `# ${id}`),
    id,
    idExplicit: true,
    name: id,
    description: '',
    default: false,
    language: 'zh-CN',
    tags: [],
    worlds: [],
    examples: null,
    avatar: null,
    budgets: budgets(),
    models: {},
    ...over,
  };
}

export function world(id: string, over: Partial<World> = {}): World {
  return {
    kind: 'world',
    ...source(`global/worlds/${id}/WORLD.md`, 'global', 0, '# 核心'),
    id,
    idExplicit: true,
    name: id,
    description: '',
    entryRoot: 'entries',
    entryDir: `global/worlds/${id}/entries`,
    ...over,
  };
}

export function entry(worldId: string, id: string, over: Partial<Entry> = {}): Entry {
  const body = over.body ?? `${id} 的正文`;
  return {
    kind: 'entry',
    ...source(`global/worlds/${worldId}/entries/${id}.md`, 'global', 0, body),
    id,
    idExplicit: false,
    world: worldId,
    worldFile: `global/worlds/${worldId}/WORLD.md`,
    name: id,
    keys: [id],
    aliases: [],
    secondaryKeys: [],
    tags: [],
    priority: 0,
    constant: false,
    enabled: true,
    parents: [],
    tokens: estimateTokens(body),
    duplicate: false,
    ...over,
  };
}

export function reportOf(graph: AssetGraph, diagnostics: readonly Diagnostic[] = graph.diagnostics): Report {
  const count = (s: string) => diagnostics.filter((d) => d.severity === s).length;
  return {
    summary: {
      characters: graph.characters.length,
      worlds: graph.worlds.length,
      entries: graph.entries.length,
      rules: 0,
      errors: count('error'),
      warnings: count('warning'),
      hints: count('hint'),
      scenarios: NO_SCENARIOS,
    },
    diagnostics,
    assets: graph,
  };
}

/** alice uses astra (resolved) and astara (a typo); astra has five entries of every kind. */
export function sampleGraph(): AssetGraph {
  const astra = world('astra', { name: '阿斯特拉王国' });
  const entries = [
    entry('astra', 'guard', { priority: 10, keys: ['守卫'] }),
    entry('astra', 'capital', {
      priority: 80,
      keys: ['王都', '塞勒恩'],
      body: '王都塞勒恩的城门在黄昏时关闭，守夜人点起灯塔。',
    }),
    entry('astra', 'law', { constant: true, keys: [], priority: 0 }),
    entry('astra', 'orphan', { keys: [], aliases: [], secondaryKeys: ['皇宫'] }),
    entry('astra', 'dup', { duplicate: true, file: 'global/worlds/astra/entries/a/dup.md' }),
    entry('astra', 'dup', { duplicate: true, file: 'global/worlds/astra/entries/b/dup.md' }),
    entry('astra', 'huge', { tokens: 6000 }),
    entry('astra', '王都 旧账簿', { keys: ['账簿'], file: 'global/worlds/astra/entries/ledger.md' }),
  ];
  return {
    roots: ['global', 'project'],
    characters: [
      character('alice', {
        name: '爱丽丝',
        worlds: [
          { ref: 'astra', resolved: true, span: null },
          { ref: 'astara', resolved: false, span: null },
        ],
        budgets: budgets(
          { worldEntries: 5000, maxEntries: 0, examples: -10, recentMessages: 1 },
          { source: { recentMessages: 'clamped' }, written: { recentMessages: 0, contextTotal: '9000' } },
        ),
      }),
      character('bob', {
        worlds: [{ ref: 'astra', resolved: true, span: null }],
        budgets: budgets({ worldEntries: 100 }),
      }),
    ],
    worlds: [astra],
    entries,
    overrides: [
      {
        kind: 'character',
        id: 'alice',
        winner: 'project/characters/alice/CHARACTER.md',
        shadowed: ['global/characters/alice/CHARACTER.md'],
      },
    ],
    diagnostics: [],
  };
}
