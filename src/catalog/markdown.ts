/**
 * The one Markdown renderer for asset bodies (site pages, playground, tests).
 *
 * unified + remark-parse + remark-gfm + remark-html with remark-html's DEFAULT sanitising: raw HTML is
 * dropped, `javascript:`/`data:` URLs lose their href, `on*` attributes never survive, ids get the
 * `user-content-` prefix. Asset bodies are untrusted: never render them with Astro's renderMarkdown.
 */
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkHtml from 'remark-html';

/** A SillyTavern macro (`{{char}}`, `{{user}}`…), as src/bridge/entry/macros.ts finds them. */
const MACRO = /\{\{[^{}\n]{1,64}\}\}/g;
const MACRO_TITLE = 'SillyTavern 宏，在 SillyTavern 里会被替换 / a SillyTavern macro, replaced in SillyTavern';

interface MdNode {
  type: string;
  value?: string;
  children?: MdNode[];
  data?: { hName?: string; hProperties?: Record<string, string> };
}

/**
 * Imported lore keeps SillyTavern's macros as text (docs/format.md "Macros"); the catalog shows
 * each as one: a `<var>` with a title, which the sanitiser allows and the site styles.
 */
function markMacros(node: MdNode): void {
  if (!node.children) return;
  node.children = node.children.flatMap((child): MdNode[] => {
    if (child.type !== 'text' || child.value === undefined || !child.value.includes('{{')) {
      markMacros(child);
      return [child];
    }
    const parts: MdNode[] = [];
    let at = 0;
    for (const m of child.value.matchAll(MACRO)) {
      if (m.index > at) parts.push({ type: 'text', value: child.value.slice(at, m.index) });
      parts.push({ type: 'text', value: m[0], data: { hName: 'var', hProperties: { title: MACRO_TITLE } } });
      at = m.index + m[0].length;
    }
    if (at < child.value.length) parts.push({ type: 'text', value: child.value.slice(at) });
    return parts;
  });
}
const remarkMacros = () => (tree: MdNode) => markMacros(tree);

const withGfm = unified().use(remarkParse).use(remarkGfm).use(remarkMacros).use(remarkHtml).freeze();
const plain = unified().use(remarkParse).use(remarkMacros).use(remarkHtml).freeze();

/**
 * Characters without which no GFM construct can occur (tables `|`, strikethrough `~`, task lists
 * `[ ]`/`[x]`, footnotes `[^`, autolink literals `www.`/`http(s):`/e-mail `@`). A body with none of
 * them renders identically without remark-gfm, which costs several times the parse time, so it takes
 * the plain pipeline.
 */
const GFM_TRIGGER = /[|~@]|\[[ xX]\]|\[\^|www\.|https?:/i;

declare const sanitised: unique symbol;

/**
 * HTML that came out of the sanitiser: only `renderMarkdown` makes one (the type has no other
 * constructor), and it is the only HTML the site inserts unescaped (`set:html`; checked by
 * test/unit/site/set-html.test.ts).
 */
export type SanitisedHtml = string & { readonly [sanitised]: true };

/** Sanitised HTML for an untrusted Markdown body. */
export function renderMarkdown(body: string): SanitisedHtml {
  return String((GFM_TRIGGER.test(body) ? withGfm : plain).processSync(body)) as SanitisedHtml;
}

/** Escape text for an HTML text node or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
