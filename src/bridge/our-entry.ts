/** Our side of the mapped fields, read from a loaded entry (what an author may have edited). */
import type { Entry } from '../assets/model.js';
import type { OurEntry } from './mapped-fields.js';
import { bodyText } from './markdown.js';
import type { Json } from './same-json.js';
import { isRecord } from './same-json.js';

export function ourEntry(e: Entry): OurEntry {
  return {
    keys: [...e.keys, ...e.aliases],
    secondaryKeys: [...e.secondaryKeys],
    // a name the file does not write is the id's default, not a source title
    name: e.keySpans.name ? e.name : '',
    body: bodyText(e.body),
    constant: e.constant,
    enabled: e.enabled,
    priority: e.priority,
  };
}

export function keptOf(
  a: { readonly extensions?: { readonly [k: string]: unknown } },
  ns: string,
): Record<string, Json> {
  const v = a.extensions?.[ns];
  return isRecord(v) ? { ...v } : {};
}
