/**
 * The one golden-file harness. A test renders what the code under test produced as text and hands
 * it to `expectGolden` with the path of the golden file beside its fixture; the two must be equal.
 *
 * The one update switch: `UPDATE_GOLDEN=1 npx vitest run <test file>` writes the rendered text to
 * the golden files instead of comparing (then review the diff with `git diff` before committing).
 * A golden file that is missing fails the test unless the switch is on: no test passes on an
 * absent expectation.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { expect } from 'vitest';

/** The environment variable that turns comparing into writing. */
export const UPDATE_GOLDEN_SWITCH = 'UPDATE_GOLDEN';

export function updatingGolden(): boolean {
  return process.env[UPDATE_GOLDEN_SWITCH] === '1';
}

/** Compares `actual` with the golden file `path` (or writes it under `UPDATE_GOLDEN=1`). */
export function expectGolden(actual: string, path: string): void {
  if (updatingGolden()) writeFileSync(path, actual);
  expect(existsSync(path), `golden file ${path} is missing; run with ${UPDATE_GOLDEN_SWITCH}=1 to write it`).toBe(true);
  expect(actual).toBe(readFileSync(path, 'utf8'));
}
