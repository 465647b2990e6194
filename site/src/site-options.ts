/**
 * What `rp-assets site` asks the loader to publish. The command writes these options as JSON to a
 * temporary file and names it in the RP_ASSETS_SITE_OPTIONS environment variable for the duration of
 * the build (docs/site.md). Without it (a bare `astro build` in site/) the loader publishes the
 * bundled example.
 */
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RpConfig } from '@core/config/types.js';
import type { Diagnostic, Locale } from '@core/diagnostics/define.js';

export interface SiteOptions {
  /** The base path (read by site/astro.config.mjs). */
  readonly base: string;
  /** Absolute working directory: every path below is a display path relative to it. */
  readonly cwd: string;
  /** Asset roots in override order. */
  readonly roots: readonly string[];
  readonly routing: string | null;
  /** The loaded project config, or null. */
  readonly config: RpConfig | null;
  /** Findings about the config file, reported with the rest. */
  readonly configDiagnostics: readonly Diagnostic[];
  readonly locale: Locale;
  /** Repository URL prefix for source links, e.g. `https://github.com/o/r/blob/<sha>`. */
  readonly repoUrl: string | null;
}

export const OPTIONS_ENV = 'RP_ASSETS_SITE_OPTIONS';

function bundledExample(): SiteOptions {
  return {
    base: '/',
    cwd: fileURLToPath(new URL('../../examples/', import.meta.url)),
    roots: ['global', 'project'],
    routing: 'routing.yaml',
    config: null,
    configDiagnostics: [],
    locale: 'zh-CN',
    repoUrl: null,
  };
}

export function readSiteOptions(env: { readonly [k: string]: string | undefined }): SiteOptions {
  const file = env[OPTIONS_ENV];
  if (!file) return bundledExample();
  return JSON.parse(readFileSync(file, 'utf8')) as SiteOptions;
}

/**
 * Where the loader writes the two large JSON files (search index, playground data) that bypass the
 * content store: Astro inlines the whole store into the server bundle as one string, so 10,000
 * entries' search text there would cost bundling time and memory (docs/site.md). The data endpoints
 * read them back from here. Beside the options file when `rp-assets site` runs the build.
 */
export function sideDataDir(env: { readonly [k: string]: string | undefined }): string {
  const file = env[OPTIONS_ENV];
  return file ? join(dirname(file), 'data') : join(tmpdir(), 'rp-assets-site-example-data');
}
