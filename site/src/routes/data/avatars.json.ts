import type { APIRoute } from 'astro';
import { getImage } from 'astro:assets';
import { avatars } from 'virtual:rp-assets/avatars';
import { SEARCH_AVATAR_PX } from '../../avatar-image.js';

/**
 * The search page's faces: each character's avatar resized by Astro's image pipeline to the size a
 * result shows (1× and 2×), by character id. Characters without one are not listed: the page draws
 * their monogram (src/catalog/pictures/monogram.ts).
 */
export const GET: APIRoute = async () => {
  const out: Record<string, { src: string; srcset: string }> = {};
  for (const [id, image] of avatars) {
    const size = { width: SEARCH_AVATAR_PX, height: SEARCH_AVATAR_PX, fit: 'cover', format: 'webp' } as const;
    const one = await getImage({ src: image, ...size });
    const two = await getImage({ src: image, ...size, width: size.width * 2, height: size.height * 2 });
    out[id] = { src: one.src, srcset: `${one.src} 1x, ${two.src} 2x` };
  }
  return new Response(JSON.stringify(out), { headers: { 'content-type': 'application/json' } });
};
