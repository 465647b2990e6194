/**
 * The first check of a workspace, reported with LSP work-done progress (`$/progress`) when the
 * client supports it: `begin`, then the validator's own phases through the core's `Progress`
 * (lsp-progress.ts: the assets read of how many, the routing check), the counts of findings, and
 * `end`. Later checks are quick and report nothing. The words follow the client's UI language
 * (`InitializeParams.locale`).
 */
import type { Connection } from 'vscode-languageserver';
import type { Locale } from '../common/locale.js';
import { NO_PROGRESS } from '../common/progress.js';
import { workDoneProgress } from './lsp-progress.js';
import type { ServerState } from './server.js';
import { lspWords } from './words.js';

export async function indexWithProgress(
  connection: Connection,
  state: ServerState,
  canProgress: boolean,
  locale: Locale,
): Promise<void> {
  const words = lspWords(locale);
  const reporter = canProgress ? await connection.window.createWorkDoneProgress().catch(() => null) : null;
  reporter?.begin(words.indexTitle, 0, words.loadingAssets, false);
  await state.checker.checkWith(reporter === null ? NO_PROGRESS : workDoneProgress(reporter, locale));
  const summary = state.checker.last()?.report.summary;
  if (reporter === null) return;
  reporter.report(100, summary === undefined ? '' : words.found(summary.errors, summary.warnings, summary.hints));
  reporter.done();
}
