import type { APIRoute } from 'astro';
import { getEntry } from 'astro:content';

/** The precomputed exact-substring search index (src/catalog/search.ts). */
export const GET: APIRoute = async () => {
  const e = await getEntry('meta', 'search');
  return new Response(JSON.stringify(e?.data.docs ?? []), { headers: { 'content-type': 'application/json' } });
};
