/**
 * Runs validate on a tree in a bounded child and checks what every hostile case must hold: it
 * finished (no crash, no hang, no heap blow-up), nothing outside the roots was read, the user's
 * tree is byte-for-byte unchanged, and every diagnostic's line exists in its file.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { ValidateResult } from './job.js';
import type { Limits } from './run-case.js';
import { describe as describeOutcome, runCase } from './run-case.js';
import { hashTree } from './tree-hash.js';

/** Lines of a file as the diagnostics count them (LF, CRLF and lone CR end a line). */
export function lineCount(path: string): number {
  const b = readFileSync(path);
  let n = 1;
  for (let i = 0; i < b.length; i++) {
    if (b[i] === 0x0a || (b[i] === 0x0d && b[i + 1] !== 0x0a)) n++;
  }
  return n;
}

function isRegularFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false; // missing, a broken link or a link loop
  }
}

export function validateSafely(
  dir: string,
  roots: readonly string[] = ['roleplay'],
  routing: string | null = null,
  limits: Limits = {},
): ValidateResult {
  const before = hashTree(dir);
  const outcome = runCase<ValidateResult>({ type: 'validate', cwd: dir, roots, routing }, limits);
  expect(outcome.result, describeOutcome(outcome)).not.toBeNull();
  const result = outcome.result as ValidateResult;
  expect(hashTree(dir), 'the tree was changed').toBe(before);
  expect(result.outsideReads, 'read outside the roots').toEqual([]);
  for (const d of result.diagnostics) {
    if (d.file === null) continue;
    if (!isRegularFile(join(dir, d.file))) {
      expect(d.line, `${d.code} at ${d.file} (not a regular file) has a line`).toBeNull();
      continue;
    }
    if (d.line === null) continue;
    expect(d.line, `${d.code} at ${d.file}:${d.line}`).toBeGreaterThanOrEqual(1);
    expect(d.line, `${d.code} at ${d.file}:${d.line}`).toBeLessThanOrEqual(lineCount(join(dir, d.file)));
  }
  return result;
}

/** The codes reported for one file (display path relative to the run's cwd). */
export function codesAt(result: ValidateResult, file: string): string[] {
  return result.diagnostics.filter((d) => d.file === file).map((d) => d.code);
}
