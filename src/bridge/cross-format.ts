/**
 * An entry kept from one format, exported to the other: SillyTavern's World Info fields and a
 * card entry's fields and `extensions` (named as SillyTavern names them in a card's book).
 */
import { CARD_POSITION, ST_TO_CARD_EXTENSION } from './formats.js';
import type { Json } from './same-json.js';
import { isRecord } from './same-json.js';

const NAMED_POSITION: { readonly [name: string]: number } = { before_char: 0, after_char: 1 };

/** SillyTavern fields from what a card entry kept. */
export function stFromCard(card: { readonly [key: string]: Json }): Record<string, Json> {
  const st: Record<string, Json> = {};
  const ext = isRecord(card.extensions) ? card.extensions : {};
  for (const [stName, cardName] of Object.entries(ST_TO_CARD_EXTENSION))
    if (ext[cardName] !== undefined) st[stName] = ext[cardName] as Json;
  if (typeof card.case_sensitive === 'boolean' && st.caseSensitive === undefined)
    st.caseSensitive = card.case_sensitive;
  if (typeof card.selective === 'boolean') st.selective = card.selective;
  if (typeof card.position === 'string' && st.position === undefined && card.position in NAMED_POSITION)
    st.position = NAMED_POSITION[card.position] as number;
  if (typeof card.id === 'number') st.uid = card.id;
  return st;
}

/** Card entry fields (and `extensions`) from what a SillyTavern entry kept. */
export function cardFromSt(st: { readonly [key: string]: Json }): Record<string, Json> {
  const extensions: Record<string, Json> = {};
  for (const [stName, cardName] of Object.entries(ST_TO_CARD_EXTENSION))
    if (st[stName] !== undefined) extensions[cardName] = st[stName] as Json;
  const card: Record<string, Json> = { extensions };
  if (typeof st.uid === 'number') card.id = st.uid;
  if (typeof st.selective === 'boolean') card.selective = st.selective;
  if (typeof st.caseSensitive === 'boolean') card.case_sensitive = st.caseSensitive;
  const named = typeof st.position === 'number' ? CARD_POSITION[st.position] : undefined;
  if (named) card.position = named;
  return card;
}
