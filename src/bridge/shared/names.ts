/**
 * Readable file names and ids from titles: letters and digits of every script stay (CJK names
 * read as written), anything else becomes `-`; collisions get `-2`, `-3`… in source order, so the
 * same input always gives the same names.
 */
const MAX_LENGTH = 48;

export function slugOf(text: string, fallback: string): string {
  const folded = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  const cut = [...folded].slice(0, MAX_LENGTH).join('').replace(/-+$/, '');
  return cut === '' ? fallback : cut;
}

/** Hands out names unique among those already given (case-insensitively: file systems may fold case). */
export class NamePool {
  private readonly taken = new Set<string>();
  constructor(existing: Iterable<string> = []) {
    for (const n of existing) this.taken.add(n.toLowerCase());
  }
  claim(base: string): string {
    let name = base;
    for (let i = 2; this.taken.has(name.toLowerCase()); i++) name = `${base}-${i}`;
    this.taken.add(name.toLowerCase());
    return name;
  }
}
