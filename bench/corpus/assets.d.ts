/** Types of assets.js (a plain ES module, also run by bench/generate.js without a build). */
import type { Rng } from './rng.js';

export declare const characterId: (i: number) => string;
export declare const worldId: (i: number) => string;
export declare function assetFiles(
  rng: Rng,
  opts: {
    characters: number;
    worlds: number;
    entries: number;
    defects: number;
    characterChars: number;
    worldChars: number;
    entryChars: [number, number];
  },
): Generator<{ path: string; content: string }>;
