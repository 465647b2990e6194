/**
 * site/src/html.ts: the markup the entry pages and the diagnostics lists are built from. Escaping
 * must be Astro's (the site is byte-identical to the component version, checked with diff -r when
 * it changed); here, that no asset or diagnostic text ever reaches the page as markup.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { CatalogDiagnostic, CatalogEntry } from '../../../src/catalog/model.js';
import type * as HtmlModule from '../../../site/src/html.js';

let html: typeof HtmlModule;

beforeAll(async () => {
  // what site/astro.config.mjs defines for the site's modules
  (globalThis as { __RP_SITE_BASE__?: string }).__RP_SITE_BASE__ = '/sub/';
  html = await import('../../../site/src/html.js');
});

const HOSTILE = `<img src=x onerror="alert('x')"> & <script>alert(1)</script>`;

function diagnostic(over: Partial<CatalogDiagnostic> = {}): CatalogDiagnostic {
  return {
    code: 'entry.duplicate-id',
    codeHref: 'codes/entry/duplicate-id/',
    severity: 'error',
    file: 'worlds/w/entries/a.md',
    line: 3,
    column: 7,
    title: 't',
    message: `id \`${HOSTILE}\` twice`,
    consequence: HOSTILE,
    fix: '',
    related: [{ file: `x/${HOSTILE}.md`, line: 2, message: HOSTILE }],
    suggestion: HOSTILE,
    source: { href: 'worlds/w/entries/a/', external: false },
    ...over,
  };
}

function entry(over: Partial<CatalogEntry> = {}): CatalogEntry {
  return {
    id: HOSTILE,
    slug: 'a',
    href: 'worlds/w/entries/a/',
    name: HOSTILE,
    keys: [HOSTILE, '王都'],
    aliases: [],
    secondaryKeys: [],
    priority: 5,
    constant: true,
    enabled: false,
    tokens: 12,
    duplicate: true,
    neverMatchable: false,
    diagnosticCount: 1,
    world: { id: 'w', name: HOSTILE, href: 'worlds/w/' },
    file: `worlds/w/entries/${HOSTILE}.md`,
    root: '.',
    tags: [],
    parents: [],
    bodyHtml: '<p>sanitised body</p>',
    position: 1,
    fits: [true],
    duplicates: [{ file: HOSTILE, href: 'worlds/w/entries/b/' }],
    diagnostics: [diagnostic()],
    ...over,
  };
}

/** Every tag the markup opens: none may come from the hostile text. */
const tags = (s: string) => [...s.matchAll(/<([a-z0-9]+)/g)].map((m) => m[1]);

describe('site html', () => {
  it('escapes text and attribute values as Astro does', () => {
    expect(html.escapeText(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    expect(html.escapeText(42)).toBe('42');
    expect(html.attr('href', 'a&b"c<d>')).toBe(' href="a&amp;b&quot;c<d>"');
    expect(html.attr('rel', undefined)).toBe('');
    expect(html.attr('rel', null)).toBe('');
  });

  it('shows backticked parts as code and nothing as markup', () => {
    expect(html.ticksHtml('a `<b>` c `d')).toBe('a <code>&lt;b&gt;</code> c <code>d</code>');
    expect(html.ticksHtml(HOSTILE)).not.toMatch(/<(img|script)/);
  });

  it('prints one badge per item, or the empty text', () => {
    expect(html.badgesHtml(['a', '<b>'], 'warning')).toBe(
      '<span class="badge warning">a</span><span class="badge warning">&lt;b&gt;</span>',
    );
    expect(html.badgesHtml([], '', '<none>')).toBe('&lt;none&gt;');
  });

  it('lists diagnostics with every part escaped and links under the base', () => {
    const out = html.diagnosticListHtml([diagnostic(), diagnostic({ source: null, suggestion: null })], 'en');
    expect(new Set(tags(out))).toEqual(new Set(['div', 'section', 'p', 'span', 'a', 'code', 'strong', 'ul', 'li']));
    expect(out).toContain('href="/sub/codes/entry/duplicate-id/"');
    expect(out).toContain('href="/sub/worlds/w/entries/a/">worlds/w/entries/a.md:3:7</a>');
    expect(out).toContain('<span class="mono">worlds/w/entries/a.md:3:7</span>');
    expect(out.match(/<section/g)).toHaveLength(2);
    expect(html.diagnosticListHtml([], 'zh-CN')).toMatch(/^<p class="ok">[^<]+<\/p>$/);
  });

  it('links an external source with rel=noopener and leaves it as given', () => {
    const out = html.diagnosticListHtml(
      [diagnostic({ source: { href: 'https://example.org/r/blob/x/a.md#L3', external: true } })],
      'en',
    );
    expect(out).toContain('<a class="mono" href="https://example.org/r/blob/x/a.md#L3" rel="noopener">');
  });

  it('builds an entry page whose only markup is its own and the sanitised body', () => {
    const fits = [
      {
        budget: 3000,
        source: 'default' as const,
        fits: true,
        characters: [{ id: 'c', name: HOSTILE, href: 'characters/c/' }],
      },
    ];
    const out = html.entryPageHtml(entry(), fits, 'zh-CN');
    expect(out).toContain('<article class="body"><p>sanitised body</p></article>');
    const outside = out.replace('<p>sanitised body</p>', '');
    expect(new Set(tags(outside))).toEqual(
      new Set([
        'p',
        'a',
        'h1',
        'span',
        'dl',
        'dt',
        'dd',
        'h2',
        'div',
        'table',
        'thead',
        'tr',
        'th',
        'tbody',
        'td',
        'ul',
        'li',
        'article',
        'section',
        'code',
        'strong',
      ]),
    );
    expect(out).toContain('href="/sub/worlds/w/"');
    expect(out).toContain('href="/sub/characters/c/"');
    expect(out).toContain('<span class="badge">'); // constant
    expect(out).toContain('<span class="badge hint">'); // disabled
    expect(out).toContain('<span class="badge error">'); // duplicate
    expect(out).not.toContain('<span class="badge warning">'); // matchable
    expect(html.entryPageHtml(entry({ duplicates: [], diagnostics: [] }), [], 'en')).not.toContain('<table');
  });
});
