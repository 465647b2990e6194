/** ANSI styling for the text format; identity functions when colour is off. */
import type { Severity } from '../../diagnostics/define.js';

export interface Paint {
  readonly severity: (s: Severity, text: string) => string;
  readonly dim: (text: string) => string;
  readonly bold: (text: string) => string;
  readonly code: (text: string) => string;
}

const wrap = (open: number, close: number) => (text: string) => `\u001b[${open}m${text}\u001b[${close}m`;
const SEVERITY_COLOR: Readonly<Record<Severity, (t: string) => string>> = {
  error: wrap(31, 39),
  warning: wrap(33, 39),
  hint: wrap(34, 39),
};
const identity = (text: string): string => text;

/** Backticked spans are highlighted, the rest left alone. */
function highlightCode(text: string): string {
  return text.replace(/`[^`\n]+`/g, (m) => wrap(36, 39)(m));
}

export function paint(color: boolean): Paint {
  if (!color) return { severity: (_s, t) => t, dim: identity, bold: identity, code: identity };
  return {
    severity: (s, t) => SEVERITY_COLOR[s](t),
    dim: wrap(2, 22),
    bold: wrap(1, 22),
    code: highlightCode,
  };
}
