/** Packing a text into a token budget by cutting its end: the world core and the examples. */
import { charsForTokens, estimateTokens } from '../budgets/tokens.js';
import type { PackedText } from './types.js';

/** Describe `kept`, a prefix of `text`, as a PackedText. */
export function describePrefix(file: string | null, text: string, kept: string): PackedText {
  return {
    file,
    tokens: estimateTokens(text),
    chars: text.length,
    keptChars: kept.length,
    cutChars: text.length - kept.length,
    keptTokens: estimateTokens(kept),
    text: kept,
  };
}

/**
 * Keep the start of `text` within `budget` tokens: `slice(0, budget * 4)`, with a budget at or below 0
 * keeping nothing (the spec's `Math.max(0, …)` for worldCore; examples use truncateExamples instead).
 */
export function packPrefix(file: string | null, text: string, budget: number): PackedText {
  const room = Math.max(0, budget);
  return describePrefix(file, text, text.slice(0, charsForTokens(room)));
}
