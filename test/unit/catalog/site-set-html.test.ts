/**
 * The site inserts unescaped HTML (`set:html`, or Astro's `unescapeHTML`/`Fragment` tricks) only
 * for the Markdown sanitiser's output: the catalog's `bodyHtml` and `whyHtml`, typed
 * `SanitisedHtml`, which only `renderMarkdown` (src/catalog/markdown.ts) makes. Everything else
 * is text that Astro escapes. This scans every source of the site and fails on any other value.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SITE = join(import.meta.dirname, '../../../site/src');

/** The values `set:html` may take: a catalog object's sanitised field, read directly. */
const SANITISED = /^[A-Za-z_$][\w$]*\.(bodyHtml|whyHtml)$/;

/** Each unescaped insertion in `source` whose value is not the sanitiser's output. */
function unsanitisedInsertions(source: string): string[] {
  const bad: string[] = [];
  for (const m of source.matchAll(/set:html\s*=\s*(\{([^{}]*)\}|"[^"]*"|'[^']*'|[^\s>]+)/g)) {
    const value = m[2]?.trim();
    if (value === undefined || !SANITISED.test(value)) bad.push(m[0]);
  }
  for (const m of source.matchAll(/\bunescapeHTML\b|\bdangerouslySetInnerHTML\b|\binnerHTML\s*=/g)) {
    bad.push(m[0]);
  }
  return bad;
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(astro|ts|mjs|js)$/.test(e.name))
    .map((e) => join(e.parentPath, e.name));
}

describe('set:html in the site', () => {
  it('takes only the sanitiser output', () => {
    const files = sources(SITE);
    expect(files.length).toBeGreaterThan(20);
    const found = files.flatMap((f) =>
      unsanitisedInsertions(readFileSync(f, 'utf8')).map((x) => `${relative(SITE, f)}: ${x}`),
    );
    expect(found).toEqual([]);
  });

  it('finds the uses it allows (the scan reads the pages at all)', () => {
    const uses = sources(SITE).flatMap((f) =>
      [...readFileSync(f, 'utf8').matchAll(/set:html=\{([^}]*)\}/g)].map((m) => m[1]),
    );
    expect(uses).toEqual(expect.arrayContaining(['e.bodyHtml', 'c.bodyHtml', 'w.bodyHtml', 'c.whyHtml']));
  });

  it('fails on a deliberately bad example', () => {
    expect(unsanitisedInsertions('<div class="bad" set:html={ticksHtml(f)} />')).toHaveLength(1);
    expect(unsanitisedInsertions('<Fragment set:html={entryPageHtml(e, fits, locale)} />')).toHaveLength(1);
    expect(unsanitisedInsertions('<div set:html={`<b>${name}</b>`} />')).toHaveLength(1);
    expect(unsanitisedInsertions('<div set:html="<b>x</b>" />')).toHaveLength(1);
    expect(unsanitisedInsertions('<div set:html={e.name} />')).toHaveLength(1);
    expect(unsanitisedInsertions('el.innerHTML = text;')).toHaveLength(1);
    expect(unsanitisedInsertions('<article class="body" set:html={e.bodyHtml} />')).toEqual([]);
  });
});
