/**
 * HTML for the parts of the site that repeat thousands of times (the content of every entry page,
 * the diagnostics list with its backticked text), as plain functions returning strings.
 *
 * Why not Astro components: an entry page's content rendered through components cost about 2 s of
 * a 10,000-entry build (each expression, map and component instance goes through Astro's async
 * renderer), against a few hundred milliseconds for the same markup built here. The other pages
 * show diagnostics through `DiagnosticList.astro`, which renders through `diagnosticListHtml`, so
 * each piece of markup is written once (docs/site.md, "Entry pages").
 *
 * Escaping is Astro's own, so the output is byte for byte what the templates gave: text escapes
 * `& < > ' "` (`escapeText`), attribute values `&` and `"` (`attr`); not the core's `escapeHtml`
 * (src/catalog/markdown.ts), whose numeric entities would change every page's bytes. Every value from an asset,
 * a diagnostic or the catalog goes through one of the two; only `bodyHtml`, already sanitised by
 * `renderMarkdown`, is inserted as HTML.
 */
import type { BudgetFitGroup } from '@core/catalog/budget-fits.js';
import type { CatalogDiagnostic, CatalogEntry } from '@core/catalog/model.js';
import type { Locale } from '@core/diagnostics/define.js';
import { dict, type Dict } from './i18n.js';
import { url } from './paths.js';

