import type { APIRoute, GetStaticPaths } from 'astro';
import { buildSearchIndex } from '@rp-assets/core/catalog/search-index/build.js';
import { searchIndex } from '../../../data.js';

/**
 * The sharded search index (src/catalog/search-index/): a manifest, shards of posting lists and
 * chunks of documents, each its own small file under data/search/, fetched by the search page
 * only as a query needs them.
 */
export const getStaticPaths = (async () => {
  const { files } = buildSearchIndex(await searchIndex());
  return [...files].map(([file, body]) => ({ params: { file }, props: { body } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) =>
  new Response((props as { body: string }).body, { headers: { 'content-type': 'application/json' } });
