/**
 * What the catalog offers for download, computed with the loaded graph while it is whole (the
 * playground keeps a trimmed copy). Each entry's text is stored once, in its world's SillyTavern
 * World Info file: a character's cards (V3 and V2, JSON and PNG) are assembled in the browser
 * (card-download.ts) from the character's small parts file, each of its worlds' World Info file
 * and book part (the world's entries in card form, their text replaced by the World Info entry
 * it is in), and its avatar. The site writes them as files (src/astro/downloads.ts); docs/site.md.
 */
import type { AssetGraph } from '../assets/model.js';
import { cardParts, exportWorldInfo, worldBookEntries, worldsOf } from '../bridge/index.js';
import type { CardParts, Json } from '../bridge/index.js';
import type { BookPartFile, CharacterPartsFile } from './card-download.js';

export interface WorldDownload {
  /** The world as SillyTavern World Info, JSON text: a download of its own, and the text of every entry. */
  readonly worldInfo: string;
  /** The world's part of a card's book, JSON text (`BookPartFile`). */
  readonly bookPart: string;
}

export interface CharacterDownload {
  /** The parts file without its worlds' paths, which the site fills in (`CharacterPartsFile`). */
  readonly parts: Omit<CharacterPartsFile, 'worlds'>;
  /** The ids of the worlds its book is made of, in order. */
  readonly worlds: readonly string[];
  /** Display path of the avatar, or null. */
  readonly avatar: string | null;
}

export interface CatalogDownloads {
  readonly worlds: ReadonlyMap<string, WorldDownload>;
  readonly characters: ReadonlyMap<string, CharacterDownload>;
}

/** The book entries with their text replaced by the uid of the World Info entry that holds the same text. */
function bookPart(entries: readonly Record<string, Json>[], worldInfo: Record<string, Json>): BookPartFile {
  const uids = new Map<string, number>();
  for (const e of Object.values(worldInfo.entries as Record<string, Record<string, Json>>))
    if (typeof e.content === 'string' && typeof e.uid === 'number' && !uids.has(e.content)) uids.set(e.content, e.uid);
  return {
    entries: entries.map(({ content: _content, ...rest }) => rest),
    content: entries.map((e) => uids.get(String(e.content)) ?? String(e.content)),
  };
}

/**
 * The card's parts without embedded assets: the catalog does not ship a card's other files, and a
 * card never points at a file it does not carry (`rp-assets export` packs them).
 */
function withoutEmbeddedAssets(parts: CardParts): CardParts {
  const data = parts.card.data as Record<string, Json>;
  if (!Array.isArray(data.assets)) return parts;
  const assets = data.assets.filter(
    (a) =>
      !(typeof a === 'object' && a !== null && !Array.isArray(a) && /^(embeded:\/\/|__asset:)/.test(String(a.uri))),
  );
  return { ...parts, card: { ...parts.card, data: { ...data, assets } } };
}

export function catalogDownloads(graph: AssetGraph): CatalogDownloads {
  const worlds = new Map<string, WorldDownload>();
  for (const w of graph.worlds) {
    const worldInfo = exportWorldInfo(graph, w.id);
    worlds.set(w.id, {
      worldInfo: JSON.stringify(worldInfo),
      bookPart: JSON.stringify(bookPart(worldBookEntries(graph, w), worldInfo)),
    });
  }
  const characters = new Map<string, CharacterDownload>();
  for (const c of graph.characters)
    characters.set(c.id, {
      parts: {
        v3: withoutEmbeddedAssets(cardParts(graph, c, 'ccv3')),
        v2: withoutEmbeddedAssets(cardParts(graph, c, 'ccv2')),
      },
      worlds: worldsOf(graph, c).map((w) => w.id),
      avatar: c.avatar,
    });
  return { worlds, characters };
}
