/**
 * The one text normalisation retrieval matches under (docs/retrieval.md, "Normalisation"):
 * Unicode NFKC (full-width Latin and digits, half-width katakana, compatibility ideographs fold to
 * their canonical forms) followed by locale-independent lower-casing. Both keys and message text go
 * through it, so `ＡＢＣ`, `Abc` and `abc` match each other.
 */

/**
 * Text the fold leaves as it is: printable ASCII other than capitals, and CJK unified ideographs
 * (U+4E00–U+9FFF, which have no decomposition). Most keys are such text; returning it untouched
 * skips two NFKC passes per key, about a fifth of the key-hygiene checks' time on the benchmark corpus.
 */
const ALREADY_FOLDED = /^[\x20-\x40\x5b-\x7e\u4e00-\u9fff]*$/;

export function foldForMatch(text: string): string {
  if (ALREADY_FOLDED.test(text)) return text;
  // toLowerCase (not toLocaleLowerCase) is the Unicode default case mapping: the same on every host.
  // NFKC runs again after lower-casing because lower-casing can produce decomposable sequences.
  return text.normalize('NFKC').toLowerCase().normalize('NFKC');
}
