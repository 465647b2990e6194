/**
 * An entry of ours as a complete SillyTavern World Info entry: SillyTavern's defaults, what an
 * import kept (from World Info as written; from a card or a RisuAI book as SillyTavern converts
 * them), and our mapped fields on top. The shape every export starts from: World Info writes it,
 * a card book converts it (card/book-write.ts), so both say the same about whether, where and in
 * what order an entry fires.
 */
import type { Entry, World } from '../../assets/model.js';
import { keptFilter } from '../../assets/kept-activation.js';
import { toSource } from '../entry/mapped.js';
import { keptOf, ourEntry } from '../entry/our-entry.js';
import { ST_ENTRY_DEFAULTS, stFromCard } from '../entry/st-card-fields.js';
import { stFromRisu } from '../entry/st-risu-fields.js';
import { CORE_MARK, CORE_MARK_KEY, withIdentity } from '../entry/world-core.js';
import { slugOf } from '../shared/names.js';
import { bodyText } from '../shared/markdown.js';
import type { Json } from '../shared/same-json.js';
import { ST_MAPPED } from './fields.js';

/** What the entry kept, in World Info's names: its own `x-sillytavern`, else a card's or a RisuAI book's, converted. */
function keptAsSt(e: Entry): { kept: Record<string, Json>; native: boolean } {
  const own = keptOf(e, 'x-sillytavern');
  if (Object.keys(own).length > 0) return { kept: own, native: true };
  const card = keptOf(e, 'x-card');
  if (Object.keys(card).length > 0) return { kept: stFromCard(card), native: false };
  const risu = keptOf(e, 'x-risu');
  return { kept: Object.keys(risu).length > 0 ? stFromRisu(risu) : {}, native: false };
}

/**
 * `selective` as export writes it: a filter kept from the source stays a filter; otherwise an
 * entry with secondary keys is written non-selective (secondary keys only add here, and
 * SillyTavern's closest reading is to ignore them), and one without keeps SillyTavern's default.
 */
function selective(kept: Record<string, Json>, native: boolean, secondaryKeys: number): boolean {
  if (typeof kept.selective === 'boolean') return kept.selective;
  if (native && keptFilter('x-sillytavern', kept)) return true;
  return secondaryKeys === 0;
}

export function stEntry(e: Entry): Record<string, Json> {
  const { kept, native } = keptAsSt(e);
  const ours = ourEntry(e);
  const out: Record<string, Json> = {
    ...ST_ENTRY_DEFAULTS,
    ...kept,
    ...toSource(ST_MAPPED, ours, kept),
    selective: selective(kept, native, ours.secondaryKeys.length),
  };
  // the id and the aliases travel in the entry's mark, for an import to give them back
  // what an import would name it (sillytavern/read.ts): the title, else the first key, else its uid
  const derivedId = slugOf(ours.name || ours.keys[0] || '', typeof out.uid === 'number' ? `entry-${out.uid}` : '');
  const extensions = withIdentity(out.extensions, { id: e.id, derivedId, aliases: e.aliases });
  if (extensions === undefined) delete out.extensions;
  else out.extensions = extensions;
  return out;
}

/** The world core as a World Info entry (entry/world-core.ts), or null for a world without one. */
export function coreStEntry(world: World): Record<string, Json> | null {
  const content = bodyText(world.body);
  if (content.trim() === '') return null;
  return {
    ...ST_ENTRY_DEFAULTS,
    comment: world.name,
    content,
    constant: true,
    selective: false,
    order: 0,
    position: 0,
    ignoreBudget: true,
    addMemo: true,
    extensions: { [CORE_MARK_KEY]: CORE_MARK },
  };
}
