/**
 * The character's examples under `budgets.examples`, with the spec's `slice(0, n * 4)` rule:
 * 0 removes them, a positive budget keeps the start, a negative one cuts `|n| * 4` characters from
 * the end and still injects the rest.
 */
import type { Character } from '../assets/model.js';
import { truncateExamples } from '../budgets/truncate-examples.js';
import { describePrefix } from './pack-text.js';
import type { RetrievalResult } from './types.js';

export function packExamples(character: Character): RetrievalResult['examples'] {
  const ref = character.examples;
  if (!ref || ref.text === null) return null;
  const budget = character.budgets.values.examples;
  const kept = truncateExamples(ref.text, budget);
  return { budget, ...describePrefix(ref.file, ref.text, kept) };
}
