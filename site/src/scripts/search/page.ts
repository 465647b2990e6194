/**
 * The search page: the query and kind filter in the URL (`?q=…&kind=entry,code`), results from the
 * sharded index (src/catalog/search-index/query.ts) fetched under the site base, each with its
 * matched passage highlighted. Text goes into the page through the DOM (textContent), never as HTML.
 */
import { ShardedSearch, type IndexHit, type SearchResult } from '@rp-assets/core/catalog/search-index/query.js';
import { SEARCH_KINDS, type SearchKind } from '@rp-assets/core/catalog/search.js';
import { monogram } from '@rp-assets/core/catalog/pictures/monogram.js';
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

/** The characters' resized avatars (data/avatars.json), fetched on the first character result. */
type Faces = Record<string, { src: string; srcset: string } | undefined>;
let faces: Promise<Faces> | null = null;
const FACE_PX = '32';

/** A character's face beside its result: its avatar, else its monogram (decorative: the name follows). */
function faceNode(hit: IndexHit, all: Faces): HTMLElement {
  const face = all[hit.id];
  if (face !== undefined) {
    return el('img', {
      class: 'avatar',
      src: face.src,
      srcset: face.srcset,
      alt: '',
      width: FACE_PX,
      height: FACE_PX,
      loading: 'lazy',
    });
  }
  const m = monogram(hit.title, hit.id);
  return el(
    'span',
    { class: `avatar monogram mono-${m.colourIndex} size-${FACE_PX}`, 'aria-hidden': 'true' },
    m.letters,
  );
}

/** The avatars, fetched once: alongside the first search that may find a character, not after it. */
function loadFaces(): Promise<Faces> {
  return (faces ??= fetch(`${base}data/avatars.json`)
    .then((r) => (r.ok ? (r.json() as Promise<Faces>) : {}))
    .catch(() => ({})));
}

async function render(result: SearchResult): Promise<void> {
  const all = result.hits.some((h) => h.kind === 'character') ? await loadFaces() : {};
  list.replaceChildren();
  if (result.hits.length === 0 && result.complete) list.append(el('li', { class: 'muted' }, list.dataset.empty ?? ''));
  for (const hit of result.hits) {
    const li = el(
      'li',
      { 'data-kind': hit.kind, 'data-id': hit.id, 'data-field': hit.field },
      hit.kind === 'character' ? faceNode(hit, all) : null,
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
  // the plural form of the page's language (Intl.PluralRules: English 1 is 'one'; Chinese has one form)
  const one = plural.select(result.hits.length) === 'one';
  const template = result.complete ? (one ? status.dataset.allOne : status.dataset.all) : status.dataset.partial;
  status.textContent =
    result.hits.length === 0 && result.complete ? '' : (template ?? '').replace('{n}', String(result.hits.length));
}

const plural = new Intl.PluralRules(document.documentElement.lang || undefined);
let limit = PAGE;
let budget = 24;

async function run(): Promise<void> {
  list.setAttribute('aria-busy', 'true');
  if (chosenKinds().includes('character')) void loadFaces();
  try {
    await render(await engine.search(input.value, { kinds: chosenKinds(), limit, maxChunks: budget }));
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
