/**
 * `run()`: inputs → core (head, and base for `filter-mode: new`) → channels (annotations, check
 * run, review, summary, report files) → outputs, all in try/catch → failure. The Action computes
 * nothing the CLI does not: findings come from the core, texts from the registry and formatters.
 */
import { mkdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import * as core from '@actions/core';
import { tmpdir } from 'node:os';
import { dirname as nodeDirname, join as nodeJoin, resolve as nodeResolve } from 'node:path';
import { nodeFileSystem } from '../node/node-fs.js';
import type { FileSystem } from '../core/fs.js';
import { cwdFileSystem } from '../core/cwd-fs.js';
import { reachesFailOn } from '../diagnostics/fail-on.js';
import { formatReport } from '../report/format/index.js';
import { diffBehaviour, formatDiff, formatDiffMarkdown } from '../diff/index.js';
import type { ProjectRun } from '../validate/project.js';
import type { Report } from '../report/report.js';
import { MAX_COMMENT_CHARS, fitComment, upsertBehaviourComment } from './behaviour-comment.js';
import { annotationsFor, countBySeverity } from './annotations.js';
import { describeError, tryCheckRun, tryReview } from './channels.js';
import { compare } from './compare.js';
import { runCore } from './core.js';
import { readEvent } from './event.js';
import type { ActionEvent } from './event.js';
import { gitHubApi } from './github-api.js';
import type { GitHubApi } from './github-api.js';
import { classify } from './findings.js';
import type { Finding } from './findings.js';
import { readInputs } from './inputs.js';
import type { ActionInputs } from './inputs.js';
import { messagesFor } from './messages.js';
import { fromRepoPath, pathMap, toRepoPath } from './paths.js';
import type { PathMap } from './paths.js';
import { repositoryRoot } from '../node/git.js';
import { selectAnnotations } from './rank.js';
import { resolvePullRequest } from './resolve-pull.js';
import { buildSummary } from './summary.js';
import type { Annotation } from '../report/format/index.js';
import { annotate, logGroup, plainLine, runAnnotation } from './workflow-commands.js';
import { workflowFile } from './workflow-file.js';

export interface RunDeps {
  readonly env: NodeJS.ProcessEnv;
  readonly cwd: string;
}

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

interface BehaviourInput {
  readonly inputs: ActionInputs;
  readonly event: ActionEvent;
  readonly api: GitHubApi | null;
  readonly headRun: ProjectRun;
  readonly base: ProjectRun | null;
  readonly baseMissing: string | null;
  readonly workDir: string;
  readonly tempDir: string;
  readonly notes: string[];
  readonly apiNote: (text: string) => void;
}

/**
 * Pull requests: what the change does to the bot (issue 17) — the same `diffBehaviour` as
 * `rp-assets diff`, over the base run already made for the filter. The JSON goes to
 * `behaviour-file`, the Markdown to the job summary and, when asked, to one PR comment updated in
 * place. Without a base run (or on fork pull requests, for the comment) it says why and goes on.
 */
async function reportBehaviour(b: BehaviourInput): Promise<{ file: string; markdown: string | null }> {
  const { inputs, event } = b;
  const m = messagesFor(inputs.locale);
  if (event.pullRequest === null) return { file: '', markdown: null };
  if (b.base === null) {
    b.notes.push(m.behaviourUnavailable(b.baseMissing ?? 'no base commit'));
    return { file: '', markdown: null };
  }
  const short = (sha: string | null): string => (sha === null ? 'base' : sha.slice(0, 12));
  const diff = diffBehaviour(
    { label: short(event.baseSha), report: b.base.report, config: b.base.config },
    { label: short(event.sha), report: b.headRun.report, config: b.headRun.config },
  );
  const file = writeOut(
    b.workDir,
    inputs.behaviourFile ?? nodeJoin(b.tempDir, 'rp-assets-behaviour.json'),
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
      );
      b.notes.push(m.behaviourComment(outcome));
    } catch (e) {
      b.apiNote(`behaviour comment: ${describeError(e)}`);
    }
  }
  return { file, markdown };
}

function writeOut(base: string, file: string, text: string): string {
  const abs = nodeResolve(base, file);
  mkdirSync(nodeDirname(abs), { recursive: true });
  writeFileSync(abs, text, 'utf8');
  return abs;
}

