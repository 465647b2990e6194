import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { APIRoute } from 'astro';
import { sideDataDir } from '../../site-options.js';

/** What the playground runs the core over in the browser: the asset graph and the routing setup. Written by the loader beside the options file (site-options.ts, sideDataDir). */
export const GET: APIRoute = async () => {
  const body = await readFile(join(sideDataDir(process.env), 'playground.json'), 'utf8');
  return new Response(body, { headers: { 'content-type': 'application/json' } });
};
