/**
 * The annotations for the selected findings (severity error → `error`, warning → `warning`, hint →
 * `notice`; repo-relative file, line, columns only on single-line spans, title `code: short title`,
 * message with consequence and fix — the github formatter's `annotationOf`), then the overflow
 * notice that says what was left out.
 */
import type { Locale } from '../diagnostics/define.js';
import { annotationOf } from '../report/format/index.js';
import type { Annotation } from '../report/format/index.js';
import type { Finding } from './findings.js';
import { messagesFor } from './messages.js';
import type { Selection } from './rank.js';
import { runAnnotation } from './workflow-commands.js';

export function countBySeverity(list: readonly Finding[]): { error: number; warning: number; hint: number } {
  const c = { error: 0, warning: 0, hint: 0 };
  for (const f of list) c[f.d.severity]++;
  return c;
}

export function annotationsFor(selection: Selection, locale: Locale): Annotation[] {
  const list = selection.annotated.map((f) => annotationOf(f.d, locale));
  if (selection.overflowNotice && selection.omitted.length > 0) {
    const m = messagesFor(locale);
    const c = countBySeverity(selection.omitted);
    list.push(
      runAnnotation('notice', m.overflowTitle, m.overflow(selection.omitted.length, c.error, c.warning, c.hint)),
    );
  }
  return list;
}
