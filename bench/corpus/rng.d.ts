/** Types of rng.js (a plain ES module, also run by bench/generate.js without a build). */
export interface Rng {
  next(): number;
  int(min: number, max: number): number;
  chance(p: number): boolean;
  pick<T>(list: readonly T[]): T;
  sample<T>(list: readonly T[], n: number): T[];
  fork(salt: number): Rng;
}
export declare function createRng(seed: number): Rng;
