/** A character's avatar as a picture for shared links (Open Graph): 512 px square PNG, by Astro's image pipeline. */
import { getImage } from 'astro:assets';
import { avatars } from 'virtual:rp-assets/avatars';

export const SHARE_SIZE = 512;

/** The URL path of the resized avatar (under the base), or undefined for a character without one. */
export async function shareImage(id: string): Promise<string | undefined> {
  const image = avatars.get(id);
  if (image === undefined) return undefined;
  const out = await getImage({ src: image, width: SHARE_SIZE, height: SHARE_SIZE, fit: 'cover', format: 'png' });
  return out.src;
}

/** The size of a face beside a search result, in CSS pixels. */
export const SEARCH_AVATAR_PX = 32;
