/**
 * A card's embedded assets on their way out: each `embeded://` / `__asset:` uri of `data.assets`
 * is resolved to its bytes (the avatar for the main icon, else the character's `card-assets/`
 * file) and handed to the container, which says the uri it now has (a CHARX zip entry, a PNG
 * chunk, a `data:` uri in plain JSON). An asset whose file is gone is left out, with a note: a
 * card never points at a file it does not carry.
 */
import type { ExportRequest } from '../shared/format.js';
import type { Json } from '../shared/same-json.js';
import { isRecord } from '../shared/same-json.js';
import { assetPathOf } from './card-assets.js';

const MIME: { readonly [ext: string]: string } = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  mp3: 'audio/mpeg',
  ogg: 'audio/ogg',
  wav: 'audio/wav',
  mp4: 'video/mp4',
  webm: 'video/webm',
  json: 'application/json',
};
export const mimeOf = (path: string): string =>
  MIME[/\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase() ?? ''] ?? 'application/octet-stream';

/** The new uri of an asset given its path and bytes; `main`: it is the card's main icon. */
export type PackAsset = (path: string, bytes: Uint8Array, main: boolean) => string;

/** Whether `asset` is the main icon: `type: icon` named `main`, or the first icon when none is. */
function mainIndex(assets: readonly Json[]): number {
  const named = assets.findIndex((a) => isRecord(a) && a.type === 'icon' && a.name === 'main');
  return named >= 0 ? named : assets.findIndex((a) => isRecord(a) && a.type === 'icon');
}

/** `card` with its embedded assets packed by `pack`, and a note for each one left out. */
export function packAssets(
  card: Record<string, Json>,
  request: ExportRequest,
  pack: PackAsset,
): { card: Record<string, Json>; notes: string[] } {
  const data = card.data as Record<string, Json>;
  if (!Array.isArray(data.assets)) return { card, notes: [] };
  const notes: string[] = [];
  const main = mainIndex(data.assets);
  const assets = data.assets.flatMap((a, index): Json[] => {
    const path = isRecord(a) ? assetPathOf(a.uri) : null;
    if (!isRecord(a) || path === null) return [a];
    const bytes = index === main && request.avatar ? request.avatar : request.files?.get(path);
    if (!bytes) {
      notes.push(
        `asset \`${String(a.uri)}\` has no file card-assets/${path} beside the character: left out of the card`,
      );
      return [];
    }
    return [{ ...a, uri: pack(path, bytes, index === main) }];
  });
  return { card: { ...card, data: { ...data, assets } }, notes };
}
