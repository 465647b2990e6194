import { EOL } from 'node:os';
import type { Annotation } from '../../../src/report/format/index.js';
import { annotate } from '../../../src/action/workflow-commands.js';
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

/** Runs `fn` with stdout captured (what `@actions/core` writes); returns what it printed. */
export function stdoutOf(fn: () => void): string {
  const out: string[] = [];
  const write = process.stdout.write;
  process.stdout.write = ((chunk: string | Uint8Array) => {
    out.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
    return true;
  }) as typeof process.stdout.write;
  try {
    fn();
  } finally {
    process.stdout.write = write;
  }
  return out.join('');
}

/** What `@actions/core` prints for these annotations, one command per line. */
export function printed(annotations: readonly Annotation[]): string[] {
  const out = stdoutOf(() => {
    for (const a of annotations) annotate(a);
  });
  return out.split(EOL).slice(0, -1);
}

/** `core.getInput` over a plain environment object (the runner's INPUT_<NAME> rule). */
export function envInputs(env: Readonly<Record<string, string | undefined>>): (name: string) => string {
  return (name) => (env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim();
}
