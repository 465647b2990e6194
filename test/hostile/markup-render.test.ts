/**
 * The catalog's Markdown renderer (src/catalog/markdown.ts, what the site shows for every asset
 * body) against script tags, `javascript:` links, SVG handlers and entities that decode to them:
 * the HTML it emits holds nothing that runs.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../src/catalog/markdown.js';
import { unsafeParts } from './support/html-safety.js';

const fixture = (p: string): string =>
  readFileSync(fileURLToPath(new URL(`../fixtures/hostile/ok-markup-in-body/${p}`, import.meta.url)), 'utf8');

/** Classic payloads: raw HTML, Markdown links and images, autolinks, references, entity tricks. */
const VECTORS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//x.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<svg/onload=alert(1)>',
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '[x](javascript:alert(1))',
  '[x](JAVASCRIPT:alert(1))',
  '[x](java\tscript:alert(1))',
  '[x](&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1))',
  '[x](&#x6A;avascript&colon;alert(1))',
  '[x](<javascript:alert(1)>)',
  '[x][r]\n\n[r]: javascript:alert(1)',
  '![x](javascript:alert(1))',
  '![x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '<javascript:alert(1)>',
  '[x](vbscript:msgbox(1))',
  '<iframe src="data:text/html,<script>alert(1)</script>"></iframe>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<a href="#" onclick="alert(1)">x</a>',
  '<details open ontoggle=alert(1)>',
  '<object data="javascript:alert(1)"></object>',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<base href="javascript:alert(1)//">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '`<script>alert(1)</script>`',
  '```html\n<script>alert(1)</script>\n```',
  '| a | b |\n|---|---|\n| <script>alert(1)</script> | [x](javascript:alert(1)) |',
];

describe('hostile markup through the renderer', () => {
  it('the checker itself finds each kind of danger (so the assertions below can fail)', () => {
    expect(unsafeParts('<p><script>x</script></p>')).not.toEqual([]);
    expect(unsafeParts('<a href="&#106;avascript:x">')).not.toEqual([]);
    expect(unsafeParts('<img src="x" onerror="y">')).not.toEqual([]);
    expect(unsafeParts('<a href="java\tscript:x">')).not.toEqual([]);
    expect(unsafeParts('<a title=">" onclick="x">')).not.toEqual([]);
    expect(unsafeParts('<p><a href="https://example.com">ok</a> &lt;script&gt;</p>')).toEqual([]);
    // inside a quoted attribute value `<script>` is text, not an element
    expect(unsafeParts('<code class="language-<script>x</script>"></code>')).toEqual([]);
  });

  it.each(VECTORS.map((v) => [v]))('renders %j without anything that runs', (vector) => {
    expect(unsafeParts(renderMarkdown(vector))).toEqual([]);
  });

  it('renders the fixture bodies without anything that runs', () => {
    for (const p of ['roleplay/characters/mallory/CHARACTER.md', 'roleplay/worlds/astra/entries/xss.md']) {
      expect(unsafeParts(renderMarkdown(fixture(p))), p).toEqual([]);
    }
  });

  it('renders any mix of these fragments without anything that runs', () => {
    const fragment = fc.oneof(
      fc.constantFrom(...VECTORS, '\n', '\n\n', ' ', '](', '<', '>', '"', "'", '&', '#', ';', 'javascript:', 'on', '='),
      fc.string({ maxLength: 6 }),
    );
    fc.assert(
      fc.property(fc.array(fragment, { maxLength: 12 }), (parts) => {
        const html = renderMarkdown(parts.join(''));
        expect(unsafeParts(html)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});
