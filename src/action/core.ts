/**
 * The one call into the core, the same for the head checkout and the base tree, settled like the
 * CLI run in `working-directory`: the config file (the `config` input, else `rp-assets.config.yaml`
 * in the working directory), the roots (the input, else the config's, else `.`), the routing file
 * (input, else config), every path made a display path relative to the working directory; then
 * `validate`. Config problems are diagnostics of the run (an unreadable config is an error finding
 * with its file, so it is annotated instead of stopping the job).
 */
import type { FileSystem } from '../core/fs.js';
import { displayPath } from '../cli/cwd-fs.js';
import { findConfig, loadConfig } from '../config/index.js';
import type { Report } from '../validate/report.js';
import { validate } from '../validate/validate.js';
import type { ActionInputs } from './inputs.js';

export interface CoreRun {
  readonly report: Report;
  /** The config file, else the routing file (display paths): SARIF anchors file-less findings there. */
  readonly anchorFile: string | null;
}

/** `fs` reads relative paths against `workDir` (absolute, forward slashes). */
export async function runCore(inputs: ActionInputs, fs: FileSystem, workDir: string): Promise<CoreRun> {
  const display = (p: string): string => displayPath(p, workDir);
  const configPath = inputs.config !== null ? display(inputs.config) : await findConfig('.', fs);
  const loaded = configPath === null ? null : await loadConfig(configPath, fs);
  const configRoots = loaded?.config.roots.map(display) ?? [];
  const roots = inputs.roots.length > 0 ? inputs.roots.map(display) : configRoots.length > 0 ? configRoots : ['.'];
  const routing =
    inputs.routing !== null ? display(inputs.routing) : loaded?.config.routing ? display(loaded.config.routing) : null;
  const report = await validate(
    {
      roots,
      ...(routing !== null ? { routing } : {}),
      ...(loaded ? { config: loaded.config, extraDiagnostics: loaded.diagnostics } : {}),
    },
    fs,
  );
  return { report, anchorFile: configPath ?? routing };
}
