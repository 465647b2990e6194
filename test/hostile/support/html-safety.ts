/**
 * A strict check of rendered HTML for anything that can run script: dangerous elements, `on*`
 * handler attributes, and `javascript:`/`vbscript:`/`data:` URLs (after decoding entities and
 * dropping the whitespace and control characters browsers ignore in a scheme).
 */
const DANGEROUS_TAGS = new Set([
  'script',
  'iframe',
  'frame',
  'svg',
  'math',
  'style',
  'object',
  'embed',
  'form',
  'input',
  'button',
  'base',
  'meta',
  'link',
  'template',
  'textarea',
  'select',
  'noscript',
]);
const URL_ATTRS = new Set([
  'href',
  'src',
  'action',
  'formaction',
  'xlink:href',
  'srcset',
  'poster',
  'background',
  'data',
]);

const NAMED: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  colon: ':',
  tab: '\t',
  newline: '\n',
  sol: '/',
};

export function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (m, e: string) => {
    if (e[0] === '#') {
      const cp = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
      return Number.isFinite(cp) && cp <= 0x10ffff ? String.fromCodePoint(cp) : m;
    }
    return NAMED[e.toLowerCase()] ?? m;
  });
}

interface Tag {
  readonly name: string;
  readonly attrs: readonly { readonly name: string; readonly value: string | null }[];
}

/** The start and end tags of `html`, read like a browser would: quoted values may hold `<` and `>`. */
export function tags(html: string): Tag[] {
  const out: Tag[] = [];
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt < 0) break;
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4);
      i = end < 0 ? html.length : end + 3;
      continue;
    }
    const m = /^<\/?([a-zA-Z][^\s/>]*)/.exec(html.slice(lt, lt + 200));
    if (!m) {
      i = lt + 1;
      continue;
    }
    let j = lt + m[0].length;
    const attrs: { name: string; value: string | null }[] = [];
    while (j < html.length && html[j] !== '>') {
      if (/[\s/]/.test(html[j] as string)) {
        j++;
        continue;
      }
      const nm = /^[^\s"'>/=]+/.exec(html.slice(j));
      if (!nm) {
        j++;
        continue;
      }
      j += nm[0].length;
      while (/\s/.test(html[j] ?? '')) j++;
      let value: string | null = null;
      if (html[j] === '=') {
        j++;
        while (/\s/.test(html[j] ?? '')) j++;
        const q = html[j];
        if (q === '"' || q === "'") {
          const end = html.indexOf(q, j + 1);
          value = html.slice(j + 1, end < 0 ? html.length : end);
          j = end < 0 ? html.length : end + 1;
        } else {
          const v = /^[^\s>]*/.exec(html.slice(j)) as RegExpExecArray;
          value = v[0];
          j += v[0].length;
        }
      }
      attrs.push({ name: nm[0].toLowerCase(), value });
    }
    out.push({ name: (m[1] as string).toLowerCase(), attrs });
    i = j + 1;
  }
  return out;
}

/** Every problem found in `html`; empty when it is safe. */
export function unsafeParts(html: string): string[] {
  const problems: string[] = [];
  for (const tag of tags(html)) {
    if (DANGEROUS_TAGS.has(tag.name)) problems.push(`element <${tag.name}>`);
    for (const a of tag.attrs) {
      if (a.name.startsWith('on')) problems.push(`handler ${a.name} on <${tag.name}>`);
      if (a.name === 'style') problems.push(`style attribute on <${tag.name}>`);
      if (URL_ATTRS.has(a.name) && a.value !== null) {
        const url = decodeEntities(a.value)
          // eslint-disable-next-line no-control-regex
          .replace(/[\u0000-\u0020\u007f-\u009f]/g, '')
          .toLowerCase();
        if (/^(javascript|vbscript|data|livescript):/.test(url))
          problems.push(`${a.name}="${a.value}" on <${tag.name}>`);
      }
    }
  }
  return problems;
}
