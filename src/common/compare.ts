/**
 * The one way to write a sort order: `compareBy(key, key, ...)` compares by the first key and
 * breaks ties with the next; `descending(key)` reverses one key. Strings compare by UTF-16 code
 * units (`compareText`), never `localeCompare`: an order must not depend on the host's locale.
 */

/** What an item is sorted by: a string (code-unit order) or a number (ascending). */
export type SortKey<T> = (item: T) => string | number;

interface Descending<T> {
  readonly descending: SortKey<T>;
}

/** UTF-16 code-unit order of two strings (or ascending order of two numbers), locale-independent. */
export function compareText<V extends string | number>(a: V, b: V): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** `key` in reverse: larger numbers, later strings first. */
export function descending<T>(key: SortKey<T>): Descending<T> {
  return { descending: key };
}

/** A comparator for `Array.prototype.sort`: by each key in turn until two items differ. */
export function compareBy<T>(...keys: readonly (SortKey<T> | Descending<T>)[]): (a: T, b: T) => number {
  const steps = keys.map((k) => (typeof k === 'function' ? { key: k, sign: 1 } : { key: k.descending, sign: -1 }));
  return (a, b) => {
    for (const { key, sign } of steps) {
      const c = compareText(key(a), key(b));
      if (c !== 0) return c * sign;
    }
    return 0;
  };
}
