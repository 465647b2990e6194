import { defineCollection } from 'astro:content';
import { catalogLoader } from './loader.js';

export const collections = {
  characters: defineCollection({ loader: catalogLoader('characters') }),
  worlds: defineCollection({ loader: catalogLoader('worlds') }),
  entries: defineCollection({ loader: catalogLoader('entries') }),
  rules: defineCollection({ loader: catalogLoader('rules') }),
  codes: defineCollection({ loader: catalogLoader('codes') }),
};
