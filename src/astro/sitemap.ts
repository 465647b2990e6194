/**
 * sitemap.xml for the catalog (sitemaps.org protocol 0.9): every page Astro wrote, as an absolute URL
 * under the site's address and base. Written only when the address is known (Astro's `site`, the
 * command's `--site`): the protocol takes absolute URLs only (docs/site.md, "Findable").
 */

const escapeXml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/** The sitemap of `pathnames` (Astro's page paths, relative to the base, e.g. `characters/alice/`). */
export function sitemapXml(site: string, base: string, pathnames: readonly string[]): string {
  const root = new URL(base, site);
  const urls = [...new Set(pathnames)]
    .map((p) => new URL(p.replace(/^\/+/, ''), root).href)
    .sort()
    .map((u) => `  <url><loc>${escapeXml(u)}</loc></url>\n`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('')}</urlset>\n`;
}
