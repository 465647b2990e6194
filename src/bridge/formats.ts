/**
 * The formats the bridge reads and writes, one folder each (src/bridge/<format>/). The order is
 * the order `import` tries them: containers told by their bytes first (PNG, zip), then the JSON
 * formats. Adding a format is its folder plus one line here (docs/contributing.md "A lore format").
 */
import { characterCardJson, lorebookJson } from './card/format.js';
import { cardPngFormat } from './card-png/format.js';
import { charx } from './charx/format.js';
import { risuLorebook } from './risu/format.js';
import type { ExportTarget, LoreFormat } from './shared/format.js';
import { sillyTavernWorldInfo } from './sillytavern/format.js';

export const FORMATS: readonly LoreFormat[] = [
  cardPngFormat,
  charx,
  sillyTavernWorldInfo,
  risuLorebook,
  lorebookJson,
  characterCardJson,
];

/** Every way out, in the list's order. */
export const EXPORT_TARGETS: readonly ExportTarget[] = FORMATS.flatMap((f) => f.exports);
