/** Every internal link goes through `url()`, so the site works from a sub-path (`--base /sub/`). */
const BASE = import.meta.env.BASE_URL.endsWith('/') ? import.meta.env.BASE_URL : `${import.meta.env.BASE_URL}/`;

/** A page path relative to the site base (`characters/alice/`) as an absolute URL path. */
export function url(href: string): string {
  return BASE + href.replace(/^\/+/, '');
}

export const base = BASE;
