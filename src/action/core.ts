/**
 * The one call into the core, the same for the head checkout and the base tree, settled like the
 * CLI run in `working-directory` (`validateProject`): the config file (the `config` input, else
 * `rp-assets.config.yaml` found upwards), the roots (the input, else the config's, else `.`), the
 * routing file (input, else config), every path made a display path relative to the working
 * directory. Config problems are diagnostics of the run (an unreadable config is an error finding
 * with its file, so it is annotated instead of stopping the job).
 */
import type { FileSystem } from '../common/fs.js';
import type { Progress } from '../common/progress.js';
import { displayPath } from '../common/cwd-fs.js';
import { validateProject } from '../validate/project.js';
import type { ProjectRun } from '../validate/project.js';
import type { ActionInputs } from './inputs.js';

/** `fs` reads relative paths against `workDir` (absolute, forward slashes). */
export function runCore(
  inputs: ActionInputs,
  fs: FileSystem,
  workDir: string,
  progress?: Progress,
): Promise<ProjectRun> {
  const display = (p: string): string => displayPath(p, workDir);
  return validateProject(fs, {
    ...(inputs.config !== null ? { config: display(inputs.config) } : {}),
    roots: inputs.roots.map(display),
    ...(inputs.routing !== null ? { routing: display(inputs.routing) } : {}),
    ...(progress !== undefined ? { progress } : {}),
  });
}
