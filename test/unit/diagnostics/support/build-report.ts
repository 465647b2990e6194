/** Small builders of Reports and assets for formatter tests. */
import type { AssetGraph, Character, Entry, World } from '../../../../src/assets/model.js';
import { BUDGET_DEFAULTS, BUDGET_KEYS } from '../../../../src/common/budget-keys.js';
import type { EffectiveBudgets } from '../../../../src/common/budget-keys.js';
import type { Diagnostic } from '../../../../src/diagnostics/define.js';
import type { Report } from '../../../../src/report/report.js';
import { NO_SCENARIOS } from '../../../../src/validate/summarize.js';

const source = (file: string, root: string) => ({
  file,
  root,
  rootIndex: 0,
  body: '',
  bodyLine: 1,
  hasFrontmatter: true,
  readable: true,
  keySpans: {},
});

export function defaultBudgets(): EffectiveBudgets {
  return {
    values: { ...BUDGET_DEFAULTS },
    source: Object.fromEntries(BUDGET_KEYS.map((k) => [k, 'default'])) as EffectiveBudgets['source'],
    written: {},
  };
}

export function character(
  id: string,
  name: string,
  file: string,
  worlds: [string, boolean][],
  root = 'roleplay',
): Character {
  return {
    ...source(file, root),
    kind: 'character',
    id,
    idExplicit: true,
    name,
    description: '',
    default: false,
    language: null,
    tags: [],
    worlds: worlds.map(([ref, resolved]) => ({ ref, resolved, span: null })),
    examples: null,
    avatar: null,
    budgets: defaultBudgets(),
    models: {},
  };
}

export function world(id: string, file: string, root = 'roleplay'): World {
  return {
    ...source(file, root),
    kind: 'world',
    id,
    idExplicit: true,
    name: id,
    description: '',
    entryRoot: 'entries',
    entryDir: null,
  };
}

export function entry(id: string, worldId: string, file: string): Entry {
  return {
    ...source(file, 'roleplay'),
    kind: 'entry',
    id,
    idExplicit: false,
    world: worldId,
    worldFile: `roleplay/worlds/${worldId}/WORLD.md`,
    name: id,
    keys: [id],
    aliases: [],
    secondaryKeys: [],
    tags: [],
    priority: 0,
    constant: false,
    enabled: true,
    parents: [],
    tokens: 10,
    duplicate: false,
  };
}

export function emptyGraph(): AssetGraph {
  return { roots: [], characters: [], worlds: [], entries: [], overrides: [], diagnostics: [] };
}

export function makeReport(diagnostics: readonly Diagnostic[], assets: AssetGraph = emptyGraph(), rules = 0): Report {
  const count = (s: Diagnostic['severity']) => diagnostics.filter((d) => d.severity === s).length;
  return {
    summary: {
      characters: assets.characters.length,
      worlds: assets.worlds.length,
      entries: assets.entries.length,
      rules,
      errors: count('error'),
      warnings: count('warning'),
      hints: count('hint'),
      scenarios: NO_SCENARIOS,
    },
    diagnostics,
    assets,
  };
}

/** The sample repository most formatter tests print: one character with a good and a bad world ref. */
export function sampleAssets(): AssetGraph {
  return {
    roots: ['roleplay'],
    characters: [
      character('alice', '爱丽丝', 'roleplay/characters/alice/CHARACTER.md', [
        ['astra', true],
        ['astara', false],
      ]),
    ],
    worlds: [world('astra', 'roleplay/worlds/astra/WORLD.md')],
    entries: ['guard', 'gate', 'tower'].map((id) => entry(id, 'astra', `roleplay/worlds/astra/entries/${id}.md`)),
    overrides: [
      {
        kind: 'character',
        id: 'alice',
        winner: 'roleplay/characters/alice/CHARACTER.md',
        shadowed: ['global/characters/alice/CHARACTER.md'],
      },
    ],
    diagnostics: [],
  };
}
