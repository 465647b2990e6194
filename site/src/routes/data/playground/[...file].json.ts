import type { APIRoute, GetStaticPaths } from 'astro';
import { playgroundFiles, type PlaygroundFile } from '@rp-assets/core/catalog/playground.js';
import { playgroundData } from '../../../data.js';

/**
 * The playground's data as small files under data/playground/ (index.json, one file per character,
 * one per world, routing.json), fetched by the page as a character is chosen (docs/site.md).
 */
export const getStaticPaths = (async () =>
  [...playgroundFiles(await playgroundData())].map(([file, content]) => ({
    // the pattern ends in `.json` (src/astro/routes.ts): with a file extension in it, Astro serves
    // the file under `astro dev` too, where `trailingSlash: 'always'` refuses a path without one
    params: { file: file.replace(/\.json$/, '') },
    props: { content },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) =>
  new Response(JSON.stringify((props as { content: PlaygroundFile }).content), {
    headers: { 'content-type': 'application/json' },
  });
