/** SillyTavern World Info: a world both ways (docs/format.md "Import and export"). */
import type { LoreFormat } from '../shared/format.js';
import { isRecord } from '../shared/same-json.js';
import { readWorldInfo } from './read.js';
import { exportWorldInfo } from './write.js';

const jsonBytes = (value: unknown): Uint8Array => new TextEncoder().encode(JSON.stringify(value, null, 2) + '\n');

export const sillyTavernWorldInfo: LoreFormat = {
  id: 'sillytavern-world-info',
  title: 'SillyTavern World Info',
  // an `entries` object and no `spec` (a card or a V3 lorebook has one)
  detect: (input) => {
    const doc = input.json();
    return isRecord(doc) && isRecord(doc.entries) && doc.spec === undefined;
  },
  read: (input, run) => readWorldInfo(input.json() as Record<string, never>, input.stem, run),
  exports: [
    {
      format: 'sillytavern',
      asset: 'world',
      extensions: ['.json'],
      write: ({ graph, id }) => ({ bytes: jsonBytes(exportWorldInfo(graph, id)), notes: [] }),
    },
  ],
};
