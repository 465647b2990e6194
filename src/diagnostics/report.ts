import type { CodeDefinition, Diagnostic, MessageData, Place, RelatedPlace } from './define.js';

export interface ReportExtra {
  readonly related?: readonly RelatedPlace[];
  readonly suggestion?: string;
  readonly key?: string;
}

/** Stamp a definition's code and severity on a place and data: the only way diagnostics are made. */
export function report<D extends MessageData>(
  def: CodeDefinition<D>,
  place: Place,
  data: D,
  extra: ReportExtra = {},
): Diagnostic {
  const d: Diagnostic = {
    code: def.code,
    severity: def.severity,
    file: place.file,
    line: place.line,
    column: place.column,
    endLine: place.endLine ?? null,
    endColumn: place.endColumn ?? null,
    data,
    related: extra.related ?? [],
    ...(place.folder !== undefined ? { folder: place.folder } : {}),
    ...(extra.suggestion !== undefined ? { suggestion: extra.suggestion } : {}),
    ...(extra.key !== undefined ? { key: extra.key } : {}),
  };
  return d;
}

/** A place with no position inside a file (line/column null). */
export function fileOnly(file: string | null): Place {
  return { file, line: null, column: null };
}

/** A folder as the place of a problem; `anchor` is a file inside it that can stand for it, if any. */
export function folderOnly(dir: string, anchor: string | null = null): Place {
  return { file: dir, line: null, column: null, folder: { anchor } };
}
