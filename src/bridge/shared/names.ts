/**
 * Readable file names and ids from titles: letters and digits of every script stay (CJK names
 * read as written), anything else becomes `-`; collisions get `-2`, `-3`… in source order, so the
 * same input always gives the same names. A name is safe on every file system (issue 42 I6): two
 * names one file system would take for one (`Σοφιας`, `σοφιασ`, `ß`/`ss` are compared folded)
 * never both appear, and Windows' device names (`con`, `nul`, `com1`…, reserved with any
 * extension) get a `_` after the name (`con_`, `com1_.png`), which no slug otherwise holds (a
 * leading one would make the loader skip the folder, docs/format.md).
 */
const MAX_LENGTH = 48;

/** Windows opens a device, not a file, for these names whatever the extension (`con.md`). */
const DEVICE_NAMES = /^(?:con|prn|aux|nul|conin\$|conout\$|com[0-9¹²³]|lpt[0-9¹²³])(?:\..*)?$/i;

/** One path segment safe on Windows, macOS and Linux: no reserved characters, device names or trailing dots. */
export function safeFileName(segment: string): string {
  const cleaned = segment
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex -- control characters are what a file name must not hold
    .replace(/[\u0000-\u001f\u007f<>:"|?*\\/]/g, '-')
    .replace(/[. ]+$/, '');
  if (cleaned === '' || cleaned === '.' || cleaned === '..') return '_';
  return DEVICE_NAMES.test(cleaned) ? `${cleaned.replace(/^([^.]*)/, '$1_')}` : cleaned;
}

/** The key two names share when some file system (case-insensitive, Unicode-folding) takes them for one. */
export function foldedName(name: string): string {
  return name.normalize('NFKC').toUpperCase().toLowerCase().normalize('NFKC');
}

export function slugOf(text: string, fallback: string): string {
  const folded = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  const cut = [...folded].slice(0, MAX_LENGTH).join('').replace(/-+$/, '');
  return safeFileName(cut === '' ? fallback : cut);
}

/** Hands out names unique among those already given, folded as file systems may fold them (`foldedName`). */
export class NamePool {
  private readonly taken = new Set<string>();
  constructor(existing: Iterable<string> = []) {
    for (const n of existing) this.taken.add(foldedName(n));
  }
  claim(base: string): string {
    let name = base;
    for (let i = 2; this.taken.has(foldedName(name)); i++) name = `${base}-${i}`;
    this.taken.add(foldedName(name));
    return name;
  }
}
