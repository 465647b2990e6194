/**
 * One input file -> planned files and ledger lines, by the first format of the list that knows
 * it (formats.ts). The kind is told from the content, never from the name.
 */
import { FORMATS } from './formats.js';
import { BridgeInputError } from './shared/errors.js';
import { inputFile } from './shared/input.js';
import type { ImportRun } from './shared/plan.js';

/** What was read: the id of the format (`sillytavern-world-info`, `card-png`…). */
export type InputKind = string;

const isJpeg = (b: Uint8Array): boolean => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;

export function importFile(bytes: Uint8Array, name: string, run: ImportRun): InputKind {
  const input = inputFile(bytes, name);
  if (isJpeg(bytes) && !FORMATS.some((f) => f.id === 'card-charx' && f.detect(input)))
    throw new BridgeInputError('a JPEG image with no card attached (RisuAI appends a CHARX zip to its JPEG cards)');
  const format = FORMATS.find((f) => f.detect(input));
  if (!format)
    throw new BridgeInputError(
      'not a SillyTavern World Info file, a RisuAI lorebook, a lorebook or a character card (no `entries`, `spec`, `type: "risu"` or `data` found)',
    );
  format.read(input, run);
  return format.id;
}
