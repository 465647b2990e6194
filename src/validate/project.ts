/**
 * One project over a file system, settled the same way for every face (the CLI's commands, `rp-assets
 * site`, `routing migrate`, the Action, `rp-assets diff`): the config file (given, else
 * `rp-assets.config.yaml` found upwards from `searchFrom`), the roots (given, else the config's,
 * else `.`), the routing file (given, else the config's). Config problems are findings of the run,
 * so a tree whose config is broken is still reported, not refused; a face that refuses such a
 * config (the CLI: a usage error) decides so from `configDiagnostics`. Paths are display paths
 * relative to the file system's working directory.
 */
import { findConfig, loadConfig } from '../config/index.js';
import { DEFAULT_CONFIG } from '../config/default-config.js';
import type { RpConfig } from '../config/types.js';
import { displayPath } from '../common/cwd-fs.js';
import type { FileSystem } from '../common/fs.js';
import type { Progress } from '../common/progress.js';
import type { Diagnostic } from '../diagnostics/define.js';
import type { Report } from '../report/report.js';
import { validate } from './validate.js';

export interface ProjectOptions {
  /** Config file; absent or null: found upwards from `searchFrom`; `false`: none. */
  readonly config?: string | null | false;
  /** Roots in override order; absent or empty: the config's, else `.`. */
  readonly roots?: readonly string[];
  /** Routing file; absent: the config's. */
  readonly routing?: string | null;
  /** Where the config search starts (default `.`, the working directory; `routing migrate`: the file's folder). */
  readonly searchFrom?: string;
  /**
   * The working directory (absolute): the config's roots and routing file come back as display
   * paths relative to it, as the CLI shows them. Absent: as the config gives them.
   */
  readonly cwd?: string;
  /** Told how far the run is (`validate`'s phases). */
  readonly progress?: Progress;
}

export interface ResolvedProject {
  /** The config file given or found, else null. */
  readonly configFile: string | null;
  /** Its config (the defaults where it could not be read), or null without a config file. */
  readonly config: RpConfig | null;
  /** The config file's problems, reported with the run's findings. */
  readonly configDiagnostics: readonly Diagnostic[];
  /** Asset roots in override order, never empty. */
  readonly roots: readonly string[];
  readonly routing: string | null;
  /** The config file, else the routing file: where SARIF anchors file-less findings. */
  readonly anchorFile: string | null;
}

export async function resolveProject(fs: FileSystem, options: ProjectOptions = {}): Promise<ResolvedProject> {
  const configFile =
    options.config === false ? null : (options.config ?? (await findConfig(options.searchFrom ?? '.', fs)));
  const loaded = configFile === null ? null : await loadConfig(configFile, fs);
  const config = loaded?.config ?? null;
  const { cwd } = options;
  const shown = (p: string): string => (cwd === undefined ? p : displayPath(p, cwd));
  const given = options.roots ?? [];
  const configRoots = config?.roots.map(shown) ?? [];
  const roots = given.length > 0 ? given : configRoots.length > 0 ? configRoots : ['.'];
  const routing = options.routing ?? (config?.routing ? shown(config.routing) : null);
  return {
    configFile,
    config,
    configDiagnostics: loaded?.diagnostics ?? [],
    roots,
    routing,
    anchorFile: configFile ?? routing,
  };
}

export interface ProjectRun {
  readonly report: Report;
  readonly config: RpConfig;
  /** The config file, else the routing file: where SARIF anchors file-less findings. */
  readonly anchorFile: string | null;
}

/** `resolveProject`, then `validate` (the Action runs it on the checkout and the base tree, `rp-assets diff` on both sides of a change). */
export async function validateProject(fs: FileSystem, options: ProjectOptions = {}): Promise<ProjectRun> {
  const project = await resolveProject(fs, options);
  const config = project.config ?? DEFAULT_CONFIG;
  const report = await validate(
    {
      roots: project.roots,
      ...(project.routing !== null ? { routing: project.routing } : {}),
      ...(project.config !== null ? { config, extraDiagnostics: project.configDiagnostics } : {}),
      ...(options.progress !== undefined ? { progress: options.progress } : {}),
    },
    fs,
  );
  return { report, config, anchorFile: project.anchorFile };
}
