/** Hand-built asset graphs for retrieval tests (the loader is tested elsewhere). */
import type { AssetGraph, Character, Entry, World } from '../../../src/assets/model.js';
import { BUDGET_DEFAULTS } from '../../../src/common/budget-keys.js';
import type { BudgetKey, BudgetSource, Budgets } from '../../../src/common/budget-keys.js';
import { estimateTokens } from '../../../src/budgets/tokens.js';

export interface EntrySpec {
  id: string;
  world?: string;
  file?: string;
  keys?: string[];
  aliases?: string[];
  secondaryKeys?: string[];
  priority?: number;
  constant?: boolean;
  enabled?: boolean;
  body?: string;
  /** Shortcut: a body of this many tokens (4 ASCII chars each). */
  tokens?: number;
}

export function entry(spec: EntrySpec): Entry {
  const world = spec.world ?? 'astra';
  const body = spec.body ?? 'x'.repeat((spec.tokens ?? 1) * 4);
  return {
    kind: 'entry',
    id: spec.id,
    idExplicit: true,
    world,
    worldFile: `worlds/${world}/WORLD.md`,
    name: spec.id,
    keys: spec.keys ?? [],
    aliases: spec.aliases ?? [],
    secondaryKeys: spec.secondaryKeys ?? [],
    tags: [],
    priority: spec.priority ?? 0,
    constant: spec.constant ?? false,
    enabled: spec.enabled ?? true,
    parents: [],
    tokens: estimateTokens(body),
    duplicate: false,
    file: spec.file ?? `worlds/${world}/entries/${spec.id}.md`,
    root: '.',
    rootIndex: 0,
    body,
    bodyLine: 5,
    hasFrontmatter: true,
    readable: true,
    keySpans: { constant: { line: 3, column: 1, endLine: 3, endColumn: 15 } },
  };
}

export function world(id: string, body = ''): World {
  return {
    kind: 'world',
    id,
    idExplicit: true,
    name: id,
    description: '',
    entryRoot: 'entries',
    entryDir: `worlds/${id}/entries`,
    file: `worlds/${id}/WORLD.md`,
    root: '.',
    rootIndex: 0,
    body,
    bodyLine: 6,
    hasFrontmatter: true,
    readable: true,
    keySpans: {},
  };
}

export function character(opts: {
  id?: string;
  worlds?: string[];
  unresolved?: string[];
  budgets?: Partial<Budgets>;
  examples?: string | null;
}): Character {
  const values = { ...BUDGET_DEFAULTS, ...(opts.budgets ?? {}) } as Budgets;
  const source = Object.fromEntries(
    Object.keys(BUDGET_DEFAULTS).map((k) => [k, k in (opts.budgets ?? {}) ? 'set' : 'default']),
  ) as { [K in BudgetKey]: BudgetSource };
  const id = opts.id ?? 'alice';
  return {
    kind: 'character',
    id,
    idExplicit: true,
    name: id,
    description: '',
    default: false,
    language: null,
    tags: [],
    worlds: [
      ...(opts.worlds ?? ['astra']).map((ref) => ({ ref, resolved: true, span: null })),
      ...(opts.unresolved ?? []).map((ref) => ({ ref, resolved: false, span: null })),
    ],
    examples:
      opts.examples === undefined || opts.examples === null
        ? null
        : { ref: 'examples.md', file: `characters/${id}/examples.md`, text: opts.examples },
    avatar: null,
    budgets: { values, source, written: {} },
    models: {},
    file: `characters/${id}/CHARACTER.md`,
    root: '.',
    rootIndex: 0,
    body: '',
    bodyLine: 20,
    hasFrontmatter: true,
    readable: true,
    keySpans: { budgets: { line: 8, column: 1, endLine: 8, endColumn: 8 } },
  };
}

export function graph(chars: Character[], worlds: World[], entries: Entry[]): AssetGraph {
  return { roots: ['.'], characters: chars, worlds, entries, overrides: [], diagnostics: [] };
}

/** A one-character, one-world graph with the given entries. */
export function simple(entries: EntrySpec[], budgets: Partial<Budgets> = {}, core = ''): AssetGraph {
  return graph([character({ budgets })], [world('astra', core)], entries.map(entry));
}
