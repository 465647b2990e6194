/**
 * What every turn spends before any key matches (docs/retrieval.md "Constants and budgets"),
 * packed by the retrieval core itself: the world cores of a character's resolved worlds (in the
 * card's order), then the constant entries of those worlds as candidates of a message that names no
 * key (only constants are candidates then; duplicates deduped as retrieval does). The catalog's
 * budget picture and the constant-load checks (`checkConstantLoad`) read the same figures.
 */
import type { Character, Entry, World } from '../assets/model.js';
import { sortCandidates } from './candidates.js';
import { packEntries } from './pack-entries.js';
import { packWorldCore } from './world-core.js';

export interface ConstantLoad {
  /** The limits as retrieval applies them (negative values count as 0). */
  readonly contextTotal: number;
  readonly worldEntries: number;
  readonly worldCore: number;
  readonly maxEntries: number;
  /** Estimated tokens of the resolved worlds' `WORLD.md` bodies, and what min(worldCore, contextTotal) keeps. */
  readonly coreTokens: number;
  readonly coreKept: number;
  /** Constant entries injected on every turn: how many, their tokens, and how many do not fit. */
  readonly constants: number;
  readonly constantTokens: number;
  readonly constantsLeftOut: number;
  /** Tokens left for matched entries: min(worldEntries, contextTotal − core) − constants, at least 0. */
  readonly room: number;
  /** Entry slots left for matched entries: maxEntries − constants, at least 0. */
  readonly slots: number;
}

/** The figures, with the constant entries that go in on every turn (injection order) and the kept world-core texts. */
export interface ConstantLoadDetail {
  readonly load: ConstantLoad;
  readonly injected: readonly Entry[];
  readonly coreTexts: readonly string[];
}

/** `constants`: the enabled constant entries of `worlds` (duplicates included, as the graph has them). */
export function constantLoadDetail(
  character: Character,
  worlds: readonly World[],
  constants: readonly Entry[],
): ConstantLoadDetail {
  const v = character.budgets.values;
  const contextTotal = Math.max(0, v.contextTotal);
  const worldEntries = Math.max(0, v.worldEntries);
  const worldCore = Math.max(0, v.worldCore);
  const maxEntries = Math.max(0, v.maxEntries);
  const core = packWorldCore(worlds, worldCore, contextTotal);
  const contextRoom = contextTotal - core.keptTokens;
  const { candidates } = sortCandidates(constants, []);
  const packed = packEntries(candidates, { maxEntries, worldEntries, contextRoom });
  const limit = Math.min(worldEntries, Math.max(0, contextRoom));
  const kept = new Set(packed.injected.map((e) => e.file));
  return {
    load: {
      contextTotal,
      worldEntries,
      worldCore,
      maxEntries,
      coreTokens: core.tokens,
      coreKept: core.keptTokens,
      constants: packed.injected.length,
      constantTokens: packed.used,
      constantsLeftOut: packed.excluded.length,
      room: Math.max(0, limit - packed.used),
      slots: Math.max(0, maxEntries - packed.injected.length),
    },
    injected: candidates.map((c) => c.entry).filter((e) => kept.has(e.file)),
    coreTexts: core.parts.map((p) => p.text),
  };
}

export function constantLoad(
  character: Character,
  worlds: readonly World[],
  constants: readonly Entry[],
): ConstantLoad {
  return constantLoadDetail(character, worlds, constants).load;
}
