/**
 * The catalog of a user's Astro project: the integration's options settled against the project's
 * config file (`rp-assets.config.yaml`, found upwards from `cwd` as the CLI finds it), by `resolveProject` (the
 * same as the CLI's, the Action's and `routing migrate`'s), then one `collectCatalog` run over the core, as `rp-assets site` runs it.
 */
import { collectCatalog, type CollectedCatalog } from '../catalog/collect.js';
import { resolveProject } from '../validate/project.js';
import { fatalConfigDiagnostics } from '../config/fatal.js';
import { cwdFileSystem, displayPath } from '../common/cwd-fs.js';
import type { Locale } from '../diagnostics/define.js';
import { runLocale } from '../common/locale.js';
import { renderDiagnostic } from '../diagnostics/render.js';
import { nodeFileSystem } from '../node/node-fs.js';

/** What the integration publishes; every path is relative to `cwd`. */
export interface ProjectOptions {
  /** The folder the other paths are relative to: absolute, or relative to the Astro project's root (default: that root). */
  readonly cwd?: string;
  /** Asset roots in override order (default: the config's roots, else `.`). */
  readonly roots?: readonly string[];
  /** The routing rules file (default: the config's routing, else none). */
  readonly routing?: string | null;
  /** The config file (default: `rp-assets.config.yaml` found upwards from `cwd`); `false` for none. */
  readonly config?: string | false;
  /** Interface and diagnostic language (default: the config's locale, else zh-CN). */
  readonly locale?: Locale;
  /** Prefix for source links, e.g. `https://github.com/o/r/blob/main` (http or https only). */
  readonly repoUrl?: string | null;
}

/** The catalog of the project at `cwd` as `options` describe it; a config that cannot be used is an error. */
export async function collectProject(options: ProjectOptions, cwd: string): Promise<CollectedCatalog> {
  const fs = cwdFileSystem(nodeFileSystem(), cwd);
  const project = await resolveProject(fs, {
    cwd,
    ...(options.config === undefined
      ? {}
      : { config: options.config === false ? false : displayPath(options.config, cwd) }),
    ...(options.roots === undefined ? {} : { roots: options.roots.map((r) => displayPath(r, cwd)) }),
    ...(options.routing === undefined
      ? {}
      : { routing: options.routing === null ? null : displayPath(options.routing, cwd) }),
  });
  const fatal = fatalConfigDiagnostics(project.configDiagnostics);
  if (fatal.length > 0) {
    const lines = fatal.map((d) => `${d.file ?? project.configFile}: ${d.code}: ${renderDiagnostic(d, 'en').message}`);
    throw new Error(`rp-assets/astro: cannot use config file \`${project.configFile}\`\n${lines.join('\n')}`);
  }
  const repoUrl = options.repoUrl ?? null;
  if (repoUrl !== null && !/^https?:\/\//.test(repoUrl)) {
    throw new Error(`rp-assets/astro: repoUrl must be an http(s) URL, not \`${repoUrl}\``);
  }
  return collectCatalog(
    {
      roots: project.roots,
      routing: project.routing,
      config: project.config,
      configDiagnostics: project.configDiagnostics,
      locale: runLocale(options.locale, project.config?.locale, process.env),
      repoUrl,
    },
    fs,
  );
}
