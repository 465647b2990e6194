import type { APIRoute } from 'astro';
import { searchIndex } from '../../data.js';

/** The precomputed exact-substring search index (src/catalog/search.ts). */
export const GET: APIRoute = async () =>
  new Response(JSON.stringify(await searchIndex()), { headers: { 'content-type': 'application/json' } });
