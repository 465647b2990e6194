import type { APIRoute } from 'astro';
import { getEntry } from 'astro:content';

/** What the playground runs the core over in the browser: the asset graph and the routing setup. */
export const GET: APIRoute = async () => {
  const e = await getEntry('meta', 'playground');
  return new Response(JSON.stringify(e?.data ?? null), { headers: { 'content-type': 'application/json' } });
};