async function execute(inputs: ActionInputs, deps: RunDeps): Promise<number> {
  const { env } = deps;
  if (inputs.token !== '') core.setSecret(inputs.token);
  const m = messagesFor(inputs.locale);
  let event = readEvent(env);
  const map = await locate(env['GITHUB_WORKSPACE'] || deps.cwd, inputs.workingDirectory);
  core.debug(
    `repository root ${map.workspace}, working directory ${map.workDir}, event ${env['GITHUB_EVENT_NAME'] ?? ''}`,
  );
  const headFs: FileSystem = cwdFileSystem(nodeFileSystem(), map.workDir);
  const headRun = await runCore(inputs, headFs, map.workDir);
  const { report: head, anchorFile } = headRun;

  const fork = event.pullRequest?.fork === true;
  const notes: string[] = [];
  const metaNotices: string[] = [];
  if (fork) {
    notes.push(m.fork);
    metaNotices.push(m.forkNotice);
  }
  const canCallApi = !fork && inputs.token !== '' && event.repo !== null;
  const api = canCallApi
    ? gitHubApi(inputs.token, { baseUrl: env['GITHUB_API_URL'] || 'https://api.github.com', log: plainLine })
    : null;
  const apiNote = (text: string): void => {
    notes.push(`API: ${text}`);
    plainLine(`${text} (reporting continues without it)`);
  };
  if (event.lookup && api) {
    event = await resolvePullRequest(api, event).catch((e: unknown) => {
      apiNote(
        `finding the pull request of ${event.lookup?.headOwner}:${event.lookup?.headBranch}: ${describeError(e)}`,
      );
      return event;
    });
  }

  const asked = inputs.filterMode ?? (event.pullRequest ? 'new' : 'nofilter');
  const cmp = await compare({
    asked,
    event,
    api,
    map,
    runCore: (fs) => runCore(inputs, fs, map.workDir),
    wantBase: event.pullRequest !== null,
    note: apiNote,
  });
  if (cmp.fallback) {
    notes.push(cmp.fallback);
    metaNotices.push(cmp.fallback);
  }
  const findings = classify(head.diagnostics, map, { mode: cmp.mode, diff: cmp.diff, baseline: cmp.baseline });
  const reported = findings.filter((f) => f.reported);
  const failed = reported.some((f) => reachesFailOn(f.d.severity, inputs.failOn));
  const counts = countBySeverity(reported);

  // Notices about the run itself come first and use notice slots; beyond max-annotations they are plain log lines.
  const metaCount = Math.min(metaNotices.length, inputs.maxAnnotations);
  const metaLines: (Annotation | string)[] = metaNotices.map((text, i) =>
    i < metaCount ? runAnnotation('notice', m.title, text) : text,
  );
  let selection = selectAnnotations(findings, {
    annotate: inputs.annotate,
    maxAnnotations: inputs.maxAnnotations,
    metaNotices: metaCount,
  });
  let annotatedWhere = m.whereCommands;
  let commandLines: (Annotation | string)[] = annotationsFor(selection, inputs.locale);
  if (api && event.repo && selection.omitted.length > 0) {
    const eligible = [...selection.annotated, ...selection.omitted];
    const conclusion = failed ? 'failure' : reported.length > 0 ? 'neutral' : 'success';
    const title = m.findings(counts.error, counts.warning, counts.hint);
    const check = await tryCheckRun(
      api,
      event.repo,
      event.sha,
      eligible,
      conclusion,
      title,
      title,
      inputs.locale,
      apiNote,
    );
    if (check) {
      const set = new Set(check.annotated);
      selection = { annotated: check.annotated, omitted: eligible.filter((f) => !set.has(f)), overflowNotice: false };
      annotatedWhere = m.whereCheckRun;
      const pointer = m.checkRunNotice(check.annotated.length, check.url);
      commandLines = [inputs.maxAnnotations > metaCount ? runAnnotation('notice', m.title, pointer) : pointer];
    }
  }
  for (const item of [...metaLines, ...commandLines]) {
    if (typeof item === 'string') plainLine(item);
    else annotate(item);
  }
  core.debug(
    `mode ${cmp.mode}: ${findings.length} findings, ${reported.length} reported, ${selection.annotated.length} annotated`,
  );

  if (inputs.reviewComments !== 'off' && api && event.repo && event.pullRequest && cmp.diff?.source === 'api') {
    const lineText = (file: string, line: number): string | null => {
      try {
        return readFileSync(nodeResolve(map.workDir, fromRepoPath(map, file)), 'utf8').split(/\r?\n/)[line - 1] ?? null;
      } catch {
        return null;
      }
    };
    const body = `**${m.title}**: ${m.findings(counts.error, counts.warning, counts.hint)}`;
    const reviewable = [...selection.annotated, ...selection.omitted];
    const r = await tryReview(
      api,
      event.repo,
      event.pullRequest.number,
      event.sha,
      reviewable,
      cmp.diff,
      inputs.reviewComments,
      lineText,
      body,
      inputs.locale,
      apiNote,
    );
    if (r) {
      notes.push(m.reviewPosted(r.posted));
      if (r.overCap > 0) notes.push(m.reviewOverCap(r.overCap, r.cap));
      if (r.removed + r.resolved > 0) notes.push(m.reviewStale(r.removed, r.resolved));
    }
  }

  const behaviour = await reportBehaviour({
    inputs,
    event,
    api,
    headRun,
    base: cmp.base,
    baseMissing: cmp.baseMissing,
    workDir: map.workDir,
    tempDir: env['RUNNER_TEMP'] || tmpdir(),
    notes,
    apiNote,
  });

  logGroup(m.title, formatReport(head, { format: 'text', locale: inputs.locale }));
  const repoReport: Report = { ...head, diagnostics: findings.map((f) => f.d) };
  const reportFile = inputs.reportFile
    ? writeOut(
        map.workDir,
        inputs.reportFile,
        formatReport(head, {
          format: 'json',
          locale: inputs.locale,
          extra: { action: actionExtra(map.prefix, cmp.mode, findings) },
        }),
      )
    : '';
  const sarifFile = inputs.sarifFile
    ? writeOut(
        map.workDir,
        inputs.sarifFile,
        formatReport(repoReport, {
          format: 'sarif',
          locale: inputs.locale,
          ...sarifAnchor(anchorFile === null ? null : (toRepoPath(map, anchorFile) ?? anchorFile), env),
        }),
      )
    : '';

  const server = (env['GITHUB_SERVER_URL'] || 'https://github.com').replace(/\/+$/, '');
  const blobBase =
    event.repo && event.sha ? `${server}/${event.repo.owner}/${event.repo.repo}/blob/${event.sha}` : null;
  if (inputs.summary === 'always' || (inputs.summary === 'on-findings' && reported.length > 0)) {
    await appendSummary(
      buildSummary({
        locale: inputs.locale,
        findings,
        failed,
        failOn: inputs.failOn,
        mode: cmp.mode,
        askedMode: asked,
        annotated: selection.annotated.length,
        omitted: selection.omitted.length,
        annotatedWhere,
        notes,
        assets: head.assets,
        toRepo: (file) => toRepoPath(map, file) ?? file,
        blobBase,
        ...(behaviour.markdown !== null ? { behaviour: behaviour.markdown } : {}),
      }),
    );
  }

  core.setOutput('errors', counts.error);
  core.setOutput('warnings', counts.warning);
  core.setOutput('hints', counts.hint);
  core.setOutput('total', findings.length);
  core.setOutput('annotated', selection.annotated.length);
  core.setOutput('omitted', selection.omitted.length);
  core.setOutput('report-file', reportFile);
  core.setOutput('sarif-file', sarifFile);
  core.setOutput('behaviour-file', behaviour.file);
  if (failed) plainLine(m.conclusion(true, inputs.failOn));
  return failed ? 1 : 0;
}

/** The job summary through `core.summary`; without GITHUB_STEP_SUMMARY (a local run) a log line says it was skipped. */
async function appendSummary(markdown: string): Promise<void> {
  if (!process.env['GITHUB_STEP_SUMMARY']) {
    core.info('GITHUB_STEP_SUMMARY is not set: the job summary was not written.');
    return;
  }
  await core.summary.addRaw(markdown).write();
}

/**
 * Paths are reported relative to the REPOSITORY root (what GitHub's file paths mean), which is the
 * git top level of the working directory: GITHUB_WORKSPACE unless the checkout used `path:`.
 * `working-directory` is relative to GITHUB_WORKSPACE, like a step's.
 */
async function locate(workspace: string, workingDirectory: string): Promise<PathMap> {
  const wd = nodeResolve(workspace, workingDirectory);
  const real = (p: string): string => {
    try {
      return realpathSync(p);
    } catch {
      return p;
    }
  };
  const top = repositoryRoot(wd);
  return pathMap(real(top ?? workspace), real(wd));
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
