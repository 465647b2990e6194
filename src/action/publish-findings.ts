/**
 * The steps of one Action run that show its findings: annotations (workflow commands, or a check
 * run when there are more than the commands may show), review comments on the pull request's
 * diff, the report and SARIF files, and the job summary. Each takes the run (action-run.ts) and
 * what the earlier steps decided, as named fields.
 */
import { readFileSync } from 'node:fs';
import { appendFile } from 'node:fs/promises';
import { resolve as nodeResolve } from 'node:path';
import * as core from '@actions/core';
import type { Annotation } from '../report/format/index.js';
import { formatReport } from '../report/format/index.js';
import type { Report } from '../report/report.js';
import type { ActionRun } from './action-run.js';
import { annotationsFor } from './annotations.js';
import type { countBySeverity } from './annotations.js';
import type { ChannelTarget } from './channels.js';
import { tryCheckRun, tryReview } from './channels.js';
import type { Comparison } from './compare.js';
import type { Finding } from './findings.js';
import type { FilterMode } from './inputs.js';
import { fromRepoPath, toRepoPath } from './paths.js';
import type { Selection } from './rank.js';
import { selectAnnotations } from './rank.js';
import { buildSummary } from './summary.js';
import { annotate, plainLine, runAnnotation } from './workflow-commands.js';
import { workflowFile } from './workflow-file.js';
import { writeOut } from './write-out.js';

/** The findings of the head run after the filter, and what they add up to. */
export interface Tally {
  readonly findings: readonly Finding[];
  readonly reported: readonly Finding[];
  readonly failed: boolean;
  readonly counts: ReturnType<typeof countBySeverity>;
}

/** Which findings were annotated, and where (workflow commands or the check run). */
export interface Shown {
  readonly selection: Selection;
  readonly annotatedWhere: string;
}

const channelTarget = (run: ActionRun): ChannelTarget | null =>
  run.api && run.event.repo
    ? { api: run.api, repo: run.event.repo, sha: run.event.sha, locale: run.inputs.locale, note: run.apiNote }
    : null;

/**
 * Notices about the run come first and use notice slots (beyond max-annotations they are plain
 * log lines), then the findings' annotations; when more findings qualify than the commands may
 * show, a check run carries them all and one notice points at it.
 */
export async function publishAnnotations(run: ActionRun, tally: Tally): Promise<Shown> {
  const { inputs, m, secrets } = run;
  const metaCount = Math.min(run.metaNotices.length, inputs.maxAnnotations);
  const metaLines: (Annotation | string)[] = run.metaNotices.map((text, i) =>
    i < metaCount ? runAnnotation('notice', m.title, text) : text,
  );
  let selection = selectAnnotations(tally.findings, {
    annotate: inputs.annotate,
    maxAnnotations: inputs.maxAnnotations,
    metaNotices: metaCount,
  });
  let annotatedWhere = m.whereCommands;
  let commandLines: (Annotation | string)[] = annotationsFor(selection, inputs.locale);
  const target = channelTarget(run);
  if (target && selection.omitted.length > 0) {
    const eligible = [...selection.annotated, ...selection.omitted];
    const title = m.findings(tally.counts.error, tally.counts.warning, tally.counts.hint);
    const conclusion = tally.failed ? 'failure' : tally.reported.length > 0 ? 'neutral' : 'success';
    const check = await tryCheckRun(target, { eligible, conclusion, title, summary: title });
    if (check) {
      const set = new Set(check.annotated);
      selection = { annotated: check.annotated, omitted: eligible.filter((f) => !set.has(f)), overflowNotice: false };
      annotatedWhere = m.whereCheckRun;
      const pointer = m.checkRunNotice(check.annotated.length, check.url);
      commandLines = [inputs.maxAnnotations > metaCount ? runAnnotation('notice', m.title, pointer) : pointer];
    }
  }
  for (const item of [...metaLines, ...commandLines]) {
    if (typeof item === 'string') plainLine(secrets.redact(item));
    else annotate({ ...item, message: secrets.redact(item.message) });
  }
  return { selection, annotatedWhere };
}

