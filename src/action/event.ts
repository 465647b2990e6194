/**
 * What the Action needs from the workflow event: the pull request (number, base and head commits),
 * whether it comes from a fork (decided from the payload, before any API call), or the pushed range.
 */
import { readFileSync } from 'node:fs';

export interface RepoRef {
  readonly owner: string;
  readonly repo: string;
}

export interface PullRequestInfo {
  readonly number: number;
  readonly baseSha: string;
  readonly headSha: string;
  /** Head repository differs from the base repository: the token is read-only. */
  readonly fork: boolean;
}

/** A `workflow_run` after a fork's pull_request run: the PR is found by head branch and commit. */
export interface PullRequestLookup {
  readonly headOwner: string;
  readonly headBranch: string;
  readonly headSha: string;
}

export interface ActionEvent {
  readonly name: string;
  /** Set for `workflow_run` events whose pull request is not in the payload (fork PRs). */
  readonly lookup?: PullRequestLookup;
  readonly repo: RepoRef | null;
  /** The commit the findings belong to (PR head, else GITHUB_SHA). */
  readonly sha: string;
  readonly pullRequest: PullRequestInfo | null;
  /** The commit to compare against for `filter-mode: new` (PR base, or a push's `before`). */
  readonly baseSha: string | null;
}

type Json = { readonly [key: string]: unknown };

function obj(v: unknown): Json | null {
  return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Json) : null;
}

function str(v: unknown): string | null {
  return typeof v === 'string' && v !== '' ? v : null;
}

const PR_EVENTS = new Set([
  'pull_request',
  'pull_request_target',
  'pull_request_review',
  'pull_request_review_comment',
]);
const ZERO_SHA = /^0+$/;

function parseRepo(full: string | null): RepoRef | null {
  if (!full) return null;
  const [owner, repo, extra] = full.split('/');
  return owner && repo && extra === undefined ? { owner, repo } : null;
}

/** Pure: the event from its name, payload and GITHUB_* values. */
export function parseEvent(
  name: string,
  payload: unknown,
  env: { readonly [k: string]: string | undefined },
): ActionEvent {
  const p = obj(payload) ?? {};
  const repo = parseRepo(str(env['GITHUB_REPOSITORY']) ?? str(obj(p['repository'])?.['full_name']));
  const pr = PR_EVENTS.has(name) ? obj(p['pull_request']) : null;
  if (pr) {
    const base = obj(pr['base']);
    const head = obj(pr['head']);
    const headRepo = obj(head?.['repo']);
    const baseRepo = obj(base?.['repo']);
    const headFull = str(headRepo?.['full_name']);
    const baseFull = str(baseRepo?.['full_name']);
    // A deleted fork has `head.repo: null`: treat it as a fork too (its token is read-only).
    const fork = headRepo === null || headRepo['fork'] === true || (headFull !== null && headFull !== baseFull);
    const number = typeof pr['number'] === 'number' ? pr['number'] : typeof p['number'] === 'number' ? p['number'] : 0;
    const headSha = str(head?.['sha']) ?? str(env['GITHUB_SHA']) ?? '';
    const baseSha = str(base?.['sha']);
    return {
      name,
      repo,
      sha: headSha,
      pullRequest: { number, baseSha: baseSha ?? '', headSha, fork },
      baseSha,
    };
  }
  if (name === 'workflow_run') return parseWorkflowRun(p, repo, env);
  const before = name === 'push' ? str(p['before']) : null;
  return {
    name,
    repo,
    sha: str(env['GITHUB_SHA']) ?? str(p['after']) ?? '',
    pullRequest: null,
    baseSha: before && !ZERO_SHA.test(before) ? before : null,
  };
}

/** Reads GITHUB_EVENT_NAME and the payload at GITHUB_EVENT_PATH (a missing or broken payload = `{}`). */
export function readEvent(env: { readonly [k: string]: string | undefined }): ActionEvent {
  const name = env['GITHUB_EVENT_NAME'] ?? '';
  const path = env['GITHUB_EVENT_PATH'];
  let payload: unknown = {};
  if (path) {
    try {
      payload = JSON.parse(readFileSync(path, 'utf8'));
    } catch {
      payload = {};
    }
  }
  return parseEvent(name, payload, env);
}

/**
 * `workflow_run` (the trusted publisher of a pull_request run): its token belongs to the base
 * repository, so it is never treated as a fork. Same-repo PRs are listed in the payload; for fork
 * PRs `pull_requests` is empty and the PR is looked up (see resolvePullRequest).
 */
function parseWorkflowRun(
  p: Json,
  repo: RepoRef | null,
  env: { readonly [k: string]: string | undefined },
): ActionEvent {
  const run = obj(p['workflow_run']) ?? {};
  const headSha = str(run['head_sha']) ?? str(env['GITHUB_SHA']) ?? '';
  const fromPr = PR_EVENTS.has(str(run['event']) ?? '');
  const listed = Array.isArray(run['pull_requests']) ? obj(run['pull_requests'][0]) : null;
  if (fromPr && listed && typeof listed['number'] === 'number') {
    const baseSha = str(obj(listed['base'])?.['sha']);
    return {
      name: 'workflow_run',
      repo,
      sha: headSha,
      pullRequest: { number: listed['number'], baseSha: baseSha ?? '', headSha, fork: false },
      baseSha,
    };
  }
  const headOwner = str(obj(obj(run['head_repository'])?.['owner'])?.['login']);
  const headBranch = str(run['head_branch']);
  const lookup = fromPr && headOwner && headBranch ? { lookup: { headOwner, headBranch, headSha } } : {};
  return { name: 'workflow_run', repo, sha: headSha, pullRequest: null, baseSha: null, ...lookup };
}
