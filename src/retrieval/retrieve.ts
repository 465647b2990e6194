/**
 * The retrieval preview: which world entries the last messages inject for a character, in order,
 * and why every other entry of its worlds is left out (docs/retrieval.md, the retrieval rules;
 * decisions in docs/retrieval.md). Pure and browser-safe.
 */
import type { AssetGraph, Character, World } from '../assets/model.js';
import { sortCandidates } from './candidates.js';
import { entryRef } from './entry-ref.js';
import { packExamples } from './examples.js';
import { previewNotes } from './notes.js';
import { packEntries } from './pack-entries.js';
import { buildQuery } from './query.js';
import type { ExcludedEntry, RetrievalResult } from './types.js';
import { packWorldCore } from './world-core.js';

export interface RetrieveOptions {
  /** Overrides the character's effective `recentMessages` (still clamped to at least 1). */
  readonly recentMessages?: number;
}

export class UnknownCharacterError extends Error {
  constructor(
    readonly characterId: string,
    readonly known: readonly string[],
  ) {
    super(`unknown character ${characterId}`);
    this.name = 'UnknownCharacterError';
  }
}

/**
 * The character's resolved worlds, once each, in the order the character lists them: a function
 * over `graph`'s worlds, so a check that asks for every character indexes them once.
 */
export function worldResolver(graph: AssetGraph): (character: Character) => World[] {
  const byId = new Map(graph.worlds.map((w) => [w.id, w]));
  return (character) => {
    const out: World[] = [];
    for (const ref of character.worlds) {
      const world = ref.resolved ? byId.get(ref.ref) : undefined;
      if (world && !out.includes(world)) out.push(world);
    }
    return out;
  };
}

/** The character's resolved worlds, once each, in the order the character lists them. */
export function resolvedWorlds(graph: AssetGraph, character: Character): World[] {
  return worldResolver(graph)(character);
}

/** The budgets a preview packs with: the character's effective ones, negative limits as 0. */
function effectiveBudgets(values: Character['budgets']['values']): RetrievalResult['budgets'] {
  return {
    maxEntries: Math.max(0, values.maxEntries),
    worldEntries: Math.max(0, values.worldEntries),
    worldCore: Math.max(0, values.worldCore),
    contextTotal: Math.max(0, values.contextTotal),
    examples: values.examples,
  };
}

/** What packing left out, then what never became a candidate (with its reason and match). */
function excludedEntries(
  packed: ReturnType<typeof packEntries>,
  rejected: ReturnType<typeof sortCandidates>['rejected'],
): ExcludedEntry[] {
  return [
    ...packed.excluded,
    ...rejected.map((r) => ({
      ...entryRef(r.entry),
      reason: r.reason,
      score: r.match.score,
      matched: r.match.matched,
      ...(r.keptFile !== undefined ? { keptFile: r.keptFile } : {}),
    })),
  ];
}

export function retrieve(
  graph: AssetGraph,
  characterId: string,
  messages: readonly string[],
  options: RetrieveOptions = {},
): RetrievalResult {
  const character = graph.characters.find((c) => c.id === characterId);
  if (!character)
    throw new UnknownCharacterError(
      characterId,
      graph.characters.map((c) => c.id),
    );
  const budgets = effectiveBudgets(character.budgets.values);
  const worlds = resolvedWorlds(graph, character);
  const worldIds = new Set(worlds.map((w) => w.id));
  const entries = graph.entries.filter((e) => worldIds.has(e.world));
  const query = buildQuery(messages, options.recentMessages ?? character.budgets.values.recentMessages);
  const core = packWorldCore(worlds, budgets.worldCore, budgets.contextTotal);
  const { candidates, rejected } = sortCandidates(entries, query.folded);
  const packed = packEntries(candidates, {
    maxEntries: budgets.maxEntries,
    worldEntries: budgets.worldEntries,
    contextRoom: budgets.contextTotal - core.keptTokens,
  });
  const excluded = excludedEntries(packed, rejected);
  const examples = packExamples(character);
  const used = core.keptTokens + packed.used;
  return {
    character: character.id,
    worlds: character.worlds.map((w) => ({ ref: w.ref, resolved: w.resolved && worldIds.has(w.ref) })),
    query: { recentMessages: query.recentMessages, from: query.from, messages: query.messages },
    budgets,
    injected: packed.injected,
    excluded,
    worldCore: core,
    examples,
    contextTotal: {
      budget: budgets.contextTotal,
      worldCore: core.keptTokens,
      worldEntries: packed.used,
      used,
      remaining: budgets.contextTotal - used,
    },
    diagnostics: previewNotes({ character, worlds, entries, excluded, core, examples, budgets }),
  };
}
