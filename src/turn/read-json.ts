/** Bytes -> JSON tree with positions, or the diagnostics that say why not. */
import type { Node } from 'jsonc-parser';
import { decodeUtf8 } from '../common/yaml/decode.js';
import type { Diagnostic } from '../diagnostics/define.js';
import { report } from '../diagnostics/report.js';
import { duplicateKey } from '../diagnostics/codes/turn/duplicate-key.js';
import { invalidEncoding } from '../diagnostics/codes/turn/invalid-encoding.js';
import { invalidJson } from '../diagnostics/codes/turn/invalid-json.js';
import { duplicateKeys, jsonSource, nodePlace, parseJson, positionAt } from './json-source.js';
import type { JsonSource } from './json-source.js';

export interface JsonFile {
  readonly file: string;
  readonly bytes: Uint8Array;
}

export type ReadJson =
  | { readonly ok: true; readonly src: JsonSource; readonly root: Node; readonly diagnostics: readonly Diagnostic[] }
  | { readonly ok: false; readonly diagnostics: readonly Diagnostic[] };

export function readJson(input: JsonFile): ReadJson {
  const { file, bytes } = input;
  const decoded = decodeUtf8(bytes, { refuseNul: true });
  if (!decoded.ok) {
    const place = { file, line: decoded.line, column: decoded.column };
    return { ok: false, diagnostics: [report(invalidEncoding, place, { problem: decoded.problem })] };
  }
  // The BOM goes back in as a character: columns then match the original file (json-source.ts).
  const text = decoded.bom ? '\uFEFF' + decoded.text : decoded.text;
  const src = jsonSource(file, text);
  const parsed = parseJson(src);
  if (parsed.errors.length > 0 || !parsed.root) {
    const found =
      parsed.errors.length > 0 ? parsed.errors : [{ offset: text.length, length: 0, error: 'ValueExpected' }];
    // One error per offset: the parser often reports a follow-up error at the same place.
    const errors = found.filter((e, i) => found.findIndex((f) => f.offset === e.offset) === i);
    return {
      ok: false,
      diagnostics: errors.slice(0, 20).map((e) => {
        const start = positionAt(src, e.offset);
        const end = positionAt(src, e.offset + e.length);
        return report(invalidJson, { file, ...start, endLine: end.line, endColumn: end.column }, { problem: e.error });
      }),
    };
  }
  const dupes = parseDuplicates(src, parsed.root);
  return { ok: true, src, root: parsed.root, diagnostics: dupes };
}

function parseDuplicates(src: JsonSource, root: Node): Diagnostic[] {
  return duplicateKeys(root).map(({ first, again }) => {
    const firstPlace = nodePlace(src, first);
    return report(
      duplicateKey,
      nodePlace(src, again),
      { key: String(again.value) },
      {
        related: [
          {
            file: src.file,
            line: firstPlace.line,
            column: firstPlace.column,
            message: { en: 'first written here', 'zh-CN': '第一次出现在这里' },
          },
        ],
      },
    );
  });
}
