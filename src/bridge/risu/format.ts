/** RisuAI's lorebook export (`type: "risu"`): a world both ways (docs/format.md "Import and export"). */
import type { LoreFormat } from '../shared/format.js';
import { isRecord } from '../shared/same-json.js';
import { readRisuLorebook } from './read.js';
import { exportRisuLorebook } from './write.js';

export const risuLorebook: LoreFormat = {
  id: 'risu-lorebook',
  title: 'RisuAI lorebook (`type: "risu"`)',
  detect: (input) => {
    const doc = input.json();
    return isRecord(doc) && doc.type === 'risu' && Array.isArray(doc.data);
  },
  read: (input, run) => readRisuLorebook(input.json() as Record<string, never>, input.stem, run),
  exports: [
    {
      format: 'risu',
      asset: 'world',
      extensions: ['.json'],
      write: ({ graph, id }) => {
        const { book, notes } = exportRisuLorebook(graph, id);
        return { bytes: new TextEncoder().encode(JSON.stringify(book, null, 2) + '\n'), notes };
      },
    },
  ],
};
