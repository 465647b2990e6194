import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../src/catalog/markdown.js';

describe('renderMarkdown sanitises untrusted asset bodies', () => {
  const hostile: [string, string][] = [
    ['script block', '<script>window.__pwned = 1</script>\n\ntext'],
    ['inline handler', 'a <b onmouseover="alert(1)">bold</b> <img src=x onerror=alert(2)>'],
    ['javascript link', '[x](javascript:alert(1))'],
    ['mixed-case scheme', '[x](JaVaScRiPt:alert(1))'],
    ['entity-encoded scheme', '[x](javascript&#58;alert(1))'],
    ['autolink', '<javascript:alert(1)>'],
    ['svg onload', '<svg onload="alert(1)"><circle/></svg>'],
    ['data url image', '![a](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)'],
    ['iframe', '<iframe src="https://evil.example"></iframe>'],
    ['entity-decoded tag', '&lt;script&gt;alert(1)&lt;/script&gt;'],
  ];
  for (const [name, md] of hostile) {
    it(`drops active content: ${name}`, () => {
      const html = renderMarkdown(md);
      expect(html).not.toMatch(/<script/i);
      expect(html).not.toMatch(/\son[a-z]+\s*=/i);
      // no attribute value carries a script or data URL (the text itself may stay visible)
      expect(html).not.toMatch(/=\s*["']?\s*(javascript|data|vbscript):/i);
      expect(html).not.toMatch(/<(svg|iframe|object|embed)/i);
    });
  }

  it('keeps ordinary Markdown and GFM tables', () => {
    const html = renderMarkdown('# 角色\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\n[ok](https://example.com)');
    expect(html).toContain('<table>');
    expect(html).toContain('href="https://example.com"');
    expect(html).toContain('角色');
  });

  it('escapes entity-encoded tags as text instead of decoding them into markup', () => {
    expect(renderMarkdown('&lt;b&gt;x&lt;/b&gt;')).toContain('&#x3C;b>x&#x3C;/b>');
  });
});

describe('renderMarkdown takes the plain pipeline only when GFM cannot change the output', () => {
  it('renders GFM constructs when their trigger characters are present', () => {
    expect(renderMarkdown('~~gone~~')).toContain('<del>gone</del>');
    expect(renderMarkdown('- [x] done')).toContain('type="checkbox"');
    expect(renderMarkdown('see www.example.com')).toContain('href="http://www.example.com"');
    expect(renderMarkdown('see WWW.EXAMPLE.COM')).toContain('href="http://WWW.EXAMPLE.COM"');
    expect(renderMarkdown('mail a@b.co')).toContain('href="mailto:a@b.co"');
    expect(renderMarkdown('note[^1]\n\n[^1]: x')).toContain('user-content-fn-1');
  });

  it('gives the same HTML as the GFM pipeline for bodies without triggers', async () => {
    const { unified } = await import('unified');
    const { default: remarkParse } = await import('remark-parse');
    const { default: remarkGfm } = await import('remark-gfm');
    const { default: remarkHtml } = await import('remark-html');
    const gfm = unified().use(remarkParse).use(remarkGfm).use(remarkHtml);
    for (const body of [
      '# 标题\n\n正文 **粗体** [链接](/x) `code`\n\n- 列表\n\n> 引用',
      '1. a\n2. b\n\n---\n\n![图](/i.png "t")',
    ]) {
      expect(renderMarkdown(body)).toBe(String(gfm.processSync(body)));
    }
  });
});
