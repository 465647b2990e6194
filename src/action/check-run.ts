/**
 * One check run on the pull request's head commit carrying every annotatable finding, for when
 * there are more findings than workflow commands may show: `POST /check-runs` with the first 50
 * annotations, then `PATCH /check-runs/{id}` with each further batch of 50 (the API's per-request
 * limit). Needs `checks: write`; the caller falls back on any refusal.
 */
import type { Locale, Severity } from '../diagnostics/define.js';
import { labelsFor } from '../report/format/labels.js';
import { docsUrl } from '../report/format/index.js';
import { renderDiagnostic } from '../diagnostics/render.js';
import { visible } from '../common/visible.js';
import type { RepoRef } from './event.js';
import type { Finding } from './findings.js';
import type { GitHubApi } from './github-api.js';

export const CHECK_NAME = 'rp-assets';
export const CHECK_BATCH = 50;
const MAX_TEXT = 65_535;

export type Conclusion = 'success' | 'failure' | 'neutral';

export interface CheckAnnotation {
  readonly path: string;
  readonly start_line: number;
  readonly end_line: number;
  readonly start_column?: number;
  readonly end_column?: number;
  readonly annotation_level: 'failure' | 'warning' | 'notice';
  readonly title: string;
  readonly message: string;
}

const LEVEL: Readonly<Record<Severity, CheckAnnotation['annotation_level']>> = {
  error: 'failure',
  warning: 'warning',
  hint: 'notice',
};

/** A finding as a Checks API annotation; null when it has no file (the API needs a path). */
export function checkAnnotation(f: Finding, locale: Locale): CheckAnnotation | null {
  const d = f.d;
  if (d.file === null) return null;
  const t = renderDiagnostic(d, locale);
  const l = labelsFor(locale);
  const start = d.line ?? 1;
  const end = d.line !== null && d.endLine !== null && d.endLine >= start ? d.endLine : start;
  const single = d.line !== null && end === start && d.column !== null;
  return {
    path: d.file,
    start_line: start,
    end_line: end,
    ...(single && d.column !== null ? { start_column: d.column } : {}),
    ...(single && d.endColumn !== null ? { end_column: d.endColumn } : {}),
    annotation_level: LEVEL[d.severity],
    // asset text with control characters or bidirectional overrides shown as escapes (issue 42 C1)
    title: visible(`${d.code}: ${t.title}`).slice(0, 255),
    message: visible(
      [t.message, `${l.consequence}${t.consequence}`, `${l.fix}${t.fix}`, `${l.docs}${docsUrl(d.code)}`].join('\n'),
    ).slice(0, 60_000),
  };
}

export function batches<T>(list: readonly T[], size = CHECK_BATCH): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

export interface CheckRunResult {
  readonly id: number;
  readonly url: string;
  readonly annotated: readonly Finding[];
}

/** The check run to publish: its findings, conclusion, title and summary, in `locale`. */
export interface CheckRunContent {
  readonly findings: readonly Finding[];
  readonly conclusion: Conclusion;
  readonly title: string;
  readonly summary: string;
  readonly locale: Locale;
}

export async function publishCheckRun(
  { api, repo, sha: headSha }: { readonly api: GitHubApi; readonly repo: RepoRef; readonly sha: string },
  { findings, conclusion, title, summary, locale }: CheckRunContent,
): Promise<CheckRunResult> {
  const pairs = findings.flatMap((f) => {
    const a = checkAnnotation(f, locale);
    return a ? [{ f, a }] : [];
  });
  const groups = batches(pairs);
  const output = (chunk: readonly { a: CheckAnnotation }[]) => ({
    title,
    summary: summary.slice(0, MAX_TEXT),
    annotations: chunk.map((p) => p.a),
  });
  const base = `/repos/${repo.owner}/${repo.repo}/check-runs`;
  const created = await api.request<{ id: number; html_url?: string }>('POST', base, {
    name: CHECK_NAME,
    head_sha: headSha,
    status: 'completed',
    conclusion,
    output: output(groups[0] ?? []),
  });
  for (const chunk of groups.slice(1)) {
    await api.request('PATCH', `${base}/${created.id}`, { output: output(chunk) });
  }
  return { id: created.id, url: created.html_url ?? '', annotated: pairs.map((p) => p.f) };
}
