/** Our side of the mapped fields, read from a loaded entry (what an author may have edited). */
import type { Entry } from '../../assets/model.js';
import type { OurEntry } from './mapped.js';
import { bodyText } from '../shared/markdown.js';
import type { Json } from '../shared/same-json.js';
import { isRecord } from '../shared/same-json.js';

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

/** What an import kept under `ns` (`x-sillytavern`, `x-card`, `x-risu`), as a copy; {} when nothing. */
export function keptOf(
  a: { readonly extensions?: { readonly [k: string]: unknown } },
  ns: string,
): Record<string, Json> {
  const v = a.extensions?.[ns];
  return isRecord(v) ? { ...v } : {};
}