/** Review comments on the pull request's diff (`review-comments`), when the diff came from the API. */
export async function publishReview(run: ActionRun, cmp: Comparison, tally: Tally, shown: Shown): Promise<void> {
  const { inputs, m, event, map } = run;
  const target = channelTarget(run);
  if (inputs.reviewComments === 'off' || !target || !event.pullRequest || cmp.diff?.source !== 'api') return;
  const lineText = (file: string, line: number): string | null => {
    try {
      return readFileSync(nodeResolve(map.workDir, fromRepoPath(map, file)), 'utf8').split(/\r?\n/)[line - 1] ?? null;
    } catch {
      return null;
    }
  };
  const r = await tryReview(target, {
    pull: event.pullRequest.number,
    findings: [...shown.selection.annotated, ...shown.selection.omitted],
    diff: cmp.diff,
    mode: inputs.reviewComments,
    lineText,
    body: `**${m.title}**: ${m.findings(tally.counts.error, tally.counts.warning, tally.counts.hint)}`,
    login: run.login,
  });
  if (r) {
    run.notes.push(m.reviewPosted(r.posted));
    if (r.overCap > 0) run.notes.push(m.reviewOverCap(r.overCap, r.cap));
    if (r.removed + r.resolved > 0) run.notes.push(m.reviewStale(r.removed, r.resolved));
  }
}

/** `report-file` (the head report with how the Action filtered) and `sarif-file`: their paths, or '' when not asked. */
export function writeReportFiles(
  run: ActionRun,
  cmp: Comparison,
  findings: readonly Finding[],
): { reportFile: string; sarifFile: string } {
  const { inputs, map, secrets, env } = run;
  const { report: head, anchorFile } = run.headRun;
  const reportFile = inputs.reportFile
    ? writeOut(
        secrets,
        map.workDir,
        inputs.reportFile,
        formatReport(head, {
          format: 'json',
          locale: inputs.locale,
          extra: { action: actionExtra(map.prefix, cmp.mode, findings) },
        }),
      )
    : '';
  const repoReport: Report = { ...head, diagnostics: findings.map((f) => f.d) };
  const sarifFile = inputs.sarifFile
    ? writeOut(
        secrets,
        map.workDir,
        inputs.sarifFile,
        formatReport(repoReport, {
          format: 'sarif',
          locale: inputs.locale,
          ...sarifAnchor(anchorFile === null ? null : (toRepoPath(map, anchorFile) ?? anchorFile), env),
        }),
      )
    : '';
  return { reportFile, sarifFile };
}

/** The job summary (`summary`: always, on-findings or never). */
export async function publishSummary(
  run: ActionRun,
  {
    cmp,
    asked,
    tally,
    shown,
    behaviour,
  }: {
    readonly cmp: Comparison;
    readonly asked: FilterMode;
    readonly tally: Tally;
    readonly shown: Shown;
    readonly behaviour: string | null;
  },
): Promise<void> {
  const { inputs, event, map, env } = run;
  if (inputs.summary !== 'always' && !(inputs.summary === 'on-findings' && tally.reported.length > 0)) return;
  const server = (env['GITHUB_SERVER_URL'] || 'https://github.com').replace(/\/+$/, '');
  const blobBase =
    event.repo && event.sha ? `${server}/${event.repo.owner}/${event.repo.repo}/blob/${event.sha}` : null;
  await appendSummary(
    run,
    buildSummary({
      locale: inputs.locale,
      findings: tally.findings,
      failed: tally.failed,
      failOn: inputs.failOn,
      mode: cmp.mode,
      askedMode: asked,
      annotated: shown.selection.annotated.length,
      omitted: shown.selection.omitted.length,
      annotatedWhere: shown.annotatedWhere,
      notes: run.notes,
      assets: run.headRun.report.assets,
      scenarios: run.headRun.report.summary.scenarios,
      toRepo: (file) => toRepoPath(map, file) ?? file,
      blobBase,
      ...(behaviour !== null ? { behaviour } : {}),
      footer: run.shown.footer(),
    }),
  );
}

/**
 * The job summary, appended to the file GITHUB_STEP_SUMMARY names in the run's environment (the one
 * given to `run`, as every other variable: `core.summary` would read the process's); without it (a
 * local run) a log line says it was skipped.
 */
async function appendSummary(run: ActionRun, markdown: string): Promise<void> {
  const file = run.env['GITHUB_STEP_SUMMARY'];
  if (!file) {
    core.info('GITHUB_STEP_SUMMARY is not set: the job summary was not written.');
    return;
  }
  await appendFile(file, run.secrets.redact(markdown), 'utf8');
}

/** Extra fields of the report file: how the Action filtered (for a `workflow_run` publisher). */
function actionExtra(prefix: string, mode: string, findings: readonly Finding[]): Record<string, unknown> {
  return {
    workingDirectory: prefix === '' ? '.' : prefix,
    filterMode: mode,
    reported: findings.flatMap((f, i) => (f.reported ? [i] : [])),
    fingerprints: findings.map((f) => f.fingerprint),
  };
}

/** Where SARIF anchors findings without a file: the config or routing file, else the workflow file. */
function sarifAnchor(
  runFile: string | null,
  env: Readonly<Record<string, string | undefined>>,
): { anchorFile?: string } {
  const file = runFile ?? workflowFile(env);
  return file === null ? {} : { anchorFile: file };
}
