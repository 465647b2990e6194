/** Where the catalog's downloads are, relative to the site's base (written by downloads.ts, linked by the pages). */
export const DOWNLOADS_FOLDER = 'downloads';

export const downloadPaths = {
  characterJson: (slug: string): string => `${DOWNLOADS_FOLDER}/characters/${slug}.json`,
  characterPng: (slug: string): string => `${DOWNLOADS_FOLDER}/characters/${slug}.png`,
  world: (slug: string): string => `${DOWNLOADS_FOLDER}/worlds/${slug}.json`,
};
