/**
 * The diagnostics lists' file filter: the file or folder in the URL (`?file=…`, the link an
 * asset's page gives for its findings), matched as a substring against every file with findings
 * (data/diagnostics-files.json, fetched once, on first use). Each matching file links to the page
 * of /diagnostics/ where its findings start (`diagnostics/<n>/#d-<position>`). Text only
 * (textContent), never HTML.
 */
import { decodeFileIndex, matchFiles, type FileFindings } from '@rp-assets/core/catalog/diagnostic-files.js';
import { el } from './dom.js';

/** The most files listed at once (the count says how many matched). */
const SHOWN = 100;

const form = document.getElementById('file-filter') as HTMLFormElement | null;
const input = document.getElementById('file-filter-input') as HTMLInputElement | null;
const results = document.getElementById('file-results');

let index: Promise<FileFindings[]> | null = null;
const load = (href: string): Promise<FileFindings[]> =>
  (index ??= fetch(href).then(
    async (res) => (res.ok ? decodeFileIndex(await res.json()) : []),
    () => [],
  ));

const fill = (template: string, values: Record<string, number>): string =>
  template.replace(/\{(\w+)\}/g, (m: string, k: string) => (k in values ? String(values[k]) : m));

async function show(query: string): Promise<void> {
  if (!form || !results) return;
  const q = query.trim();
  results.replaceChildren();
  results.hidden = q === '';
  if (q === '') return;
  const { index: indexHref = '', list = '', pageSize = '50' } = form.dataset;
  const size = Math.max(1, Number(pageSize));
  const found = matchFiles(await load(indexHref), q);
  const { none = '', summary = '', truncated = '' } = results.dataset;
  if (found.length === 0) {
    results.append(el('p', { class: 'muted' }, none));
    return;
  }
  const findings = found.reduce((n, f) => n + f.count, 0);
  results.append(el('p', {}, fill(summary, { files: found.length, findings })));
  const items = found.slice(0, SHOWN).map((f) => {
    const page = Math.floor(f.first / size) + 1;
    const href = `${list}${page > 1 ? `${page}/` : ''}#d-${f.first}`;
    return el('li', {}, el('a', { class: 'mono', href }, f.file), ` (${f.count})`);
  });
  results.append(el('ul', { id: 'file-matches' }, ...items));
  if (found.length > SHOWN) results.append(el('p', { class: 'muted' }, fill(truncated, { shown: SHOWN })));
}

if (form && input) {
  const initial = new URLSearchParams(location.search).get('file') ?? '';
  input.value = initial;
  void show(initial);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const u = new URL(location.href);
    if (input.value.trim() === '') u.searchParams.delete('file');
    else u.searchParams.set('file', input.value.trim());
    history.replaceState(null, '', u);
    void show(input.value);
  });
}
