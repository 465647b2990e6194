/**
 * One input file as the formats see it: its bytes, a stem for names, and its JSON parsed once on
 * first use (binary formats never pay for it; every JSON format asks the same parse).
 */
import { BridgeInputError, MAX_INPUT_BYTES } from './errors.js';
import { parseJsonText } from './json-text.js';
import type { Json } from './same-json.js';

export interface InputFile {
  readonly bytes: Uint8Array;
  /** The file name as given, for messages. */
  readonly name: string;
  /** The name without folder and extension ('imported' when empty): a fallback title. */
  readonly stem: string;
  /** The file as JSON; a BridgeInputError (with line and column) when it is not UTF-8 JSON. */
  json(): Json;
}

export function decodeUtf8(bytes: Uint8Array, what: string): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new BridgeInputError(`${what} is not UTF-8 text`);
  }
}

export function inputFile(bytes: Uint8Array, name: string): InputFile {
  if (bytes.length > MAX_INPUT_BYTES)
    throw new BridgeInputError(
      `file is ${bytes.length} bytes, more than the ${MAX_INPUT_BYTES / 1024 / 1024} MiB an import reads`,
    );
  let parsed: { value: Json } | null = null;
  return {
    bytes,
    name,
    stem: name.replace(/^.*[\\/]/, '').replace(/\.[^.]*$/, '') || 'imported',
    json() {
      parsed ??= { value: parseJsonText(decodeUtf8(bytes, 'the file'), 'the file') as Json };
      return parsed.value;
    },
  };
}
