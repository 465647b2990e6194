/** Every internal link goes through `url()`, so the site works from a sub-path (`--base /sub/`). */
import { base, site } from 'virtual:rp-assets/options';

/** The site's base path with a trailing slash (the Astro config's `base`, from the integration). */
export { base, site };

/** A page path relative to the site base (`characters/alice/`) as an absolute URL path. */
export function url(href: string): string {
  return base + href.replace(/^\/+/, '');
}

/** A page path relative to the base as an absolute URL when the site's address is known, else as `url()`. */
export function absoluteUrl(href: string): string {
  return site === null ? url(href) : new URL(url(href), site).href;
}
