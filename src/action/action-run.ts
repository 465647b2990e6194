/**
 * What every step of one Action run shares (`ActionRun`), and `startRun`, which makes it: inputs,
 * the secrets redactor, the event (its pull request found through the API when the event lacks
 * it), where the repository and the working directory are, the head's core run, the API client
 * (none on forks or without a token) and the notes the summary collects.
 */
import { realpathSync } from 'node:fs';
import { resolve as nodeResolve } from 'node:path';
import * as core from '@actions/core';
import type { FileSystem } from '../common/fs.js';
import { cwdFileSystem } from '../common/cwd-fs.js';
import { nodeFileSystem } from '../node/node-fs.js';
import { repositoryRoot } from '../node/git.js';
import type { ProjectRun } from '../validate/project.js';
import { describeError } from './channels.js';
import { runCore } from './core.js';
import { readEvent } from './event.js';
import type { ActionEvent } from './event.js';
import { gitHubApi } from './github-api.js';
import type { GitHubApi } from './github-api.js';
import { lazyLogin } from './identity.js';
import type { ActionInputs } from './inputs.js';
import { messagesFor } from './messages.js';
import type { ActionMessages } from './messages.js';
import { pathMap } from './paths.js';
import type { PathMap } from './paths.js';
import type { ActionProgress } from './progress.js';
import { resolvePullRequest } from './resolve-pull.js';
import { redactingApi, secretsRedactor } from './secrets.js';
import type { Redactor } from './secrets.js';
import { plainLine } from './workflow-commands.js';

export interface RunDeps {
  readonly env: NodeJS.ProcessEnv;
  readonly cwd: string;
}

export interface ActionRun {
  readonly inputs: ActionInputs;
  readonly env: NodeJS.ProcessEnv;
  readonly shown: ActionProgress;
  /** The token and anything credential-shaped: masked in the log, `***` in what the run writes. */
  readonly secrets: Redactor;
  readonly m: ActionMessages;
  readonly event: ActionEvent;
  readonly map: PathMap;
  readonly headRun: ProjectRun;
  readonly api: GitHubApi | null;
  /** Whose comments are ours (identity.ts), asked once and only when a channel edits comments. */
  readonly login: () => Promise<string>;
  /** Lines for the job summary's notes. */
  readonly notes: string[];
  /** Notices about the run itself (fork, fallbacks), shown before the findings. */
  readonly metaNotices: string[];
  /** An API call that failed: a note and a log line, and the run goes on without it. */
  readonly apiNote: (text: string) => void;
}

export async function startRun(inputs: ActionInputs, deps: RunDeps, shown: ActionProgress): Promise<ActionRun> {
  const { env } = deps;
  const secrets = secretsRedactor(inputs.token, (secret) => core.setSecret(secret));
  const m = messagesFor(inputs.locale);
  const read = readEvent(env);
  const map = await locate(env['GITHUB_WORKSPACE'] || deps.cwd, inputs.workingDirectory);
  core.debug(
    `repository root ${map.workspace}, working directory ${map.workDir}, event ${env['GITHUB_EVENT_NAME'] ?? ''}`,
  );
  const headFs: FileSystem = cwdFileSystem(nodeFileSystem(), map.workDir);
  const headRun = await runCore(inputs, headFs, map.workDir, shown.progress);

  const fork = read.pullRequest?.fork === true;
  const notes: string[] = fork ? [m.fork] : [];
  const metaNotices: string[] = fork ? [m.forkNotice] : [];
  const api =
    !fork && inputs.token !== '' && read.repo !== null
      ? redactingApi(
          gitHubApi(inputs.token, { baseUrl: env['GITHUB_API_URL'] || 'https://api.github.com', log: plainLine }),
          secrets,
        )
      : null;
  const apiNote = (text: string): void => {
    notes.push(`API: ${text}`);
    plainLine(`${text} (reporting continues without it)`);
  };
  const event = await withPullRequest(read, api, apiNote);
  return {
    inputs,
    env,
    shown,
    secrets,
    m,
    event,
    map,
    headRun,
    api,
    login: lazyLogin(api),
    notes,
    metaNotices,
    apiNote,
  };
}

/** The event with its pull request looked up (a push to a branch with an open pull request), when it needs one. */
async function withPullRequest(
  event: ActionEvent,
  api: GitHubApi | null,
  apiNote: (text: string) => void,
): Promise<ActionEvent> {
  if (!event.lookup || !api) return event;
  return resolvePullRequest(api, event).catch((e: unknown) => {
    apiNote(`finding the pull request of ${event.lookup?.headOwner}:${event.lookup?.headBranch}: ${describeError(e)}`);
    return event;
  });
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
