/**
 * The one call into the core, the same for the head checkout and the base tree: the config file
 * (the `config` input, else auto-discovered in the working directory of that tree), the roots (the
 * input, else the config's, else `.`), the routing file (input, else config), then `validate`.
 */
import type { FileSystem } from '../core/fs.js';
import { findConfig, loadConfig } from '../config/index.js';
import type { Report } from '../validate/report.js';
import { validate } from '../validate/validate.js';
import type { ActionInputs } from './inputs.js';

export async function runCore(inputs: ActionInputs, fs: FileSystem): Promise<Report> {
  const configPath = inputs.config ?? (await findConfig('.', fs));
  const loaded = configPath === null ? null : await loadConfig(configPath, fs);
  const roots = inputs.roots.length > 0 ? inputs.roots : (loaded?.config.roots ?? ['.']);
  const routing = inputs.routing ?? loaded?.config.routing ?? undefined;
  return validate(
    {
      roots,
      ...(routing ? { routing } : {}),
      ...(loaded ? { config: loaded.config, extraDiagnostics: loaded.diagnostics } : {}),
    },
    fs,
  );
}
