/** Items under their key, in the items' order: one list per key. */
export function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  return groupByEach(items, (item) => [key(item)]);
}

/** Items under each of their keys (an item with several keys is in several lists), in the items' order. */
export function groupByEach<T>(items: readonly T[], keysOf: (item: T) => Iterable<string>): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const item of items)
    for (const key of keysOf(item)) {
      const list = out.get(key);
      if (list) list.push(item);
      else out.set(key, [item]);
    }
  return out;
}
