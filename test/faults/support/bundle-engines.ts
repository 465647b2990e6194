/**
 * src/routing/index.ts bundled to one ES module under node_modules/.cache (its packages left to
 * Node's resolution), so a worker thread can run the routing engines from TypeScript sources.
 */
import { build } from 'esbuild';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const REPO = join(import.meta.dirname, '../../..');

export async function bundledRoutingEngines(): Promise<string> {
  const outfile = join(REPO, 'node_modules/.cache/rp-assets/fault-routing-engines.mjs');
  await build({
    entryPoints: [join(REPO, 'src/routing/index.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    logLevel: 'warning',
    outfile,
  });
  return pathToFileURL(outfile).href;
}
