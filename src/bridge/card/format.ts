/**
 * Character Card V1, V2 and V3 as JSON, and a card's lorebook on its own (`lorebook_v3`, or a
 * V2 `character_book` saved as a file). docs/format.md "Import and export".
 */
import type { ExportRequest, ExportResult, LoreFormat } from '../shared/format.js';
import { encodeBase64Bytes } from '../shared/base64.js';
import { mimeOf, packAssets } from './export-assets.js';
import { BridgeInputError } from '../shared/errors.js';
import type { Json } from '../shared/same-json.js';
import { isRecord } from '../shared/same-json.js';
import { importBook } from './book-read.js';
import type { CardFormat } from './book-write.js';
import { importCard } from './character-read.js';
import { exportCard } from './character-write.js';

/** Whether a JSON document is a character card: a `spec`, a `data` object, or V1's flat fields. */
export function isCard(doc: Json): doc is Record<string, Json> {
  if (!isRecord(doc)) return false;
  if (doc.spec === 'chara_card_v2' || doc.spec === 'chara_card_v3' || isRecord(doc.data)) return true;
  return (
    typeof doc.name === 'string' &&
    ['description', 'personality', 'first_mes', 'mes_example'].some((k) => k in doc) &&
    doc.entries === undefined
  );
}

/** The card of a container (PNG chunk, CHARX card.json), or a BridgeInputError naming `where`. */
export function cardIn(doc: Json, where: string): Record<string, Json> {
  if (!isCard(doc) || doc.spec === 'lorebook_v3')
    throw new BridgeInputError(`${where} holds JSON that is not a character card`);
  return doc;
}

const jsonBytes = (value: unknown): Uint8Array => new TextEncoder().encode(JSON.stringify(value, null, 2) + '\n');

/** The card for `--format ccv3|ccv2` as plain JSON: its embedded assets as `data:` uris (containers: card-png/, charx/). */
function writeCardJson(request: ExportRequest, format: CardFormat): ExportResult {
  const dataUri = (path: string, bytes: Uint8Array): string =>
    `data:${mimeOf(path)};base64,${encodeBase64Bytes(bytes)}`;
  const { card, notes } = packAssets(exportCard(request.graph, request.id, format), request, dataUri);
  return { bytes: jsonBytes(card), notes };
}

export const characterCardJson: LoreFormat = {
  id: 'card-json',
  title: 'Character Card V1 / V2 / V3 (JSON)',
  detect: (input) => {
    const doc = input.json();
    return isCard(doc) && doc.spec !== 'lorebook_v3';
  },
  read: (input, run) => void importCard(input.json() as Record<string, Json>, null, run),
  exports: (['ccv3', 'ccv2'] as const).map((format) => ({
    format,
    asset: 'character' as const,
    extensions: ['.json'],
    write: (request: ExportRequest) => writeCardJson(request, format),
  })),
};

export const lorebookJson: LoreFormat = {
  id: 'lorebook',
  title: 'Character Card lorebook (V3 `lorebook_v3`, V2 `character_book`)',
  detect: (input) => {
    const doc = input.json();
    return isRecord(doc) && ((doc.spec === 'lorebook_v3' && isRecord(doc.data)) || Array.isArray(doc.entries));
  },
  read: (input, run) => {
    const doc = input.json() as Record<string, Json>;
    const standalone = true;
    if (doc.spec === 'lorebook_v3')
      importBook(doc.data as Record<string, Json>, { at: 'data', fallbackName: input.stem, standalone }, run);
    else importBook(doc, { at: '', fallbackName: input.stem, standalone }, run);
  },
  exports: [],
};
