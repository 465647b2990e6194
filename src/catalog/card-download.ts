/**
 * A character's cards assembled from the catalog's download files, in the browser (the site's
 * script) or anywhere: the character's parts file, each of its worlds' World Info file and book
 * part (downloads.ts), and its avatar. The same cards `rp-assets export` writes, without embedded
 * assets. Imports only what a browser needs: the card's assembly, the PNG writer.
 */
import { assembleCard, v2BookEntry } from '../bridge/card/assemble.js';
import type { CardParts } from '../bridge/card/assemble.js';
import { cardPng } from '../bridge/card-png/card-png.js';
import type { Json } from '../bridge/shared/same-json.js';

/** A world's part of a book: its entries in V3 form without their text, and each one's text or the World Info uid that holds it. */
export interface BookPartFile {
  readonly entries: readonly { readonly [key: string]: Json }[];
  readonly content: readonly (number | string)[];
}

/** A character's parts file: the V3 and V2 cards without their books' entries, and its worlds' files (paths below the downloads folder). */
export interface CharacterPartsFile {
  readonly v3: CardParts;
  readonly v2: CardParts;
  readonly worlds: readonly { readonly worldInfo: string; readonly bookPart: string }[];
}

/** One world's files as fetched. */
export interface WorldFiles {
  readonly worldInfo: { readonly entries?: { readonly [uid: string]: { readonly content?: Json } } };
  readonly bookPart: BookPartFile;
}

/** A world's book entries in V3 form, each with its text back from the World Info file. */
export function bookEntriesOf(world: WorldFiles): Record<string, Json>[] {
  const byUid = world.worldInfo.entries ?? {};
  return world.bookPart.entries.map((e, i) => {
    const ref = world.bookPart.content[i];
    const content = typeof ref === 'number' ? (byUid[String(ref)]?.content ?? '') : (ref ?? '');
    return { ...e, content };
  });
}

export function cardFromFiles(
  parts: Pick<CharacterPartsFile, 'v3' | 'v2'>,
  worlds: readonly WorldFiles[],
  format: 'ccv3' | 'ccv2',
): Record<string, Json> {
  const entries = worlds.map(bookEntriesOf);
  return format === 'ccv3'
    ? assembleCard(parts.v3, entries)
    : assembleCard(
        parts.v2,
        entries.map((list) => list.map(v2BookEntry)),
      );
}

/** The V3 card as a PNG over `avatar` (a plain image from `seed` when it is no readable PNG), with the V2 card in `chara`. */
export function cardPngFromFiles(
  parts: Pick<CharacterPartsFile, 'v3' | 'v2'>,
  worlds: readonly WorldFiles[],
  avatar: Uint8Array | null,
  seed: string,
): Uint8Array {
  return cardPng(avatar, seed, {
    ccv3: cardFromFiles(parts, worlds, 'ccv3'),
    chara: cardFromFiles(parts, worlds, 'ccv2'),
  });
}
