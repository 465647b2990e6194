/**
 * The project config for a CLI run: `--config FILE`, else `rp-assets.config.yaml` found upwards
 * from the working directory to the repository root (`findConfig`), else none. A config that cannot be read or parsed at all is a UsageError (exit 2,
 * DESIGN.md); its other problems (unknown or invalid fields) are diagnostics of the run.
 */
import { findConfig, loadConfig } from '../config/index.js';
import type { LoadedConfig } from '../config/index.js';
import type { FileSystem } from '../core/fs.js';
import type { Diagnostic } from '../diagnostics/define.js';
import { configUnreadable } from '../diagnostics/codes/config/unreadable.js';
import { configYamlSyntax } from '../diagnostics/codes/config/yaml-syntax.js';
import { configYamlTooLarge } from '../diagnostics/codes/config/yaml-too-large.js';
import { renderDiagnostic } from '../diagnostics/render.js';
import { UsageError } from './usage-error.js';

/** Codes that mean the config could not be used at all. */
const FATAL = new Set([configUnreadable.code, configYamlSyntax.code, configYamlTooLarge.code]);

/** The config's diagnostics that mean it could not be used at all (every command exits 2). */
export function fatalConfigDiagnostics(loaded: LoadedConfig): Diagnostic[] {
  return loaded.diagnostics.filter((d) => FATAL.has(d.code));
}

export async function loadProjectConfig(explicit: string | null, fs: FileSystem): Promise<LoadedConfig | null> {
  const path = explicit ?? (await findConfig('.', fs));
  if (path === null) return null;
  const loaded = await loadConfig(path, fs);
  const fatal = fatalConfigDiagnostics(loaded);
  if (fatal.length > 0) {
    const lines = fatal.map((d) => {
      const where =
        d.line === null ? (d.file ?? path) : `${d.file ?? path}:${d.line}${d.column === null ? '' : `:${d.column}`}`;
      return `${where}: ${d.code}: ${renderDiagnostic(d, 'en').message}`;
    });
    throw new UsageError(`cannot use config file \`${path}\`\n${lines.join('\n')}`);
  }
  return loaded;
}
