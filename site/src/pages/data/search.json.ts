import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { APIRoute } from 'astro';
import { sideDataDir } from '../../site-options.js';

/** The precomputed exact-substring search index (src/catalog/search.ts). Written by the loader beside the options file (site-options.ts, sideDataDir). */
export const GET: APIRoute = async () => {
  const body = await readFile(join(sideDataDir(process.env), 'search.json'), 'utf8');
  return new Response(body, { headers: { 'content-type': 'application/json' } });
};
