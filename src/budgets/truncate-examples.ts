import { charsForTokens } from './tokens.js';

/**
 * The examples text as the runtime injects it: `text.slice(0, budget * 4)`.
 * 0 gives the empty string (the `<roleplay_examples>` block disappears); a negative budget cuts
 * `|budget| * 4` characters from the end, exactly like `String.prototype.slice` with a negative end.
 */
export function truncateExamples(text: string, budget: number): string {
  return text.slice(0, charsForTokens(budget));
}
