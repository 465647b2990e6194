/**
 * Each diagnostic of the head run, placed against the pull request: its repo-relative path, its
 * line-independent fingerprint, whether the base had it, whether it sits in the diff, and whether
 * it survives `filter-mode` (reported) or is only listed as pre-existing / outside the filter.
 */
import type { Diagnostic } from '../diagnostics/define.js';
import { fingerprint } from '../diagnostics/fingerprint.js';
import { lineChanged } from './diff.js';
import type { PullDiff } from './diff.js';
import type { FilterMode } from './inputs.js';
import { repoRelative } from './paths.js';
import type { PathMap } from './paths.js';

export interface Finding {
  /** The diagnostic with repo-relative paths. */
  readonly d: Diagnostic;
  readonly fingerprint: string;
  /** null when there was no baseline to compare with. */
  readonly isNew: boolean | null;
  /** The line (or the file, for file-level findings) is inside a diff hunk. */
  readonly inDiff: boolean;
  /** Survives the filter: counted in the outputs, annotated, decides the exit status. */
  readonly reported: boolean;
}

export interface Classification {
  readonly mode: FilterMode;
  readonly diff: PullDiff | null;
  /** Fingerprints of the base run, already mapped through renames; null when not available. */
  readonly baseline: ReadonlySet<string> | null;
}

function keep(mode: FilterMode, d: Diagnostic, diff: PullDiff | null, isNew: boolean | null): boolean {
  switch (mode) {
    case 'nofilter':
      return true;
    case 'new':
      return isNew !== false;
    case 'file':
    case 'added':
    case 'diff-context': {
      // A problem with no file (a config or run-level problem) cannot be placed in the diff: always kept.
      if (d.file === null) return true;
      const f = diff?.files.get(d.file);
      if (!f) return false;
      if (mode === 'file') return true;
      return lineChanged(f, d.line, mode === 'added' ? 'added' : 'context');
    }
  }
}

export function classify(diagnostics: readonly Diagnostic[], map: PathMap, c: Classification): Finding[] {
  return diagnostics.map((raw) => {
    const d = repoRelative(map, raw);
    const fp = fingerprint(d);
    const isNew = c.baseline === null ? null : !c.baseline.has(fp);
    const f = d.file === null ? undefined : c.diff?.files.get(d.file);
    const inDiff = f !== undefined && lineChanged(f, d.line, 'context');
    return { d, fingerprint: fp, isNew, inDiff, reported: keep(c.mode, d, c.diff, isNew) };
  });
}
