import { describe, expect, it } from 'vitest';
import { classify } from '../../../src/action/findings.js';
import { fileDiff } from '../../../src/action/diff.js';
import type { PullDiff } from '../../../src/action/diff.js';
import { baselineFingerprints } from '../../../src/action/baseline.js';
import { pathMap } from '../../../src/action/paths.js';
import type { FilterMode } from '../../../src/action/inputs.js';
import { diag } from './helpers.js';

const map = pathMap('/ws', 'assets');
const A = 'assets/a.md';
const diff: PullDiff = {
  source: 'api',
  truncated: false,
  files: new Map([
    [A, fileDiff(A, null, 'modified', '@@ -1,3 +1,3 @@\n x\n-y\n+Y\n z')],
    ['assets/new.md', fileDiff('assets/new.md', 'assets/old.md', 'renamed', undefined, 0)],
  ]),
};
const onAdded = diag({ file: 'a.md', line: 2, endLine: 2 });
const onContext = diag({ file: 'a.md', line: 3, endLine: 3, data: { ref: 'c', suggestion: null } });
const outsideHunk = diag({ file: 'a.md', line: 40, endLine: 40, data: { ref: 'o', suggestion: null } });
const otherFile = diag({ file: 'b.md', line: 1, endLine: 1 });
const noFile = diag({ file: null, line: null, column: null, endLine: null, endColumn: null });

function kept(mode: FilterMode, baseline: Set<string> | null = null): (number | null)[] {
  return classify([onAdded, onContext, outsideHunk, otherFile, noFile], map, { mode, diff, baseline })
    .filter((f) => f.reported)
    .map((f) => (f.d.file === null ? null : f.d.line));
}

describe('classify', () => {
  it('applies added, diff-context, file and nofilter to repo-relative paths', () => {
    expect(kept('added')).toEqual([2, null]);
    expect(kept('diff-context')).toEqual([2, 3, null]);
    expect(kept('file')).toEqual([2, 3, 40, null]);
    expect(kept('nofilter')).toEqual([2, 3, 40, 1, null]);
  });

  it("`new` hides what the base had, whatever its line, and keeps a renamed file's old findings old", () => {
    const moved = diag({ file: 'old.md', line: 9, endLine: 9, data: { ref: 'r', suggestion: null } });
    const base = baselineFingerprints([{ ...outsideHunk, line: 12, endLine: 12 }, otherFile, moved], map, diff);
    const now = classify([outsideHunk, otherFile, onAdded, { ...moved, file: 'new.md', line: 1, endLine: 1 }], map, {
      mode: 'new',
      diff,
      baseline: base,
    });
    expect(now.map((f) => [f.d.file, f.isNew, f.reported])).toEqual([
      [A, false, false],
      ['assets/b.md', false, false],
      [A, true, true],
      ['assets/new.md', false, false],
    ]);
    expect(now.map((f) => f.inDiff)).toEqual([false, false, true, false]);
  });
});
