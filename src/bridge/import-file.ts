/**
 * One input file -> planned files and ledger lines. The kind is told from the content, never from
 * the name: a PNG (card in `ccv3`, else `chara`), a zip (CHARX), else JSON (World Info, a
 * lorebook, a V1/V2/V3 card).
 */
import { decodeBase64Text } from './base64.js';
import { isZip, readCharx } from './charx.js';
import { BridgeInputError, MAX_INPUT_BYTES } from './errors.js';
import { importBook } from './import-book.js';
import type { Avatar } from './import-card.js';
import { importCard } from './import-card.js';
import { importWorldInfo } from './import-world-info.js';
import { parseJsonText } from './json-text.js';
import { isPng, readPngChunks, readTextChunk, replaceTextChunks } from './png.js';
import type { ImportRun } from './plan.js';
import type { Json } from './same-json.js';
import { isRecord } from './same-json.js';

export type InputKind = 'sillytavern-world-info' | 'lorebook' | 'card-json' | 'card-png' | 'card-charx';

export const CARD_CHUNKS = ['ccv3', 'chara'];

function decodeText(bytes: Uint8Array, what: string): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new BridgeInputError(`${what} is not UTF-8 text`);
  }
}

/** What a JSON document is, or null. */
export function classifyJson(doc: Json): 'world-info' | 'lorebook-v3' | 'lorebook' | 'card' | null {
  if (!isRecord(doc)) return null;
  if (doc.spec === 'lorebook_v3' && isRecord(doc.data)) return 'lorebook-v3';
  if (doc.spec === 'chara_card_v2' || doc.spec === 'chara_card_v3' || isRecord(doc.data)) return 'card';
  if (isRecord(doc.entries) && doc.spec === undefined) return 'world-info';
  if (Array.isArray(doc.entries)) return 'lorebook';
  if (typeof doc.name === 'string' && ['description', 'personality', 'first_mes', 'mes_example'].some((k) => k in doc))
    return 'card';
  return null;
}

function cardFromPng(bytes: Uint8Array): { card: Json; avatar: Avatar } {
  const texts = new Map<string, string>();
  for (const c of readPngChunks(bytes)) {
    const t = readTextChunk(c);
    if (t && CARD_CHUNKS.includes(t.keyword) && !texts.has(t.keyword)) texts.set(t.keyword, t.text);
  }
  const keyword = CARD_CHUNKS.find((k) => texts.has(k));
  if (!keyword) throw new BridgeInputError('PNG has no character card (no `ccv3` or `chara` tEXt chunk)');
  const json = decodeBase64Text(texts.get(keyword) as string, `PNG chunk \`${keyword}\``);
  const card = parseJsonText(json, `the card in PNG chunk \`${keyword}\``);
  return { card: card as Json, avatar: { ext: 'png', bytes: replaceTextChunks(bytes, CARD_CHUNKS, []) } };
}

function avatarFromCharx(card: Json, files: Map<string, Uint8Array>): Avatar | null {
  const assets = isRecord(card) && isRecord(card.data) && Array.isArray(card.data.assets) ? card.data.assets : [];
  const icons = assets.filter((a) => isRecord(a) && a.type === 'icon');
  const main = icons.find((a) => isRecord(a) && a.name === 'main') ?? icons[0];
  const uri = isRecord(main) && typeof main.uri === 'string' ? main.uri : '';
  const path = uri.startsWith('embeded://') ? uri.slice('embeded://'.length) : null;
  const bytes = path === null ? undefined : files.get(path);
  if (!bytes) return null;
  const ext = /\.jpe?g$/i.test(path as string) ? 'jpg' : /\.webp$/i.test(path as string) ? 'webp' : 'png';
  return { ext, bytes };
}

export function importFile(bytes: Uint8Array, name: string, run: ImportRun): InputKind {
  if (bytes.length > MAX_INPUT_BYTES)
    throw new BridgeInputError(
      `file is ${bytes.length} bytes, more than the ${MAX_INPUT_BYTES / 1024 / 1024} MiB an import reads`,
    );
  const stem = name.replace(/^.*[\\/]/, '').replace(/\.[^.]*$/, '') || 'imported';
  if (isPng(bytes)) {
    const { card, avatar } = cardFromPng(bytes);
    if (classifyJson(card) !== 'card')
      throw new BridgeInputError('the PNG card chunk holds JSON that is not a character card');
    importCard(card as Record<string, Json>, avatar, run);
    return 'card-png';
  }
  if (isZip(bytes)) {
    const files = readCharx(bytes);
    const card = parseJsonText(decodeText(files.get('card.json') as Uint8Array, 'card.json'), 'card.json') as Json;
    if (classifyJson(card) !== 'card') throw new BridgeInputError('CHARX card.json is not a character card');
    importCard(card as Record<string, Json>, avatarFromCharx(card, files), run);
    return 'card-charx';
  }
  const doc = parseJsonText(decodeText(bytes, 'the file'), 'the file') as Json;
  switch (classifyJson(doc)) {
    case 'world-info':
      importWorldInfo(doc as Record<string, Json>, stem, run);
      return 'sillytavern-world-info';
    case 'lorebook-v3':
      importBook(
        (doc as Record<string, Record<string, Json>>).data as Record<string, Json>,
        { at: 'data', fallbackName: stem },
        run,
      );
      return 'lorebook';
    case 'lorebook':
      importBook(doc as Record<string, Json>, { at: '', fallbackName: stem }, run);
      return 'lorebook';
    case 'card':
      importCard(doc as Record<string, Json>, null, run);
      return 'card-json';
    default:
      throw new BridgeInputError(
        'not a SillyTavern World Info file, a lorebook or a character card (no `entries`, `spec` or `data` found)',
      );
  }
}
