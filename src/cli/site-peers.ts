/**
 * The packages only `rp-assets site` needs, loaded when it runs: `astro` (the build) and `sharp`
 * (its image service, native code). They are optional peer dependencies (package.json
 * `peerDependencies`, as Astro integrations declare astro), so installing rp-assets to validate,
 * diff, import or run the language server does not pull in a web framework (README, "Install").
 * Missing ones are one usage error naming the install command with the versions package.json asks.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { build as astroBuild } from 'astro';
import { UsageError } from './usage-error.js';
import { sitePeersMissing } from './usage-messages.js';

export interface SitePeers {
  readonly build: typeof astroBuild;
  /** sharp's entry module as a file URL, resolved from here (docs/site.md, "Where to run it"). */
  readonly sharpUrl: string;
}

const require = createRequire(import.meta.url);

/** The peer packages and the ranges package.json asks for them (from build/cli/ and src/cli/ alike). */
function peerRanges(): Record<string, string> {
  const text = readFileSync(new URL('../../package.json', import.meta.url), 'utf8');
  const pkg = JSON.parse(text) as { peerDependencies?: Record<string, string> };
  return pkg.peerDependencies ?? {};
}

function resolves(name: string): string | null {
  try {
    return require.resolve(name);
  } catch {
    return null;
  }
}

export async function loadSitePeers(): Promise<SitePeers> {
  const ranges = peerRanges();
  const names = Object.keys(ranges).sort();
  const missing = names.filter((n) => resolves(n) === null);
  if (missing.length > 0) {
    const install = `npm install ${missing.map((n) => `${n}@${ranges[n]}`).join(' ')}`;
    throw new UsageError(sitePeersMissing(missing, install));
  }
  const { build } = await import('astro');
  return { build, sharpUrl: pathToFileURL(resolves('sharp')!).href };
}
