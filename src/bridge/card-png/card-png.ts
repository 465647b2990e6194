/**
 * A card as PNG: the image (the character's avatar, or a plain generated one) with the card in
 * `tEXt` chunks, `ccv3` (V3) and `chara` (V2) as the V3 specification recommends, and the card's
 * embedded assets in `chara-ext-asset_:<path>` chunks; any older card chunks are replaced.
 */
import { encodeBase64Bytes, encodeBase64Text } from '../shared/base64.js';
import type { Json } from '../shared/same-json.js';
import { plainPng } from './plain-png.js';
import { isPng, readPngChunks, readTextChunk, replaceTextChunks, textChunk } from '../../common/png.js';
import type { PngChunk } from '../../common/png.js';

export const CARD_CHUNKS = ['ccv3', 'chara'];
/** The keyword prefix of an asset chunk; the card's `uri` for it is `__asset:<path>`. */
export const ASSET_CHUNK = 'chara-ext-asset_:';

/** The keywords of the chunks a card PNG is written over: card chunks and asset chunks. */
const cardChunkKeywords = (chunks: readonly PngChunk[]): string[] => [
  ...CARD_CHUNKS,
  ...chunks.map((c) => readTextChunk(c)?.keyword ?? '').filter((k) => k.startsWith(ASSET_CHUNK)),
];

/** The chunks of `image` when it is a PNG that reads (signature, lengths, checksums, an end), else null. */
function readableChunks(image: Uint8Array | null): PngChunk[] | null {
  if (!image || !isPng(image)) return null;
  try {
    const chunks = readPngChunks(image);
    return chunks.at(-1)?.type === 'IEND' ? chunks : null;
  } catch {
    return null;
  }
}

/** Whether `image` is a PNG whose chunks read (signature, lengths, checksums, an end). */
export function readablePng(image: Uint8Array | null): image is Uint8Array {
  return readableChunks(image) !== null;
}

/** The card over `image` when it is a readable PNG, else over a plain image made from `seed`. */
export function cardPng(
  image: Uint8Array | null,
  seed: string,
  cards: { ccv3?: Json; chara: Json; assets?: ReadonlyMap<string, Uint8Array> },
): Uint8Array {
  const base = readableChunks(image) ?? readPngChunks(plainPng(seed));
  const chunks = [
    ...(cards.ccv3 === undefined ? [] : [textChunk('ccv3', encodeBase64Text(JSON.stringify(cards.ccv3)))]),
    textChunk('chara', encodeBase64Text(JSON.stringify(cards.chara))),
    ...[...(cards.assets ?? [])].map(([path, bytes]) => textChunk(`${ASSET_CHUNK}${path}`, encodeBase64Bytes(bytes))),
  ];
  return replaceTextChunks(base, cardChunkKeywords(base), chunks);
}
