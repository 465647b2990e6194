/**
 * One project run over a file system: the config file (given, else `rp-assets.config.yaml` found
 * upwards from the working directory), the roots (given, else the config's, else `.`), the routing
 * file (given, else the config's), then `validate`. Config problems are findings of the run, so a
 * tree whose config is broken is still reported, not refused. Paths are display paths relative to
 * the file system's working directory. The Action runs it on the checkout and the base tree,
 * `rp-assets diff` on both sides of a change.
 */
import { findConfig, loadConfig } from '../config/index.js';
import { DEFAULT_CONFIG } from '../config/default-config.js';
import type { RpConfig } from '../config/types.js';
import type { FileSystem } from '../core/fs.js';
import type { Report } from '../report/report.js';
import { validate } from './validate.js';

export interface ProjectOptions {
  /** Config file; absent: found upwards from `.`. */
  readonly config?: string | null;
  /** Roots in override order; absent or empty: the config's, else `.`. */
  readonly roots?: readonly string[];
  /** Routing file; absent: the config's. */
  readonly routing?: string | null;
}

export interface ProjectRun {
  readonly report: Report;
  readonly config: RpConfig;
  /** The config file, else the routing file: where SARIF anchors file-less findings. */
  readonly anchorFile: string | null;
}

export async function validateProject(fs: FileSystem, options: ProjectOptions = {}): Promise<ProjectRun> {
  const configPath = options.config ?? (await findConfig('.', fs));
  const loaded = configPath === null ? null : await loadConfig(configPath, fs);
  const config = loaded?.config ?? DEFAULT_CONFIG;
  const given = options.roots ?? [];
  const roots = given.length > 0 ? given : config.roots.length > 0 ? config.roots : ['.'];
  const routing = options.routing ?? config.routing;
  const report = await validate(
    {
      roots,
      ...(routing !== null ? { routing } : {}),
      ...(loaded ? { config, extraDiagnostics: loaded.diagnostics } : {}),
    },
    fs,
  );
  return { report, config, anchorFile: configPath ?? routing };
}
