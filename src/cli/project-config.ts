/**
 * The CLI's word on a project's config (found by `resolveProject`, src/validate/project.ts): a
 * config that cannot be read or parsed at all is a UsageError (exit 2, docs/cli.md); its other
 * problems (unknown or invalid fields) are diagnostics of the run.
 */
import type { Diagnostic, Locale } from '../diagnostics/define.js';
import { configUnreadable } from '../diagnostics/codes/config/unreadable.js';
import { fatalConfigDiagnostics } from '../config/fatal.js';
import { renderDiagnostic } from '../diagnostics/render.js';
import { UsageError } from './usage-error.js';
import type { ResolvedProject } from '../validate/project.js';
import { configUnusable } from './usage-messages.js';

export { fatalConfigDiagnostics };

/**
 * The usage error for a config that cannot be used. A file that cannot be read at all (missing, a
 * folder, not UTF-8) is one line, its diagnostic's message: `The config file \`x\` does not exist`.
 * Otherwise `cannot use config file \`PATH\``, then one line per problem
 * (`file:line:col: code: message`). Both languages.
 */
export function configUsageError(path: string, fatal: readonly Diagnostic[]): UsageError {
  const only = fatal.length === 1 ? fatal[0] : undefined;
  if (only !== undefined && only.code === configUnreadable.code) {
    return new UsageError({
      en: renderDiagnostic(only, 'en').message,
      'zh-CN': renderDiagnostic(only, 'zh-CN').message,
    });
  }
  const lines = (locale: Locale): string[] =>
    fatal.map((d) => {
      const where =
        d.line === null ? (d.file ?? path) : `${d.file ?? path}:${d.line}${d.column === null ? '' : `:${d.column}`}`;
      return `${where}: ${d.code}: ${renderDiagnostic(d, locale).message}`;
    });
  return new UsageError(configUnusable(path), { en: lines('en'), 'zh-CN': lines('zh-CN') });
}

/** Throws the usage error for the project's config file when it cannot be used at all. */
export function refuseUnusableConfig(project: ResolvedProject): void {
  const fatal = fatalConfigDiagnostics(project.configDiagnostics);
  if (project.configFile !== null && fatal.length > 0) throw configUsageError(project.configFile, fatal);
}
