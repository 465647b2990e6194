/**
 * The catalog's downloads: a card link points at the character's parts file and a World Info
 * link at the world's file, stored gzip-compressed (what a reader without scripts gets; the parts
 * file lists its worlds' files). With scripts, a click fetches and unpacks them, assembles the card
 * (src/catalog/card-download.ts) from the parts, the worlds' World Info and book parts and the
 * avatar, and saves it, or the World Info, under its own name. Nothing is fetched before a click.
 */
import { cardFromFiles, cardPngFromFiles } from '@rp-assets/core/catalog/card-download.js';
import type { CharacterPartsFile, WorldFiles } from '@rp-assets/core/catalog/card-download.js';

/** A `.json.gz` download file, unpacked (src/astro/downloads.ts stores them compressed). */
const json = async <T>(href: string): Promise<T> => {
  const res = await fetch(href);
  if (!res.ok || res.body === null) throw new Error(`${href}: ${res.status}`);
  const text = await new Response(res.body.pipeThrough(new DecompressionStream('gzip'))).text();
  return JSON.parse(text) as T;
};

/** The downloads folder's base: the parts file's address without its path below that folder. */
function baseOf(partsHref: string): string {
  return partsHref.slice(0, partsHref.indexOf('downloads/'));
}

async function assemble(link: HTMLAnchorElement): Promise<Blob> {
  if (link.dataset.format === 'world-info')
    return new Blob([JSON.stringify(await json<unknown>(link.href), null, 2) + '\n'], { type: 'application/json' });
  const partsHref = link.href;
  const base = baseOf(partsHref);
  const parts = await json<CharacterPartsFile>(partsHref);
  const worlds: WorldFiles[] = await Promise.all(
    parts.worlds.map(async (w) => ({
      worldInfo: await json<WorldFiles['worldInfo']>(base + w.worldInfo),
      bookPart: await json<WorldFiles['bookPart']>(base + w.bookPart),
    })),
  );
  const { format = 'json', avatar = '', seed = '' } = link.dataset;
  if (format === 'json')
    return new Blob([JSON.stringify(cardFromFiles(parts, worlds, 'ccv3'), null, 2) + '\n'], {
      type: 'application/json',
    });
  const image = avatar
    ? await fetch(base + avatar).then(
        async (res) => (res.ok ? new Uint8Array(await res.arrayBuffer()) : null),
        () => null,
      )
    : null;
  return new Blob([cardPngFromFiles(parts, worlds, image, seed) as BlobPart], { type: 'image/png' });
}

function save(blob: Blob, name: string): void {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 60_000);
}

document.querySelectorAll<HTMLAnchorElement>('a[data-download]').forEach((link) => {
  link.addEventListener('click', (event: MouseEvent) => {
    event.preventDefault();
    link.setAttribute('aria-busy', 'true');
    assemble(link)
      .then((blob) => save(blob, link.dataset.name ?? 'card'))
      .catch(() => {
        // the parts file itself, as without scripts
        window.location.href = link.href;
      })
      .finally(() => link.removeAttribute('aria-busy'));
  });
});
