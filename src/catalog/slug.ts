/**
 * URL-safe, stable slugs for asset, entry and rule permalinks (docs/site.md, "Slugs").
 *
 * A slug is lowercase ASCII letters, digits, `-` and `_`. An id that is already such a slug keeps it
 * as it is (`alice` -> `alice`). Any other id (CJK, spaces, upper case, `..`, `/`) keeps its readable
 * ASCII part and gets a short hash of the whole id, so `王都` and `王城` never share a page and
 * `Alice` and `alice` stay distinct on case-insensitive file systems. Slugs never contain `.`, so no
 * id can produce `..` or a hidden file.
 */

const PLAIN = /^[a-z0-9][a-z0-9_-]{0,63}$/;
// `tags` and ids of digits only would share a URL with a list page (`characters/tags/`,
// `characters/2/`, docs/site.md "Pages that stay small"), so they get a hash too.
const RESERVED = new Set(['con', 'prn', 'aux', 'nul', 'com1', 'lpt1', 'index', 'page', 'tags']);
const NUMBER = /^\d+$/;

/** FNV-1a over the UTF-8 bytes, as 8 hex digits: stable across runs and platforms. */
export function shortHash(text: string): string {
  let h = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(text)) {
    h ^= byte;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}

/** The slug of one id, before collisions are resolved. */
export function slugify(id: string): string {
  if (PLAIN.test(id) && !RESERVED.has(id) && !NUMBER.test(id)) return id;
  const readable = id
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-_]+|[-_]+$/g, '')
    .slice(0, 48)
    .replace(/[-_]+$/, '');
  const hash = shortHash(id);
  return readable === '' ? `x-${hash}` : `${readable}-${hash}`;
}

/**
 * Allocates unique slugs within one namespace (characters, worlds, entries of one world, rules).
 * Call `take` in a stable order (sorted ids, then files): a clash gets `-2`, `-3`, ...
 */
export function slugAllocator(): { take(id: string): string } {
  const used = new Set<string>();
  return {
    take(id: string): string {
      const base = slugify(id);
      let slug = base;
      for (let n = 2; used.has(slug); n++) slug = `${base}-${n}`;
      used.add(slug);
      return slug;
    },
  };
}
