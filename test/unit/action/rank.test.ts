import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compareFindings, selectAnnotations } from '../../../src/action/rank.js';
import type { Severity } from '../../../src/diagnostics/define.js';
import { finding } from './helpers.js';

const LEVEL = { error: 'error', warning: 'warning', hint: 'notice' } as const;

describe('selectAnnotations', () => {
  it('keeps at most 10 per level, reserves a notice slot for the overflow notice, and counts the rest', () => {
    const list = (['error', 'warning', 'hint'] as Severity[]).flatMap((s) =>
      Array.from({ length: 12 }, (_, i) => finding({ severity: s, line: i + 1, endLine: i + 1 })),
    );
    const sel = selectAnnotations(list, { annotate: 'hint', maxAnnotations: 50, metaNotices: 0 });
    const per = (s: Severity) => sel.annotated.filter((f) => f.d.severity === s).length;
    expect([per('error'), per('warning'), per('hint')]).toEqual([10, 10, 9]);
    expect(sel.overflowNotice).toBe(true);
    expect(sel.omitted).toHaveLength(36 - 29);
  });

  it('honours max-annotations including the overflow notice, and skips severities below `annotate`', () => {
    const list = Array.from({ length: 8 }, (_, i) =>
      finding({ severity: i % 2 ? 'warning' : 'hint', line: i + 1, endLine: i + 1 }),
    );
    const sel = selectAnnotations(list, { annotate: 'warning', maxAnnotations: 3, metaNotices: 0 });
    expect(sel.annotated.every((f) => f.d.severity === 'warning')).toBe(true);
    expect(sel.annotated).toHaveLength(2);
    expect(sel.omitted).toHaveLength(2);
    expect(sel.overflowNotice).toBe(true);
  });

  it('annotates everything without an overflow notice when it fits', () => {
    const sel = selectAnnotations([finding(), finding({ severity: 'hint' })], {
      annotate: 'hint',
      maxAnnotations: 30,
      metaNotices: 2,
    });
    expect(sel.annotated).toHaveLength(2);
    expect(sel.overflowNotice).toBe(false);
  });

  it('ranks in-diff before outside, new before old, then severity, then file and line', () => {
    const a = finding({ severity: 'hint', file: 'b.md' }, { inDiff: true, isNew: true });
    const b = finding({ severity: 'error', file: 'a.md' }, { inDiff: false, isNew: true });
    const c = finding({ severity: 'error', file: 'a.md' }, { inDiff: true, isNew: false });
    const d = finding({ severity: 'warning', file: 'a.md' }, { inDiff: true, isNew: true });
    expect([b, c, a, d].sort(compareFindings)).toEqual([d, a, c, b]);
  });

  it('never exceeds the per-level or total caps (property)', () => {
    const sev = fc.constantFrom<Severity>('error', 'warning', 'hint');
    fc.assert(
      fc.property(
        fc.array(sev, { maxLength: 80 }),
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 0, max: 3 }),
        (sevs, max, meta) => {
          const list = sevs.map((s, i) => finding({ severity: s, line: i + 1, endLine: i + 1 }));
          const sel = selectAnnotations(list, {
            annotate: 'hint',
            maxAnnotations: max,
            metaNotices: Math.min(meta, max),
          });
          const m = Math.min(meta, max);
          const total = sel.annotated.length + (sel.overflowNotice ? 1 : 0) + m;
          expect(total).toBeLessThanOrEqual(Math.min(max, 50));
          for (const level of ['error', 'warning', 'notice'] as const) {
            const n =
              sel.annotated.filter((f) => LEVEL[f.d.severity] === level).length +
              (level === 'notice' ? m + (sel.overflowNotice ? 1 : 0) : 0);
            expect(n).toBeLessThanOrEqual(10);
          }
          expect(sel.annotated.length + sel.omitted.length).toBe(list.length);
          if (sel.omitted.length > 0 && max - m >= 1) expect(sel.overflowNotice).toBe(true);
        },
      ),
    );
  });
});
