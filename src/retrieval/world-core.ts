/**
 * Packing the world core: the `WORLD.md` bodies of the character's resolved worlds, in the order the
 * character lists them, share one budget of min(worldCore, contextTotal). Each body keeps what is left
 * of it (`slice(0, left * 4)`), so a later world is cut first.
 */
import type { World } from '../assets/model.js';
import { packPrefix } from './pack-text.js';
import type { RetrievalResult, WorldCorePart } from './types.js';

export function packWorldCore(
  worlds: readonly World[],
  worldCore: number,
  contextTotal: number,
): RetrievalResult['worldCore'] {
  const budget = Math.max(0, Math.min(worldCore, contextTotal));
  const parts: WorldCorePart[] = [];
  let used = 0;
  for (const world of worlds) {
    const part = packPrefix(world.file, world.body, budget - used);
    used += part.keptTokens;
    parts.push({ world: world.id, ...part });
  }
  return {
    budget,
    tokens: parts.reduce((n, p) => n + p.tokens, 0),
    keptTokens: used,
    parts,
  };
}
