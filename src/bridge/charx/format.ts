/**
 * CHARX: a Character Card V3 zip (`card.json`, `assets/…`), as RisuAI exports it too (the card's
 * JPEG in front of the zip). Import keeps every file of the zip: the main icon (else the JPEG in
 * front) becomes the avatar, everything else a file under `card-assets/` named in the ledger.
 * Export packs them back, the avatar as the main icon.
 */
import { zipSync } from 'fflate';
import type { Zippable } from 'fflate';
import { assetPathOf } from '../card/card-assets.js';
import { cardIn } from '../card/format.js';
import { exportCard } from '../card/character-write.js';
import type { Avatar } from '../card/character-read.js';
import { importCard } from '../card/character-read.js';
import { BridgeInputError } from '../shared/errors.js';
import type { ExportRequest, ExportResult, LoreFormat } from '../shared/format.js';
import { packAssets } from '../card/export-assets.js';
import { decodeUtf8 } from '../shared/input.js';
import { parseJsonText } from '../shared/json-text.js';
import type { Json } from '../shared/same-json.js';
import { isRecord } from '../shared/same-json.js';
import { findZip, readCharx } from './zip.js';

const extOf = (path: string): Avatar['ext'] | null =>
  /\.jpe?g$/i.test(path) ? 'jpg' : /\.webp$/i.test(path) ? 'webp' : /\.png$/i.test(path) ? 'png' : null;

/** The card's main icon (`type: icon`, `name: main`, else the first icon) and its path in the zip. */
export function mainIcon(card: Json): { readonly path: string; readonly index: number } | null {
  const assets = isRecord(card) && isRecord(card.data) && Array.isArray(card.data.assets) ? card.data.assets : [];
  const icons = assets.flatMap((a, index) => (isRecord(a) && a.type === 'icon' ? [{ a, index }] : []));
  const main = icons.find(({ a }) => a.name === 'main') ?? icons[0];
  const path = main ? assetPathOf(main.a.uri) : null;
  return main && path !== null ? { path, index: main.index } : null;
}

/** JPEG's start-of-image marker: RisuAI's prefix. */
const isJpeg = (b: Uint8Array): boolean => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;

function readCharxInput(bytes: Uint8Array): {
  card: Record<string, Json>;
  avatar: Avatar | null;
  files: Map<string, Uint8Array>;
} {
  const found = findZip(bytes);
  if (!found) throw new BridgeInputError('not a zip file');
  const files = readCharx(found.zip);
  const card = cardIn(
    parseJsonText(decodeUtf8(files.get('card.json') as Uint8Array, 'card.json'), 'card.json') as Json,
    'CHARX card.json',
  );
  files.delete('card.json');
  const icon = mainIcon(card);
  const iconBytes = icon ? files.get(icon.path) : undefined;
  const iconExt = icon ? extOf(icon.path) : null;
  let avatar: Avatar | null = null;
  if (icon && iconBytes && iconExt) {
    avatar = { ext: iconExt, bytes: iconBytes };
    files.delete(icon.path);
  } else if (isJpeg(found.prefix)) avatar = { ext: 'jpg', bytes: found.prefix };
  return { card, avatar, files };
}

const CHARX_EXT = '.charx';

/** The card with a main icon for the avatar when it has none (a card written here). */
function withIcon(card: Record<string, Json>, avatar: Uint8Array | null | undefined): Record<string, Json> {
  if (!avatar || mainIcon(card)) return card;
  const ext = avatar[0] === 0x89 ? 'png' : isJpeg(avatar) ? 'jpg' : 'webp';
  const data = card.data as Record<string, Json>;
  const icon = { type: 'icon', uri: `embeded://assets/icon/image/main.${ext}`, name: 'main', ext };
  return { ...card, data: { ...data, assets: [icon, ...(Array.isArray(data.assets) ? data.assets : [])] } };
}

/** The character as a CHARX: card.json, the avatar at its main icon's path, and its card-assets files. */
function writeCharx(request: ExportRequest): ExportResult {
  const zip: Zippable = {};
  const { card, notes } = packAssets(
    withIcon(exportCard(request.graph, request.id, 'ccv3'), request.avatar),
    request,
    (path, bytes) => {
      zip[path] = bytes;
      return `embeded://${path}`;
    },
  );
  // the files the card does not list (RisuAI's module.risum, x_meta/…) travel too
  for (const [path, bytes] of request.files ?? []) zip[path] ??= bytes;
  zip['card.json'] = new TextEncoder().encode(JSON.stringify(card, null, 2));
  return { bytes: zipSync(zip, { level: 6 }), notes };
}

export const charx: LoreFormat = {
  id: 'card-charx',
  title: 'CHARX (Character Card V3 zip, RisuAI’s JPEG-prefixed export included)',
  detect: (input) => findZip(input.bytes) !== null,
  read: (input, run) => {
    const { card, avatar, files } = readCharxInput(input.bytes);
    importCard(card, avatar, run, { files, source: '(charx) ' });
  },
  exports: [{ format: 'ccv3', asset: 'character', extensions: [CHARX_EXT], write: writeCharx }],
};
