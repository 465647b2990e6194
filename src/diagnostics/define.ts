/**
 * The shape of a diagnostic code definition and of a reported diagnostic.
 *
 * Every code is declared once, with `defineCode`, in `src/diagnostics/codes/<area>/<slug>.ts`,
 * and listed in that area's `index.ts`. Checks import the definition object (never a string id),
 * so a misspelt code is a type error. Messages are rendered per locale at output time
 * (`render.ts`), so a Diagnostic is plain serialisable data (it crosses worker threads and JSON).
 */

export type Severity = 'error' | 'warning' | 'hint';
export const SEVERITIES: readonly Severity[] = ['error', 'warning', 'hint'];

import type { Locale, Localized } from '../common/locale.js';

export type { Locale, Localized };
export { LOCALES } from '../common/locale.js';

/** Data a message template may read. Values are pre-formatted where the problem is found. */
export type MessageValue = string | number | boolean | null | readonly string[];
export type MessageData = { readonly [key: string]: MessageValue };

export type Template<D> = string | ((data: D) => string);

export interface CodeDefinition<D extends MessageData = MessageData> {
  /** Permanent id, `area.problem` in kebab-case. Never renamed or reused. */
  readonly code: string;
  readonly severity: Severity;
  /** The spec sentence this code enforces, e.g. `asset-format-v1.md#budgets`, or `decision:docs/x.md` where the spec is silent. */
  readonly spec: string;
  readonly since: string;
  /** A glance: a few words. */
  readonly title: Localized;
  /** What is wrong: found vs expected, backticked code, no position, no "Error:". */
  readonly message: Localized<Template<D>>;
  /** What it causes at run time. */
  readonly consequence: Localized<Template<D>>;
  /** What to do. */
  readonly fix: Localized<Template<D>>;
  /** `suggestion`: the diagnostic may carry a mechanical replacement, offered, never auto-applied. */
  readonly fixable: 'none' | 'suggestion';
  /** Longer explanation for the docs page (Markdown). */
  readonly why: Localized;
  /**
   * The short pair the docs page shows: an excerpt that triggers the code and one that does not,
   * from the file whose path ends with `file`. Both are quotes of the code's fixtures, never free
   * text: `bad` must appear verbatim in that file of a `not-ok-*` fixture
   * (test/fixtures/<area>/<slug>/), covering a line where the code is reported, and `good` in that
   * file of an `ok-*` fixture; test/codes.test.ts fails otherwise. So write or adjust the fixture
   * first (its expected.txt is the tool's real output, `UPDATE_GOLDEN=1`), then quote it here; the
   * page shows that fixture pair and its findings below the pair. Optional: without it the page
   * shows the fixtures only.
   */
  readonly example?: { readonly bad: string; readonly good: string; readonly file: string };
  readonly deprecated?: { readonly since: string; readonly replacedBy?: string };
}

export function defineCode<D extends MessageData = MessageData>(def: CodeDefinition<D>): CodeDefinition<D> {
  return Object.freeze(def);
}

/** A place in a file: 1-based line and column in the ORIGINAL file (BOM and CRLF included). */
export interface Place {
  readonly file: string | null;
  readonly line: number | null;
  readonly column: number | null;
  readonly endLine?: number | null;
  readonly endColumn?: number | null;
  /** Set when `file` names a folder, not a file (see `FolderSubject`). */
  readonly folder?: FolderSubject;
}

/**
 * A diagnostic about a folder (`characters/bob` without its `CHARACTER.md`, a folder that cannot
 * be listed). Tools that can only point at files (SARIF for code scanning) use `anchor`, a file
 * inside the folder that stands for it, or null when the folder holds none that can be read.
 */
export interface FolderSubject {
  readonly anchor: string | null;
}

export interface RelatedPlace {
  readonly file: string;
  readonly line: number | null;
  readonly column?: number | null;
  readonly message: Localized;
}

/** One reported problem: plain data. */
export interface Diagnostic {
  readonly code: string;
  readonly severity: Severity;
  readonly file: string | null;
  readonly line: number | null;
  readonly column: number | null;
  readonly endLine: number | null;
  readonly endColumn: number | null;
  readonly data: MessageData;
  readonly related: readonly RelatedPlace[];
  /** Present when `file` names a folder (SARIF anchors the result at a file inside it). */
  readonly folder?: FolderSubject;
  /** Replacement text for the span, when the fix is mechanical. */
  readonly suggestion?: string;
  /**
   * A key that identifies this problem independently of line numbers (for baseline comparison),
   * e.g. the world ref, the duplicate id. Defaults to the rendered English message.
   */
  readonly key?: string;
  /**
   * The problem this one follows from (a missing root, a world reference that resolves to
   * nothing): fix that first. Set by `validate` (src/validate/causes.ts); the renderers name the
   * cause after the message and give `cause.fix` instead of the code's generic fix.
   */
  readonly cause?: DiagnosticCause;
}

/** Where and what the cause of a diagnostic is (issue 31, "cause first"). */
export interface DiagnosticCause {
  readonly code: string;
  readonly file: string | null;
  readonly line: number | null;
  readonly column: number | null;
  /** The cause in a few words: "`worlds: [astra]` of `alice` resolves to nothing". */
  readonly because: Localized;
  /** The fix that applies to the diagnostic that follows from it. */
  readonly fix: Localized;
}
