import type { Entry } from '../assets/model.js';
import { priorityOf } from './rank.js';
import type { EntryRef } from './types.js';

/** The identifying facts of an entry that the preview shows for every entry. */
export function entryRef(entry: Entry): EntryRef {
  return {
    id: entry.id,
    world: entry.world,
    file: entry.file,
    name: entry.name,
    constant: entry.constant,
    priority: priorityOf(entry),
    tokens: entry.tokens,
  };
}
