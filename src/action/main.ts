/**
 * `run()`: inputs → core (head, and base for `filter-mode: new`) → channels (annotations, check
 * run, review, summary, report files) → outputs, all in try/catch → failure. The Action computes
 * nothing the CLI does not: findings come from the core, texts from the registry and formatters.
 * The steps live in action-run.ts (what a run shares) and publish-findings.ts (what shows them).
 */
import { tmpdir } from 'node:os';
import { join as nodeJoin } from 'node:path';
import * as core from '@actions/core';
import { reachesFailOn } from '../diagnostics/fail-on.js';
import { formatReport } from '../report/format/index.js';
import { diffBehaviour, formatDiff, formatDiffMarkdown } from '../diff/index.js';
import { scopedProgress } from '../common/progress.js';
import { startRun } from './action-run.js';
import type { ActionRun, RunDeps } from './action-run.js';
import { countBySeverity } from './annotations.js';
import { MAX_COMMENT_CHARS, fitComment, upsertBehaviourComment } from './behaviour-comment.js';
import { describeError } from './channels.js';
import { compare } from './compare.js';
import type { Comparison } from './compare.js';
import { runCore } from './core.js';
import { classify } from './findings.js';
import { readInputs } from './inputs.js';
import type { ActionInputs } from './inputs.js';
import { actionProgress } from './progress.js';
import type { ActionProgress } from './progress.js';
import type { Tally } from './publish-findings.js';
import { publishAnnotations, publishReview, publishSummary, writeReportFiles } from './publish-findings.js';
import { annotate, logGroup, plainLine, runAnnotation } from './workflow-commands.js';
import { writeOut } from './write-out.js';

export type { RunDeps } from './action-run.js';

/** Returns the exit code: 0, or 1 when a reported finding reaches `fail-on` or the run itself failed. */
export async function run(deps: RunDeps = { env: process.env, cwd: process.cwd() }): Promise<number> {
  try {
    return await execute(readInputs(), deps);
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    annotate(runAnnotation('error', 'rp-assets', message));
    if (e instanceof Error && e.stack) core.debug(e.stack);
    return 1;
  }
}

/**
 * Pull requests: what the change does to the bot (issue 17) — the same `diffBehaviour` as
 * `rp-assets diff`, over the base run already made for the filter. The JSON goes to
 * `behaviour-file`, the Markdown to the job summary and, when asked, to one PR comment updated in
 * place. Without a base run (or on fork pull requests, for the comment) it says why and goes on.
 */
async function reportBehaviour(b: ActionRun, cmp: Comparison): Promise<{ file: string; markdown: string | null }> {
  const { inputs, event, m } = b;
  if (event.pullRequest === null) return { file: '', markdown: null };
  if (cmp.base === null) {
    b.notes.push(m.behaviourUnavailable(cmp.baseMissing ?? 'no base commit'));
    return { file: '', markdown: null };
  }
  const short = (sha: string | null): string => (sha === null ? 'base' : sha.slice(0, 12));
  const diff = diffBehaviour(
    { label: short(event.baseSha), report: cmp.base.report, config: cmp.base.config },
    { label: short(event.sha), report: b.headRun.report, config: b.headRun.config },
  );
  const file = writeOut(
    b.secrets,
    b.map.workDir,
    inputs.behaviourFile ?? nodeJoin(b.env['RUNNER_TEMP'] || tmpdir(), 'rp-assets-behaviour.json'),
    formatDiff(diff, 'json', inputs.locale),
  );
  const markdown = formatDiffMarkdown(diff, inputs.locale, 3);
  if (inputs.behaviourComment !== 'off' && b.api && event.repo) {
    try {
      const body = fitComment(markdown, MAX_COMMENT_CHARS, m.behaviourTruncated);
      const outcome = await upsertBehaviourComment(
        b.api,
        event.repo,
        event.pullRequest.number,
        inputs.behaviourComment,
        diff.behaviourChanged,
        body,
        await b.login(),
      );
      b.notes.push(m.behaviourComment(outcome));
    } catch (e) {
      b.apiNote(`behaviour comment: ${describeError(e)}`);
    }
  }
  return { file, markdown };
}

async function execute(inputs: ActionInputs, deps: RunDeps): Promise<number> {
  const shown = actionProgress(inputs.locale);
  try {
    return await report(inputs, deps, shown);
  } finally {
    shown.close();
  }
}

async function report(inputs: ActionInputs, deps: RunDeps, shown: ActionProgress): Promise<number> {
  const run = await startRun(inputs, deps, shown);
  const { event, map, m, secrets } = run;
  const asked = inputs.filterMode ?? (event.pullRequest ? 'new' : 'nofilter');
  const cmp = await compare({
    asked,
    event,
    api: run.api,
    map,
    runCore: (fs) => runCore(inputs, fs, map.workDir, scopedProgress(shown.progress, 'base')),
    wantBase: event.pullRequest !== null,
    note: run.apiNote,
  });
  if (cmp.fallback) {
    run.notes.push(cmp.fallback);
    run.metaNotices.push(cmp.fallback);
  }
  const tally = tallyFindings(run, cmp);
  const shownFindings = await publishAnnotations(run, tally);
  core.debug(
    `mode ${cmp.mode}: ${tally.findings.length} findings, ${tally.reported.length} reported, ${shownFindings.selection.annotated.length} annotated`,
  );
  await publishReview(run, cmp, tally, shownFindings);
  const behaviour = await reportBehaviour(run, cmp);
  logGroup(m.title, secrets.redact(formatReport(run.headRun.report, { format: 'text', locale: inputs.locale })));
  const files = writeReportFiles(run, cmp, tally.findings);
  await publishSummary(run, { cmp, asked, tally, shown: shownFindings, behaviour: behaviour.markdown });

  core.setOutput('errors', tally.counts.error);
  core.setOutput('warnings', tally.counts.warning);
  core.setOutput('hints', tally.counts.hint);
  core.setOutput('total', tally.findings.length);
  core.setOutput('annotated', shownFindings.selection.annotated.length);
  core.setOutput('omitted', shownFindings.selection.omitted.length);
  core.setOutput('report-file', files.reportFile);
  core.setOutput('sarif-file', files.sarifFile);
  core.setOutput('behaviour-file', behaviour.file);
  if (tally.failed) plainLine(m.conclusion(true, inputs.failOn));
  return tally.failed ? 1 : 0;
}

/** The head's findings through the filter (`filter-mode`), and whether a reported one reaches `fail-on`. */
function tallyFindings(run: ActionRun, cmp: Comparison): Tally {
  const findings = classify(run.headRun.report.diagnostics, run.map, {
    mode: cmp.mode,
    diff: cmp.diff,
    baseline: cmp.baseline,
  });
  const reported = findings.filter((f) => f.reported);
  return {
    findings,
    reported,
    failed: reported.some((f) => reachesFailOn(f.d.severity, run.inputs.failOn)),
    counts: countBySeverity(reported),
  };
}
