/**
 * What `rp-assets site` asks the loader to publish. The command writes these options as JSON to a
 * temporary file and names it in the RP_ASSETS_SITE_OPTIONS environment variable for the duration of
 * the build (docs/site.md). Without it (a bare `astro build` in site/) the loader publishes the
 * bundled example.
 */
import { readFileSync } from 'node:fs';
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
