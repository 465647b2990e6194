import type { APIRoute } from 'astro';
import { encodeFileIndex } from '@rp-assets/core/catalog/diagnostic-files.js';
import { catalog } from '../../data.js';

/** The file index of /diagnostics/ for its file filter (src/catalog/diagnostic-files.ts). */
export const GET: APIRoute = async () =>
  new Response(JSON.stringify(encodeFileIndex((await catalog()).diagnostics)), {
    headers: { 'content-type': 'application/json' },
  });
