/**
 * The file index behind the diagnostics list's file filter (`data/diagnostics-files.json`). The
 * list /diagnostics/ shows the findings in the report's order, sorted by file, so the findings of
 * one file are consecutive: the index needs only each file, the position of its first finding and
 * how many it has. The filter searches the whole index, so it
 * finds a file on any page of the list, and links to the page and the finding (`#d-<position>`).
 *
 * Sorted paths share long prefixes (`worlds/astra/entries/…`), so each file is stored as the length
 * of the prefix it shares with the previous one and the rest (front coding): at 10,000 findings in
 * 10,000 files of the generated catalog the index is about a third of the plain list.
 */

/** A file with findings: its display path, its first finding's 0-based position in the list, and how many it has. */
export interface FileFindings {
  readonly file: string;
  readonly first: number;
  readonly count: number;
}

/** The JSON form: one `[shared, rest, first, count]` row per file, in list order. */
export type FileIndexJson = readonly (readonly [shared: number, rest: string, first: number, count: number])[];

/** The files of a list of findings in list order (`file: null` findings, kept in the list, are not files). */
export function fileFindings(list: readonly { readonly file: string | null }[]): FileFindings[] {
  const out: { file: string; first: number; count: number }[] = [];
  list.forEach((d, i) => {
    if (d.file === null) return;
    const last = out[out.length - 1];
    if (last !== undefined && last.file === d.file && last.first + last.count === i) last.count++;
    else out.push({ file: d.file, first: i, count: 1 });
  });
  return out;
}

function sharedPrefix(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  let i = 0;
  while (i < n && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  // never split a surrogate pair
  if (i > 0 && i < a.length && a.charCodeAt(i - 1) >= 0xd800 && a.charCodeAt(i - 1) <= 0xdbff) i--;
  return i;
}

/** The index of a list of findings, as JSON data. */
export function encodeFileIndex(list: readonly { readonly file: string | null }[]): FileIndexJson {
  const rows: (readonly [number, string, number, number])[] = [];
  let previous = '';
  for (const f of fileFindings(list)) {
    const shared = sharedPrefix(previous, f.file);
    rows.push([shared, f.file.slice(shared), f.first, f.count]);
    previous = f.file;
  }
  return rows;
}

/** Back from the JSON form; anything malformed gives no files rather than an error. */
export function decodeFileIndex(json: unknown): FileFindings[] {
  if (!Array.isArray(json)) return [];
  const files: FileFindings[] = [];
  let previous = '';
  for (const row of json as unknown[]) {
    if (!Array.isArray(row) || row.length !== 4) return [];
    const [shared, rest, first, count] = row as unknown[];
    if (
      typeof shared !== 'number' ||
      typeof rest !== 'string' ||
      typeof first !== 'number' ||
      typeof count !== 'number'
    )
      return [];
    previous = previous.slice(0, shared) + rest;
    files.push({ file: previous, first, count });
  }
  return files;
}

/** The files whose path contains the query (case-insensitive; a folder matches every file in it). */
export function matchFiles(files: readonly FileFindings[], query: string): FileFindings[] {
  const q = query.trim().toLowerCase();
  if (q === '') return [];
  return files.filter((f) => f.file.toLowerCase().includes(q));
}
