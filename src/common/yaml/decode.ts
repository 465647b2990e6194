/**
 * Bytes -> text, the one decoder of the YAML layer: UTF-8 only (fatal decoding, never silently
 * garbled), one BOM dropped (and reported). Asset files also refuse NUL bytes as binary and read
 * every line end as LF; whole YAML files keep theirs (their offsets index the text, for edits).
 * Positions of problems are 1-based in the original file.
 */
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const lenient = new TextDecoder('utf-8', { fatal: false, ignoreBOM: true });
const NEWLINES = /\r\n?/g;

export type DecodeResult =
  | { readonly ok: true; readonly text: string; readonly bom: boolean }
  | {
      readonly ok: false;
      readonly problem: 'not-utf8' | 'binary';
      readonly line: number;
      readonly column: number;
      readonly byte: number;
    };

export interface DecodeOptions {
  /** Refuse a NUL byte as binary content. */
  readonly refuseNul?: boolean;
  /** CRLF and lone CR become LF (line numbers stay those of the original file). */
  readonly lf?: boolean;
}

/** How asset files (Markdown with frontmatter) are decoded. */
export const ASSET_TEXT: DecodeOptions = { refuseNul: true, lf: true };

/** Length in bytes of the valid UTF-8 sequence at `i`, or 0 when it is invalid. */
function sequenceLength(b: Uint8Array, i: number): number {
  const x = b[i] as number;
  if (x < 0x80) return 1;
  let n: number;
  let min: number;
  if (x >= 0xc2 && x <= 0xdf) [n, min] = [2, 0x80];
  else if (x >= 0xe0 && x <= 0xef) [n, min] = [3, 0x800];
  else if (x >= 0xf0 && x <= 0xf4) [n, min] = [4, 0x10000];
  else return 0;
  if (i + n > b.length) return 0;
  let cp = x & (0xff >> (n + 1));
  for (let k = 1; k < n; k++) {
    const c = b[i + k] as number;
    if ((c & 0xc0) !== 0x80) return 0;
    cp = (cp << 6) | (c & 0x3f);
  }
  if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return 0;
  return n;
}

/** Offset of the first byte that does not start a valid UTF-8 sequence. */
export function firstInvalidUtf8(b: Uint8Array): number {
  let i = 0;
  while (i < b.length) {
    const n = sequenceLength(b, i);
    if (n === 0) return i;
    i += n;
  }
  return -1;
}

/** 1-based line and column (UTF-16 units of the text before it on its line) of a byte offset. */
export function bytePosition(b: Uint8Array, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset; i++) {
    const c = b[i];
    if (c === 0x0a || (c === 0x0d && b[i + 1] !== 0x0a)) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: lenient.decode(b.subarray(lineStart, offset)).length + 1 };
}

/** Decode `bytes`; the text has no BOM (`bom` says whether there was one). */
export function decodeUtf8(bytes: Uint8Array, options: DecodeOptions = {}): DecodeResult {
  if (options.refuseNul) {
    const nul = bytes.indexOf(0);
    if (nul !== -1) return { ok: false, problem: 'binary', byte: nul, ...bytePosition(bytes, nul) };
  }
  let raw: string;
  try {
    raw = utf8.decode(bytes);
  } catch {
    const bad = firstInvalidUtf8(bytes);
    const at = bad === -1 ? bytes.length : bad;
    return { ok: false, problem: 'not-utf8', byte: at, ...bytePosition(bytes, at) };
  }
  const bom = raw.charCodeAt(0) === 0xfeff;
  const text = bom ? raw.slice(1) : raw;
  return { ok: true, bom, text: options.lf && text.indexOf('\r') !== -1 ? text.replace(NEWLINES, '\n') : text };
}
