/** Every internal link goes through `url()`, so the site works from a sub-path (`--base /sub/`). */
declare const __RP_SITE_BASE__: string;

/** The site's base path with a trailing slash (defined by site/astro.config.mjs). */
export const base: string = __RP_SITE_BASE__.endsWith('/') ? __RP_SITE_BASE__ : `${__RP_SITE_BASE__}/`;

/** A page path relative to the site base (`characters/alice/`) as an absolute URL path. */
export function url(href: string): string {
  return base + href.replace(/^\/+/, '');
}
