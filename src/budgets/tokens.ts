/**
 * The one token estimate of the format: 4 characters ≈ 1 token (docs/budgets.md).
 *
 * Decision (docs/budgets.md): characters are UTF-16 code units, the same unit as the
 * `slice(0, n * 4)` that truncates examples, and the estimate rounds up, so a body of exactly
 * `budget * 4` characters fits a budget and one more character does not. This underestimates CJK
 * text (one Han character is often one or more real tokens); the validator says so where it matters.
 */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

/** How many characters a token budget admits (the inverse used for truncation). */
export function charsForTokens(tokens: number): number {
  return tokens * 4;
}
