import { describe, expect, it } from 'vitest';
import { sitemapXml } from '../../../src/astro/sitemap.js';

describe('sitemapXml', () => {
  it('lists every page once as an absolute URL under the site and base, sorted and escaped', () => {
    const xml = sitemapXml('https://o.github.io', '/repo/', [
      '',
      'characters/alice/',
      'characters/alice/',
      'search/',
      'a&b/',
    ]);
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      'https://o.github.io/repo/',
      'https://o.github.io/repo/a&amp;b/',
      'https://o.github.io/repo/characters/alice/',
      'https://o.github.io/repo/search/',
    ]);
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
  });
  it('percent-encodes a page path that is not ASCII', () => {
    expect(sitemapXml('https://x.example/', '/', ['characters/爱丽丝/'])).toContain(
      'https://x.example/characters/%E7%88%B1%E4%B8%BD%E4%B8%9D/',
    );
  });
});
