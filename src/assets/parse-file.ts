/**
 * The pure per-file step: bytes + display path -> parsed file + diagnostics. No I/O, plain
 * serialisable output, so a worker thread can run it (asset-jobs.ts) with identical results.
 */
import type { Diagnostic } from '../diagnostics/define.js';
import { report } from '../diagnostics/report.js';
import { binaryFile } from '../diagnostics/codes/asset/binary-file.js';
import { bom as bomCode } from '../diagnostics/codes/asset/bom.js';
import { notUtf8 } from '../diagnostics/codes/asset/not-utf8.js';
import { ASSET_TEXT, decodeUtf8 } from '../common/yaml/decode.js';
import { parseFrontmatter } from './frontmatter.js';
import type { Frontmatter } from './frontmatter.js';

export interface ParsedFile extends Frontmatter {
  readonly file: string;
  /** False when the bytes were not UTF-8 text (fallbacks apply). */
  readonly decoded: boolean;
}

/** Diagnostics of the decoding step (not UTF-8, binary, BOM) and the text, if any. */
export function decodeFile(
  bytes: Uint8Array,
  file: string,
): { text: string | null; bom: boolean; diagnostics: Diagnostic[] } {
  const r = decodeUtf8(bytes, ASSET_TEXT);
  if (!r.ok) {
    const place = { file, line: r.line, column: r.column, endLine: r.line, endColumn: r.column + 1 };
    return {
      text: null,
      bom: false,
      diagnostics: [report(r.problem === 'binary' ? binaryFile : notUtf8, place, { byte: r.byte })],
    };
  }
  const diagnostics = r.bom ? [report(bomCode, { file, line: 1, column: 1, endLine: 1, endColumn: 2 }, {})] : [];
  return { text: r.text, bom: r.bom, diagnostics };
}

/** A file that could not be read or decoded: no frontmatter, no body, only its diagnostics. */
export function unreadParsedFile(file: string, diagnostics: readonly Diagnostic[] = []): ParsedFile {
  return { file, decoded: false, hasFrontmatter: false, data: null, body: '', bodyLine: 1, keySpans: {}, diagnostics };
}

export function parseAssetFile(bytes: Uint8Array, file: string): ParsedFile {
  const { text, bom, diagnostics } = decodeFile(bytes, file);
  if (text === null) return unreadParsedFile(file, diagnostics);
  // parseFrontmatter maps positions back to the original: give it the BOM back so line 1 shifts.
  const fm = parseFrontmatter(bom ? '\ufeff' + text : text, file);
  return { ...fm, file, decoded: true, diagnostics: [...diagnostics, ...fm.diagnostics] };
}
