/**
 * Where the catalog's downloads are, relative to the site's base (written by downloads.ts, linked
 * by the pages). The JSON files are stored gzip-compressed (`.json.gz`): the browser's script
 * unpacks them and saves the `.json` a user asked for (site/src/scripts/card-download.ts).
 */
export const DOWNLOADS_FOLDER = 'downloads';

export const downloadPaths = {
  /** The character's parts file: its cards are assembled from it and its worlds' files (src/catalog/card-download.ts). */
  characterParts: (slug: string): string => `${DOWNLOADS_FOLDER}/characters/${slug}.parts.json.gz`,
  /** The character's avatar, as the author wrote it (a PNG card is written over it). */
  characterAvatar: (slug: string): string => `${DOWNLOADS_FOLDER}/characters/${slug}.avatar.png`,
  /** The names the assembled cards are saved under. */
  characterJson: (slug: string): string => `${slug}.json`,
  characterPng: (slug: string): string => `${slug}.png`,
  world: (slug: string): string => `${DOWNLOADS_FOLDER}/worlds/${slug}.json.gz`,
  /** The name the World Info download is saved under. */
  worldJson: (slug: string): string => `${slug}.json`,
  worldBookPart: (slug: string): string => `${DOWNLOADS_FOLDER}/worlds/${slug}.book.json.gz`,
};
