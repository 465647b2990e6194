// `defineCollection` from the package's `astro/content/config` export rather than `astro:content`:
// the virtual module would make Vite's module runner transform Astro's whole runtime during content
// sync (about 1 s at 10,000 entries; docs/site.md, "How it is built").
import { defineCollection } from 'astro/content/config';
import { catalogLoader } from './loader.js';

export const collections = {
  characters: defineCollection({ loader: catalogLoader('characters') }),
  worlds: defineCollection({ loader: catalogLoader('worlds') }),
  entries: defineCollection({ loader: catalogLoader('entries') }),
  rules: defineCollection({ loader: catalogLoader('rules') }),
  codes: defineCollection({ loader: catalogLoader('codes') }),
};
