/**
 * What the catalog offers for download, computed with the loaded graph while it is whole (the
 * playground keeps a trimmed copy): each world as SillyTavern World Info, each character as a
 * Character Card V3 (and the V2 backfill a PNG card carries). The site writes them as files
 * (src/astro/downloads.ts); docs/site.md.
 */
import type { AssetGraph } from '../assets/model.js';
import { exportCard, exportWorldInfo } from '../bridge/index.js';
import type { Json } from '../bridge/index.js';

export interface CharacterDownload {
  readonly v3: Json;
  readonly v2: Json;
  /** Display path of the avatar, or null. */
  readonly avatar: string | null;
}

export interface CatalogDownloads {
  /** World id -> World Info JSON text. */
  readonly worlds: ReadonlyMap<string, string>;
  readonly characters: ReadonlyMap<string, CharacterDownload>;
}

export function catalogDownloads(graph: AssetGraph): CatalogDownloads {
  const worlds = new Map<string, string>();
  for (const w of graph.worlds) worlds.set(w.id, JSON.stringify(exportWorldInfo(graph, w.id), null, 2) + '\n');
  const characters = new Map<string, CharacterDownload>();
  for (const c of graph.characters)
    characters.set(c.id, {
      v3: exportCard(graph, c.id, 'ccv3'),
      v2: exportCard(graph, c.id, 'ccv2'),
      avatar: c.avatar,
    });
  return { worlds, characters };
}
