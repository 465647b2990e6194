/**
 * The retrieval preview: which world entries the last messages inject for a character, in order,
 * and why every other entry of its worlds is left out (asset-format-v1.md, retrieval rules;
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
 * The character's resolved worlds, once each, in the order the character lists them. `byId`: the
 * graph's worlds by id, when the caller asks for many characters (built once, not per character).
 */
export function resolvedWorlds(
  graph: AssetGraph,
  character: Character,
  byId: ReadonlyMap<string, World> = new Map(graph.worlds.map((w) => [w.id, w])),
): World[] {
  const out: World[] = [];
  for (const ref of character.worlds) {
    const world = ref.resolved ? byId.get(ref.ref) : undefined;
    if (world && !out.includes(world)) out.push(world);
  }
  return out;
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
  const values = character.budgets.values;
  const budgets = {
    maxEntries: Math.max(0, values.maxEntries),
    worldEntries: Math.max(0, values.worldEntries),
    worldCore: Math.max(0, values.worldCore),
    contextTotal: Math.max(0, values.contextTotal),
    examples: values.examples,
  };
  const worlds = resolvedWorlds(graph, character);
  const worldIds = new Set(worlds.map((w) => w.id));
  const entries = graph.entries.filter((e) => worldIds.has(e.world));
  const query = buildQuery(messages, options.recentMessages ?? values.recentMessages);

  const core = packWorldCore(worlds, budgets.worldCore, budgets.contextTotal);
  const contextRoom = budgets.contextTotal - core.keptTokens;
  const { candidates, rejected } = sortCandidates(entries, query.folded);
  const packed = packEntries(candidates, {
    maxEntries: budgets.maxEntries,
    worldEntries: budgets.worldEntries,
    contextRoom,
  });
  const excluded: ExcludedEntry[] = [
    ...packed.excluded,
    ...rejected.map((r) => ({
      ...entryRef(r.entry),
      reason: r.reason,
      score: r.match.score,
      matched: r.match.matched,
      ...(r.keptFile !== undefined ? { keptFile: r.keptFile } : {}),
    })),
  ];
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
    diagnostics: previewNotes(character, worlds, entries, excluded, core, examples, budgets),
  };
}
