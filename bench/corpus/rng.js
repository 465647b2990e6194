/**
 * A small seeded PRNG (mulberry32) so every generated corpus is byte-for-byte reproducible
 * from its seed and size options.
 */

/** @param {number} seed */
export function createRng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    /** A float in [0, 1). */
    next,
    /** An integer in [min, max] (inclusive). */
    int(min, max) {
      return min + Math.floor(next() * (max - min + 1));
    },
    /** True with probability p. */
    chance(p) {
      return next() < p;
    },
    /** @template T @param {readonly T[]} list @returns {T} */
    pick(list) {
      return list[Math.floor(next() * list.length)];
    },
    /** Up to n distinct items of list. @template T @param {readonly T[]} list @param {number} n @returns {T[]} */
    sample(list, n) {
      const out = new Set();
      const want = Math.min(n, list.length);
      while (out.size < want) out.add(list[Math.floor(next() * list.length)]);
      return [...out];
    },
    /** A child generator with its own stream, so adding one kind of asset does not shift another. */
    fork(salt) {
      return createRng((Math.imul(a ^ salt, 2654435761) + salt) >>> 0);
    },
  };
}