const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  "'": '&#39;',
  '"': '&quot;',
};
const ESCAPABLE = /[&<>'"]/;

/** Text content, as Astro escapes `{text}` (most text has nothing to escape and is returned as is). */
export function escapeText(text: string | number): string {
  const s = String(text);
  return ESCAPABLE.test(s) ? s.replace(/[&<>'"]/g, (c) => ENTITIES[c] as string) : s;
}

/** ` name="value"`, as Astro writes an attribute (`&` and `"` escaped); nothing for null/undefined. */
export function attr(name: string, value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  const v = value.includes('&') || value.includes('"') ? value.replace(/&/g, '&amp;').replace(/"/g, '&quot;') : value;
  return ` ${name}="${v}"`;
}

/** Diagnostic text with its `backticked` parts shown as code (text only, never HTML). */
export function ticksHtml(text: string): string {
  return text
    .split('`')
    .map((p, i) => (i % 2 === 1 ? `<code>${escapeText(p)}</code>` : escapeText(p)))
    .join('');
}

/** One badge per item, or `empty` (as text) when there is none. */
export function badgesHtml(items: readonly string[], kind = '', empty = ''): string {
  if (items.length === 0) return escapeText(empty);
  const cls = attr('class', `badge ${kind}`);
  return items.map((x) => `<span${cls}>${escapeText(x)}</span>`).join('');
}

const place = (d: CatalogDiagnostic): string =>
  d.file === null ? '' : `${d.file}${d.line ? `:${d.line}` : ''}${d.column ? `:${d.column}` : ''}`;

function diagnosticHtml(d: CatalogDiagnostic, t: Dict): string {
  const where = d.source
    ? `<a class="mono"${attr('href', d.source.external ? d.source.href : url(d.source.href))}${attr('rel', d.source.external ? 'noopener' : undefined)}>${escapeText(place(d))}</a>`
    : `<span class="mono">${escapeText(place(d))}</span>`;
  const labelled = (label: string, html: string) => `<p><span class="muted">${escapeText(label)}：</span>${html}</p>`;
  return [
    '<section class="diag">',
    `<p><span${attr('class', `badge ${d.severity}`)}>${escapeText(t[d.severity])}</span> `,
    `<a${attr('href', url(d.codeHref))}><code>${escapeText(d.code)}</code></a> ${where}</p>`,
    `<p><strong>${ticksHtml(d.message)}</strong></p>`,
    d.consequence ? labelled(t.consequence, ticksHtml(d.consequence)) : '',
    d.fix ? labelled(t.fix, ticksHtml(d.fix)) : '',
    d.suggestion !== null ? labelled(t.suggestion, `<code>${escapeText(d.suggestion)}</code>`) : '',
    d.related.length > 0
      ? `<ul>${d.related
          .map(
            (r) =>
              `<li><span class="mono">${escapeText(r.file)}${r.line ? `:${r.line}` : ''}</span> ${ticksHtml(r.message)}</li>`,
          )
          .join('')}</ul>`
      : '',
    '</section>',
  ].join('');
}

/** Every finding with its code, place, consequence, fix, suggestion and related places. */
export function diagnosticListHtml(items: readonly CatalogDiagnostic[], locale: Locale): string {
  const t = dict(locale);
  if (items.length === 0) return `<p class="ok">${escapeText(t.noProblems)}</p>`;
  return `<div>${items.map((d) => diagnosticHtml(d, t)).join('')}</div>`;
}

/**
 * The content of an entry's page: where it sits, its flags and facts, its fit against the
 * worldEntries budget of every character using its world (`fits`, from budgetFitGroups), the other
 * entries with its id, its rendered body and its diagnostics.
 */
export function entryPageHtml(e: CatalogEntry, fits: readonly BudgetFitGroup[], locale: Locale): string {
  const t = dict(locale);
  const title = e.name || e.id;
  const facts: [label: string, value: readonly string[] | string | number, cls?: string][] = [
    [t.keys, e.keys],
    [t.aliases, e.aliases],
    [t.secondaryKeys, e.secondaryKeys],
    [t.tags, e.tags],
    [t.priority, e.priority],
    [t.position, e.position],
    [t.parents, e.parents],
    [t.tokens, e.tokens],
    [t.file, e.file, 'mono'],
    [t.root, e.root, 'mono'],
  ];
  const flag = (on: boolean, cls: string, label: string) =>
    on ? `<span${attr('class', cls)}>${escapeText(label)}</span>` : '';
  const out = [
    `<p class="muted"><a${attr('href', url(e.world.href))}>${escapeText(e.world.name)}</a> / ${escapeText(t.entries)}</p>`,
    `<h1>${escapeText(title)} <span class="muted mono">${escapeText(e.id)}</span></h1>`,
    '<p>',
    flag(e.constant, 'badge', t.constant),
    flag(!e.enabled, 'badge hint', t.disabled),
    flag(e.duplicate, 'badge error', t.duplicate),
    flag(e.neverMatchable, 'badge warning', t.neverMatchable),
    '</p>',
    '<dl class="facts">',
    ...facts.map(
      ([label, value, cls]) =>
        `<dt>${escapeText(label)}</dt><dd${attr('class', cls)}>${typeof value === 'object' ? badgesHtml(value, '', t.none) : escapeText(value)}</dd>`,
    ),
    '</dl>',
    `<h2>${escapeText(t.fitsBudget)}</h2>`,
  ];
  if (fits.length === 0) out.push(`<p class="muted">${escapeText(t.none)}</p>`);
  else {
    out.push(
      '<div class="table-wrap"><table id="fits"><thead><tr><th class="num">worldEntries</th>',
      `<th>${escapeText(e.tokens)} ${escapeText(t.tokens)}</th><th>${escapeText(t.characters)}</th></tr></thead><tbody>`,
      ...fits.map(
        (g) =>
          `<tr><td class="num">${escapeText(g.budget)}${g.source === 'default' ? `<span class="badge">${escapeText(t.sourceDefault)}</span>` : ''}</td>` +
          `<td>${g.fits ? `<span class="ok">✓ ${escapeText(t.fits)}</span>` : `<span class="bad">✗ ${escapeText(t.tooBig)}</span>`}</td>` +
          `<td class="names">${g.characters.map((c) => `<a${attr('href', url(c.href))}>${escapeText(c.name)}</a>`).join('')}</td></tr>`,
      ),
      '</tbody></table></div>',
    );
  }
  if (e.duplicates.length > 0) {
    out.push(
      `<h2>${escapeText(t.duplicatesOf)}</h2><ul>`,
      ...e.duplicates.map((d) => `<li><a class="mono"${attr('href', url(d.href))}>${escapeText(d.file)}</a></li>`),
      '</ul>',
    );
  }
  out.push(
    `<h2>${escapeText(t.body)}</h2><article class="body">${e.bodyHtml}</article>`,
    `<h2>${escapeText(t.diagnostics)}</h2>`,
    diagnosticListHtml(e.diagnostics, locale),
  );
  return out.join('');
}
