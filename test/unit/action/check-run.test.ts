import { describe, expect, it } from 'vitest';
import { batches, checkAnnotation, publishCheckRun } from '../../../src/action/check-run.js';
import type { GitHubApi } from '../../../src/action/github-api.js';
import { finding } from './helpers.js';

describe('check run', () => {
  it('maps findings to Checks API annotations: failure/warning/notice, columns only on one line, no file → none', () => {
    expect(checkAnnotation(finding({ severity: 'error' }), 'en')).toMatchObject({
      annotation_level: 'failure',
      start_line: 3,
      end_line: 3,
      start_column: 10,
      end_column: 16,
    });
    const multi = checkAnnotation(finding({ severity: 'warning', line: 3, endLine: 5 }), 'en');
    expect(multi).toMatchObject({ annotation_level: 'warning', start_line: 3, end_line: 5 });
    expect(multi?.start_column).toBeUndefined();
    expect(
      checkAnnotation(finding({ severity: 'hint', line: null, column: null, endLine: null, endColumn: null }), 'en'),
    ).toMatchObject({ annotation_level: 'notice', start_line: 1, end_line: 1 });
    expect(checkAnnotation(finding({ file: null }), 'en')).toBeNull();
  });

  it('splits into batches of 50', () => {
    expect(batches(Array.from({ length: 120 }, (_, i) => i)).map((b) => b.length)).toEqual([50, 50, 20]);
    expect(batches([])).toEqual([]);
  });

  it('POSTs the first batch and PATCHes the rest onto the same run', async () => {
    const calls: { method: string; path: string; n: number }[] = [];
    const api: GitHubApi = {
      async request<T>(method: string, path: string, body?: unknown): Promise<T> {
        calls.push({ method, path, n: (body as { output: { annotations: unknown[] } }).output.annotations.length });
        return { id: 5, html_url: 'u' } as T;
      },
      async paginate<T>(): Promise<T[]> {
        return [];
      },
    };
    const list = Array.from({ length: 101 }, (_, i) => finding({ line: i + 1, endLine: i + 1 }));
    const r = await publishCheckRun(
      { api, repo: { owner: 'o', repo: 'r' }, sha: 'sha' },
      { findings: list, conclusion: 'failure', title: 't', summary: 's', locale: 'en' },
    );
    expect(calls).toEqual([
      { method: 'POST', path: '/repos/o/r/check-runs', n: 50 },
      { method: 'PATCH', path: '/repos/o/r/check-runs/5', n: 50 },
      { method: 'PATCH', path: '/repos/o/r/check-runs/5', n: 1 },
    ]);
    expect(r.annotated).toHaveLength(101);
  });
});
