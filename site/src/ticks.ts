/** Diagnostic text split at its backticks: the odd parts are code (`{ticks(t).map(…)}` in templates). */
export function ticks(text: string): string[] {
  return text.split('`');
}
