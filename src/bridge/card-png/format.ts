/**
 * A character card inside a PNG: the `ccv3` text chunk, else `chara` (base64 JSON), as SillyTavern
 * reads it; the image without its card chunks becomes the avatar, and `chara-ext-asset_:` chunks
 * files under `card-assets/`. Export writes the avatar (or a plain image) with both card chunks
 * for V3 (`chara` holding the V2 backfill) and the card's embedded assets as chunks.
 */
import { cardIn } from '../card/format.js';
import { exportCard } from '../card/character-write.js';
import { importCard } from '../card/character-read.js';
import { packAssets } from '../card/export-assets.js';
import { decodeBase64Bytes, decodeBase64Text } from '../shared/base64.js';
import { BridgeInputError } from '../shared/errors.js';
import type { ExportRequest, ExportResult, ExportTarget, LoreFormat } from '../shared/format.js';
import { parseJsonText } from '../shared/json-text.js';
import type { Json } from '../shared/same-json.js';
import { ASSET_CHUNK, CARD_CHUNKS, cardPng, readablePng } from './card-png.js';
import { isPng, PngError, readPngChunks, readTextChunk, replaceTextChunks } from '../../common/png.js';
import type { PngChunk } from '../../common/png.js';

/** The PNG's chunks; a damaged PNG is one line of refusal, as every bad input. */
function chunksOf(bytes: Uint8Array): PngChunk[] {
  try {
    return readPngChunks(bytes);
  } catch (e) {
    if (e instanceof PngError) throw new BridgeInputError(e.message);
    throw e;
  }
}

function readCardPng(bytes: Uint8Array): {
  card: Record<string, Json>;
  image: Uint8Array;
  files: Map<string, Uint8Array>;
} {
  const texts = new Map<string, string>();
  const files = new Map<string, Uint8Array>();
  const drop = [...CARD_CHUNKS];
  const chunks = chunksOf(bytes);
  for (const c of chunks) {
    const t = readTextChunk(c);
    if (!t) continue;
    if (CARD_CHUNKS.includes(t.keyword) && !texts.has(t.keyword)) texts.set(t.keyword, t.text);
    if (t.keyword.startsWith(ASSET_CHUNK)) {
      drop.push(t.keyword);
      files.set(t.keyword.slice(ASSET_CHUNK.length), decodeBase64Bytes(t.text, `PNG chunk \`${t.keyword}\``));
    }
  }
  const keyword = CARD_CHUNKS.find((k) => texts.has(k));
  if (!keyword) throw new BridgeInputError('PNG has no character card (no `ccv3` or `chara` tEXt chunk)');
  const json = decodeBase64Text(texts.get(keyword) as string, `PNG chunk \`${keyword}\``);
  const card = cardIn(parseJsonText(json, `the card in PNG chunk \`${keyword}\``) as Json, 'the PNG card chunk');
  return { card, image: replaceTextChunks(chunks, drop, []), files };
}

/** A PNG card of `--format ccv3` (with the V2 backfill in `chara`) or `ccv2`. */
function writeCardPng(request: ExportRequest, format: 'ccv3' | 'ccv2'): ExportResult {
  const assets = new Map<string, Uint8Array>();
  const pack = (path: string, bytes: Uint8Array, main: boolean): string => {
    if (main) return 'ccdefault:';
    assets.set(path, bytes);
    return `__asset:${path}`;
  };
  const { card, notes } = packAssets(exportCard(request.graph, request.id, format), request, pack);
  const chara = format === 'ccv3' ? exportCard(request.graph, request.id, 'ccv2') : card;
  const cards = format === 'ccv3' ? { ccv3: card, chara, assets } : { chara };
  const avatar = request.avatar ?? null;
  if (avatar && !readablePng(avatar))
    notes.push(
      'the avatar is not a readable PNG (another format, or damaged): the card is written over a plain generated image',
    );
  return { bytes: cardPng(avatar, request.id, cards), notes };
}

const pngTarget = (format: 'ccv3' | 'ccv2'): ExportTarget => ({
  format,
  asset: 'character',
  extensions: ['.png'],
  write: (request) => writeCardPng(request, format),
});

export const cardPngFormat: LoreFormat = {
  id: 'card-png',
  title: 'Character Card in a PNG (`ccv3` / `chara` chunks)',
  detect: (input) => isPng(input.bytes),
  read: (input, run) => {
    const { card, image, files } = readCardPng(input.bytes);
    importCard(card, { ext: 'png', bytes: image }, run, { files, source: '(png chunk) ' });
  },
  exports: [pngTarget('ccv3'), pngTarget('ccv2')],
};
