/**
 * Issue 13, item 10: asset-derived text in the job summary and in PR review comments renders as
 * text: no link, image, mention, autolink, HTML tag, heading or table break, whatever a character's
 * name or a world reference holds (backticks included, which would end the code span around it).
 * The rendered Markdown is turned into HTML by remark (GitHub-flavoured) and checked.
 */
import remarkGfm from 'remark-gfm';
import remarkHtml from 'remark-html';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { inertInline } from '../../src/report/format/inert-markdown.js';
import { cell } from '../../src/action/summary.js';

const HOSTILE = [
  '[click](https://evil.example/x)',
  '![img](http://evil.example/y.png)',
  '<img src=x onerror=alert(1)>',
  '*bold* _em_ ~~gone~~',
  '@octocat please',
  'https://evil.example/bare',
  '# heading',
  'a | b | c',
  'x` [link](https://evil.example) `y',
  '``` fence',
  '- list item',
  '&lt;encoded&gt; &#x3C;',
  ':warning: :+1:',
];

async function html(markdown: string): Promise<string> {
  return String(await unified().use(remarkParse).use(remarkGfm).use(remarkHtml, { sanitize: false }).process(markdown));
}

describe('summary cells and comment text are inert Markdown', () => {
  it.each(HOSTILE)('%s', async (text) => {
    for (const md of [cell(`Found world \`${text}\` named ${text}`), `| x | ${cell(text)} |\n| - | - |\n| y | z |`]) {
      const out = await html(md);
      expect(out, md).not.toMatch(/<a |<img |<h1|<em>|<strong>|<del>|<li>|<pre>|<[a-z][^>]*onerror=/);
      expect(out, md).not.toMatch(/<table>[\s\S]*<td>[^<]*\|/); // a pipe never splits a cell
    }
  });

  it('keeps the text readable: what renders is what was written', async () => {
    const text = 'name [a](b) `c` <d> @e';
    const out = await html(inertInline(text));
    const plain = out
      .replace(/<[^>]+>/g, '')
      .replace(/&lt;|&#x3C;/g, '<')
      .replace(/\u200b/g, '')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&')
      .trim();
    expect(plain).toBe('name [a](b) c <d> @e');
  });
});
