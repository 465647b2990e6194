/**
 * The virtual modules the integration serves (src/astro/index.ts): `virtual:rp-assets/options`
 * (serialised options), `virtual:rp-assets/catalog` (by reference, handover.ts),
 * `virtual:rp-assets/validators` (the playground's routing validators compiled ahead of time) and
 * `virtual:rp-assets/avatars`, and where the site's modules find the core.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CollectedCatalog } from '../catalog/collect.js';
import { precompileRoutingValidators } from '../routing/router/precompile.js';
import { avatarsModule } from './avatars.js';

export const OPTIONS_ID = 'virtual:rp-assets/options';
export const CATALOG_ID = 'virtual:rp-assets/catalog';
export const VALIDATORS_ID = 'virtual:rp-assets/validators';
export const AVATARS_ID = 'virtual:rp-assets/avatars';

/** The ajv runtime helpers the standalone validators import, by absolute path (a user's project may not see ajv). */
const require = createRequire(import.meta.url);
const runtimeHelper = (helper: string): string => require.resolve(`ajv/dist/runtime/${helper}`);
/**
 * `astro dev` serves modules to the browser as they are, and the helpers are CommonJS (`exports is
 * not defined`): there the module imports them by package name, and Vite pre-bundles them into ES
 * modules (`optimizeDeps.include`), as it does a project's own CommonJS dependencies.
 */
export const DEV_HELPERS = ['equal', 'ucs2length', 'uri', 'validation_error'].map((h) => `ajv/dist/runtime/${h}`);

/**
 * The core as the site's modules import it (`@rp-assets/core/…`, a name no project of a user has):
 * src/ in a checkout, build/ when installed.
 */
export const CORE = fileURLToPath(new URL('../', import.meta.url));
/** A core module by absolute path: the TypeScript source in a checkout, build/'s JavaScript when installed. */
const coreModule = (name: string): string =>
  existsSync(join(CORE, `${name}.ts`)) ? join(CORE, `${name}.ts`) : join(CORE, `${name}.js`);
/** `/sub` and `/sub/` alike as `/sub/`. */
export const withSlash = (base: string): string => (base.endsWith('/') ? base : `${base}/`);

/** The playground's validators: the routing schemas of the project's config, compiled now (none without routing). */
async function validatorsModule(collected: Promise<CollectedCatalog>, dev: boolean): Promise<string> {
  const routing = (await collected).playground.routing;
  if (routing === null) return 'export const validators = {};\n';
  return precompileRoutingValidators(routing.config, {
    runtime: dev ? (h) => `ajv/dist/runtime/${h}` : runtimeHelper,
    schemaRegExp: coreModule('common/regex/schema-regexp'),
  });
}

/**
 * The options module holds only what the pages read, serialised (it is small, and the client
 * scripts import it too); the catalog is not in it. The base is read here because Vite's SSR
 * environment reports import.meta.env.BASE_URL as `/` for an inline base. `site` (the published
 * address, or null) gives the pages canonical and Open Graph URLs.
 */
export function optionsModule(config: { readonly base: string; readonly site?: string | undefined }): string {
  return `export const base = ${JSON.stringify(withSlash(config.base))};\nexport const site = ${JSON.stringify(config.site ?? null)};`;
}

export interface VirtualModules {
  /** The modules whose text is known at setup, by id. */
  readonly fixed: Readonly<Record<string, string>>;
  readonly collected: Promise<CollectedCatalog>;
  readonly dev: boolean;
  /** The project folder (the avatars are read from its assets). */
  readonly cwd: string;
}

/** The Vite plugin serving the virtual modules: the fixed ones, the validators and the avatars. */
export function virtualModulesPlugin({ fixed, collected, dev, cwd }: VirtualModules) {
  const load = (id: string): string | Promise<string> | undefined => {
    if (id === `\0${VALIDATORS_ID}`) return validatorsModule(collected, dev);
    if (id === `\0${AVATARS_ID}`) return avatarsModule(collected, cwd);
    return id.startsWith('\0') ? fixed[id.slice(1)] : undefined;
  };
  return {
    name: 'rp-assets:virtual-modules',
    resolveId: (id: string) => (id in fixed || id === VALIDATORS_ID || id === AVATARS_ID ? `\0${id}` : undefined),
    load,
  };
}
