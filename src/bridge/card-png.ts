/**
 * A card as PNG: the image (the character's avatar, or a plain generated one) with the card in
 * `tEXt` chunks, `ccv3` (V3) and `chara` (V2) as the V3 specification recommends; any older card
 * chunks of the image are replaced.
 */
import { encodeBase64Text } from './base64.js';
import { CARD_CHUNKS } from './import-file.js';
import { plainPng } from './plain-png.js';
import { isPng, replaceTextChunks, textChunk } from './png.js';
import type { Json } from './same-json.js';

export function cardPng(image: Uint8Array | null, seed: string, cards: { ccv3?: Json; chara: Json }): Uint8Array {
  const base = image && isPng(image) ? image : plainPng(seed);
  const chunks = [
    ...(cards.ccv3 === undefined ? [] : [textChunk('ccv3', encodeBase64Text(JSON.stringify(cards.ccv3)))]),
    textChunk('chara', encodeBase64Text(JSON.stringify(cards.chara))),
  ];
  return replaceTextChunks(base, CARD_CHUNKS, chunks);
}
