/**
 * `virtual:rp-assets/avatars`: each character's avatar image imported by its absolute path, so
 * Astro's image pipeline (astro:assets: the import gives an ImageMetadata, `<Image>` and `getImage`
 * resize it at build time with sharp) handles it like an image of the user's own project.
 *
 * A file whose first bytes are not the PNG, JPEG or WebP its name says is left out (the character
 * gets its monogram, as without an avatar): Astro would fail the whole build on it.
 */
import { open } from 'node:fs/promises';
import { extname, resolve } from 'node:path';
import type { CollectedCatalog } from '../catalog/collect.js';

const SIGNATURES: Readonly<Record<string, (head: Buffer) => boolean>> = {
  '.png': (h) => h.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  '.jpg': (h) => h[0] === 0xff && h[1] === 0xd8 && h[2] === 0xff,
  '.jpeg': (h) => h[0] === 0xff && h[1] === 0xd8 && h[2] === 0xff,
  '.webp': (h) => h.toString('latin1', 0, 4) === 'RIFF' && h.toString('latin1', 8, 12) === 'WEBP',
};

/** Whether the file at `path` starts as an image of the format its extension names. */
export async function looksLikeImage(path: string): Promise<boolean> {
  const check = SIGNATURES[extname(path).toLowerCase()];
  if (check === undefined) return false;
  const file = await open(path).catch(() => null);
  if (file === null) return false;
  try {
    const head = Buffer.alloc(12);
    const { bytesRead } = await file.read(head, 0, 12, 0);
    return bytesRead === 12 && check(head);
  } finally {
    await file.close();
  }
}

/** The module's source: `export const avatars` maps a character id to its imported image. */
export async function avatarsModule(collected: Promise<CollectedCatalog>, cwd: string): Promise<string> {
  const found = (await collected).catalog.characters.flatMap((c) =>
    c.avatar === null ? [] : [{ id: c.id, path: resolve(cwd, c.avatar) }],
  );
  const usable = (await Promise.all(found.map(async (a) => ((await looksLikeImage(a.path)) ? [a] : [])))).flat();
  const imports = usable.map((a, i) => `import a${i} from ${JSON.stringify(a.path)};`);
  const pairs = usable.map((a, i) => `[${JSON.stringify(a.id)}, a${i}]`);
  return `${imports.join('\n')}\nexport const avatars = new Map([${pairs.join(', ')}]);\n`;
}
