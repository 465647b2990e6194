import type { Diagnostic, MessageData, Severity } from '../../../src/diagnostics/define.js';
import type { Finding } from '../../../src/action/findings.js';
import { fingerprint } from '../../../src/diagnostics/fingerprint.js';

const CODE: Readonly<Record<Severity, string>> = {
  error: 'character.unresolved-world',
  warning: 'budget.unknown-key',
  hint: 'entry.disabled',
};

/** A diagnostic of a real registered code of the given severity. */
export function diag(over: Partial<Diagnostic> & { severity?: Severity } = {}): Diagnostic {
  const severity = over.severity ?? 'error';
  const data: MessageData =
    severity === 'warning'
      ? { key: 'maxTokenz', suggestion: 'maxTokens' }
      : severity === 'hint'
        ? { id: 'x' }
        : { ref: 'astara', suggestion: 'astra' };
  return {
    code: CODE[severity],
    severity,
    file: 'roleplay/characters/alice/CHARACTER.md',
    line: 3,
    column: 10,
    endLine: 3,
    endColumn: 16,
    data,
    related: [],
    ...over,
  };
}

export function finding(
  over: Partial<Diagnostic> & { severity?: Severity } = {},
  f: Partial<Omit<Finding, 'd'>> = {},
): Finding {
  const d = diag(over);
  return { d, fingerprint: fingerprint(d), isNew: null, inDiff: false, reported: true, ...f };
}
