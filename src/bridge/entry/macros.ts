/**
 * SillyTavern macros (`{{char}}`, `{{user}}`, `{{random::a::b}}`…) in imported text. SillyTavern
 * replaces them in keys before matching and in content at prompt time; here they stay as written
 * (docs/format.md "Macros"): the ledger names each, `validate` reports a key holding one
 * (`entry.key-has-macro`), and the catalog shows them as macros.
 */
const MACRO = /\{\{[^{}\n]{1,64}\}\}/g;

/** The distinct macros in `text`, in order of first use. */
export function macrosIn(text: string): string[] {
  return [...new Set(text.match(MACRO) ?? [])];
}
