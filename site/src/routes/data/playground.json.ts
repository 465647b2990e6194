import type { APIRoute } from 'astro';
import { playgroundData } from '../../data.js';

/** What the playground runs the core over in the browser: the asset graph and the routing setup. */
export const GET: APIRoute = async () =>
  new Response(JSON.stringify(await playgroundData()), { headers: { 'content-type': 'application/json' } });
