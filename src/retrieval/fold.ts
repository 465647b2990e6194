/**
 * The one text normalisation retrieval matches under (docs/retrieval.md, "Normalisation"):
 * Unicode NFKC (full-width Latin and digits, half-width katakana, compatibility ideographs fold to
 * their canonical forms) followed by locale-independent lower-casing. Both keys and message text go
 * through it, so `ＡＢＣ`, `Abc` and `abc` match each other.
 */
export function foldForMatch(text: string): string {
  // toLowerCase (not toLocaleLowerCase) is the Unicode default case mapping: the same on every host.
  // NFKC runs again after lower-casing because lower-casing can produce decomposable sequences.
  return text.normalize('NFKC').toLowerCase().normalize('NFKC');
}
