/**
 * The first check of a workspace, reported with LSP work-done progress (`$/progress`) when the
 * client supports it: begin (loading the assets), a report once they are loaded (their counts; the
 * cross-file checks run then), end with the counts of findings. These are the validator's own
 * phases (`startValidation`: the assets, then the report). Later checks are quick and report
 * nothing. The words follow the client's UI language (`InitializeParams.locale`).
 */
import type { Connection } from 'vscode-languageserver';
import type { Locale } from '../core/locale.js';
import type { ServerState } from './server.js';
import { lspWords } from './words.js';

export async function indexWithProgress(
  connection: Connection,
  state: ServerState,
  canProgress: boolean,
  locale: Locale,
): Promise<void> {
  const words = lspWords(locale);
  const progress = canProgress ? await connection.window.createWorkDoneProgress().catch(() => null) : null;
  progress?.begin(words.indexTitle, 0, words.loadingAssets, false);
  await state.checker.checkWith((graph) => {
    progress?.report(50, words.checking(graph.characters.length, graph.worlds.length, graph.entries.length));
  });
  const summary = state.checker.last()?.report.summary;
  progress?.report(100, summary === undefined ? '' : words.found(summary.errors, summary.warnings, summary.hints));
  progress?.done();
}
