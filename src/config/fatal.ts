/** Which of a loaded config's diagnostics mean it cannot be used at all (every face refuses it). */
import { configUnreadable } from '../diagnostics/codes/config/unreadable.js';
import { configYamlSyntax } from '../diagnostics/codes/config/yaml-syntax.js';
import { configYamlTooLarge } from '../diagnostics/codes/config/yaml-too-large.js';
import type { Diagnostic } from '../diagnostics/define.js';

const FATAL = new Set([configUnreadable.code, configYamlSyntax.code, configYamlTooLarge.code]);

/** The config's diagnostics that mean it could not be used at all. */
export function fatalConfigDiagnostics(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  return diagnostics.filter((d) => FATAL.has(d.code));
}
