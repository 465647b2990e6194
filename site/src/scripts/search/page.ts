/**
 * The search page: the query and kind filter in the URL (`?q=…&kind=entry,code`), results from the
 * sharded index (src/catalog/search-index/query.ts) fetched under the site base, each with its
 * matched passage highlighted. Text goes into the page through the DOM (textContent), never as HTML.
 */
import { ShardedSearch, type IndexHit, type SearchResult } from '@rp-assets/core/catalog/search-index/query.js';
import { SEARCH_KINDS, type SearchKind } from '@rp-assets/core/catalog/search.js';
import { base } from '../../paths.js';
import { el } from '../dom.js';

const PAGE = 20;

const engine = new ShardedSearch(async (path) => {
  const res = await fetch(`${base}data/search/${path}`);
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
  return res.text();
});

const form = document.getElementById('search-form') as HTMLFormElement;
const input = document.getElementById('search-input') as HTMLInputElement;
const list = document.getElementById('search-results') as HTMLOListElement;
const more = document.getElementById('search-more') as HTMLButtonElement;
const status = document.getElementById('search-status') as HTMLParagraphElement;
const boxes = Array.from(document.querySelectorAll<HTMLInputElement>('#search-kinds input[type=checkbox]'));
const labels = JSON.parse(list.dataset.kinds ?? '{}') as Record<string, string>;

function chosenKinds(): SearchKind[] {
  return boxes.filter((b) => b.checked).map((b) => b.value as SearchKind);
}

function snippetNode(hit: IndexHit): HTMLElement | null {
  const s = hit.snippet;
  if (s === null) return null;
  return el(
    'p',
    { class: 'snippet' },
    `${s.cutStart ? '…' : ''}${s.before}`,
    el('mark', {}, s.match),
    `${s.after}${s.cutEnd ? '…' : ''}`,
  );
}

function render(result: SearchResult): void {
  list.replaceChildren();
  if (result.hits.length === 0 && result.complete) list.append(el('li', { class: 'muted' }, list.dataset.empty ?? ''));
  for (const hit of result.hits) {
    const li = el(
      'li',
      { 'data-kind': hit.kind, 'data-id': hit.id, 'data-field': hit.field },
      el('span', { class: 'badge' }, labels[hit.kind] ?? hit.kind),
      ' ',
      el('a', { href: base + hit.href.replace(/^\/+/, '') }, hit.title),
      el('span', { class: 'muted mono' }, ` ${hit.id}${hit.context ? ` · ${hit.context}` : ''}`),
      snippetNode(hit),
    );
    list.append(li);
  }
  more.hidden = result.complete;
  // how many were found, and whether that is all: a page of 20, or none yet, may be only a start
  const template = result.complete ? status.dataset.all : status.dataset.partial;
  status.textContent =
    result.hits.length === 0 && result.complete ? '' : (template ?? '').replace('{n}', String(result.hits.length));
}

let limit = PAGE;
let budget = 24;

async function run(): Promise<void> {
  list.setAttribute('aria-busy', 'true');
  try {
    render(await engine.search(input.value, { kinds: chosenKinds(), limit, maxChunks: budget }));
  } finally {
    list.removeAttribute('aria-busy');
  }
}

function fromUrl(): void {
  const params = new URLSearchParams(location.search);
  input.value = params.get('q') ?? '';
  const kinds: readonly string[] = params.get('kind')?.split(',') ?? SEARCH_KINDS;
  for (const b of boxes) b.checked = kinds.includes(b.value);
}

function submit(): void {
  limit = PAGE;
  budget = 24;
  const kinds = chosenKinds();
  const kindParam = kinds.length === boxes.length ? '' : `&kind=${kinds.join(',')}`;
  history.replaceState(null, '', `?q=${encodeURIComponent(input.value)}${kindParam}`);
  void run();
}

form.addEventListener('submit', (ev) => {
  ev.preventDefault();
  submit();
});
for (const b of boxes) b.addEventListener('change', () => (input.value.trim() ? submit() : undefined));
more.addEventListener('click', () => {
  limit += PAGE;
  budget += 24;
  void run();
});
fromUrl();
if (input.value.trim() !== '') void run();
