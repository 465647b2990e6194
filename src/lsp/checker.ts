/**
 * The re-check loop: one check at a time; edits that arrive during a check are taken by one more
 * check right after it (never a queue of stale ones). After each check the diagnostics are sent for
 * every file whose list changed (an empty list clears a file) and for every document edited since
 * the last check, so an edit always gets an answer. A check that fails is an internal error: it is
 * logged and shown once, and the server keeps serving.
 */
import type { Connection } from 'vscode-languageserver';
import { MessageType, ShowMessageNotification } from 'vscode-languageserver';
import type { Diagnostic as LspDiagnostic } from 'vscode-languageserver';
import { rememberedConversion } from './to-lsp.js';
import type { Progress } from '../common/progress.js';
import type { Checked, Workspace } from './workspace.js';

export interface Checker {
  /** Re-check soon; `uri`: a document the user edited (always answered). */
  schedule(uri?: string): void;
  /** Check now (or right after the check under way), telling `progress` how far it is (the first indexing). */
  checkWith(progress: Progress): Promise<void>;
  /** The last completed check, or null before the first. */
  readonly last: () => Checked | null;
  /** Settles when no check is running or pending (tests, the first indexing's progress). */
  idle(): Promise<void>;
}

export interface CheckerOptions {
  /** Called after each check with what it found (diagnostics already sent). */
  readonly onChecked?: (checked: Checked) => void;
}

function sameItems<T>(a: readonly T[] | undefined, b: readonly T[]): boolean {
  return a !== undefined && a.length === b.length && a.every((x, i) => x === b[i]);
}

export function createChecker(connection: Connection, workspace: Workspace, options: CheckerOptions = {}): Checker {
  let last: Checked | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let touched = new Set<string>();
  // what each file was last sent: the same objects mean the same list (rememberedConversion)
  let sent = new Map<string, readonly LspDiagnostic[]>();
  let unplacedShown = '';
  let hook: Progress | undefined;
  const convert = rememberedConversion();

  const publish = (checked: Checked, edited: ReadonlySet<string>): void => {
    const { byUri, unplaced } = convert(checked);
    const next = new Map<string, readonly LspDiagnostic[]>();
    for (const [uri, list] of byUri) {
      if (!edited.has(uri) && sameItems(sent.get(uri), list)) {
        next.set(uri, list);
        continue;
      }
      void connection.sendDiagnostics({ uri, diagnostics: [...list] });
      next.set(uri, list);
    }
    // a file that had findings or was edited, and has none now, is sent an empty list
    for (const uri of sent.keys()) if (!byUri.has(uri)) void connection.sendDiagnostics({ uri, diagnostics: [] });
    for (const uri of edited)
      if (!byUri.has(uri) && !sent.has(uri)) void connection.sendDiagnostics({ uri, diagnostics: [] });
    sent = next;
    const text = unplaced.join('\n\n');
    if (text !== unplacedShown && text !== '')
      void connection.sendNotification(ShowMessageNotification.type, {
        type: MessageType.Warning,
        message: `rp-assets: ${text}`,
      });
    unplacedShown = text;
  };

  const loop = async (): Promise<void> => {
    do {
      again = false;
      // edits made during this check are answered by the next one
      const edited = touched;
      touched = new Set();
      try {
        const progress = hook;
        hook = undefined;
        const checked = await workspace.check(progress);
        publish(checked, edited);
        last = checked;
        options.onChecked?.(checked);
      } catch (e) {
        const detail = e instanceof Error ? (e.stack ?? e.message) : String(e);
        connection.console.error(`rp-assets: internal error while checking, please report it\n${detail}`);
      }
    } while (again);
    running = null;
  };

  const schedule = (uri?: string): void => {
    if (uri !== undefined) touched.add(uri);
    if (running !== null) {
      again = true;
      return;
    }
    running = loop();
  };
  const idle = async (): Promise<void> => {
    while (running !== null) await running;
  };
  return {
    schedule,
    async checkWith(progress) {
      hook = progress;
      schedule();
      await idle();
    },
    last: () => last,
    idle,
  };
}
