/**
 * The REST client: `@actions/github`'s Octokit (base URL from GITHUB_API_URL, so GHES and test
 * servers work; HTTPS_PROXY / HTTP_PROXY / NO_PROXY from the environment, through
 * `@actions/http-client`), with `@octokit/plugin-retry` (server errors) and
 * `@octokit/plugin-throttling` (GitHub's recommended pacing of writes; waits out a primary or
 * secondary rate limit when GitHub asks for at most a minute). Callers see two calls, `request`
 * and `paginate`, and one error type, so each channel can fall back on 403/404/422 without failing
 * the job.
 */
import * as core from '@actions/core';
import { getOctokit } from '@actions/github';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';

export class GitHubApiError extends Error {
  override readonly name = 'GitHubApiError';
  constructor(
    readonly status: number,
    readonly method: string,
    readonly path: string,
    readonly detail: string,
  ) {
    super(`${method} ${path} answered ${status}${detail ? `: ${detail}` : ''}`);
  }
}

export interface GitHubApi {
  /** `method path` (path relative to the API base, query included); the answer's JSON body. */
  request<T>(method: string, path: string, body?: Record<string, unknown>): Promise<T>;
  /** GET every page of a list endpoint (follows `Link: rel="next"`; stops after `maxItems`). */
  paginate<T>(path: string, maxItems?: number): Promise<T[]>;
}

export interface ApiOptions {
  /** GITHUB_API_URL; default https://api.github.com. */
  readonly baseUrl?: string;
  /** Retries of a server error (5xx) after 1 s, 4 s, …; default 1. */
  readonly retries?: number;
  /** Longest rate-limit wait (seconds) worth taking in a CI job; default 60. */
  readonly maxRateLimitWaitS?: number;
  /** Where a rate-limit wait and Octokit's warnings are announced; default nowhere. */
  readonly log?: (line: string) => void;
}

/** Lists longer than this many pages are cut (10,000 items at 100 per page). */
const MAX_PAGES = 100;

interface OctokitFailure {
  readonly status?: unknown;
  readonly message?: unknown;
  readonly response?: { readonly data?: unknown };
}

/** Octokit's RequestError (or a network failure) as a GitHubApiError naming the call. */
function apiError(e: unknown, method: string, path: string): GitHubApiError {
  const f = (typeof e === 'object' && e !== null ? e : {}) as OctokitFailure;
  const status = typeof f.status === 'number' ? f.status : 0;
  const data = f.response?.data;
  const message =
    typeof data === 'object' && data !== null && typeof (data as { message?: unknown }).message === 'string'
      ? (data as { message: string }).message
      : typeof data === 'string'
        ? data.slice(0, 200)
        : e instanceof Error
          ? e.message
          : String(e);
  return new GitHubApiError(status, method, path, message);
}

export function gitHubApi(token: string, options: ApiOptions = {}): GitHubApi {
  const maxWait = options.maxRateLimitWaitS ?? 60;
  const limited =
    (kind: string) =>
    (retryAfter: number, o: { method?: string; url?: string }, _octokit: unknown, retryCount: number): boolean => {
      const wait = retryCount < 2 && retryAfter <= maxWait;
      options.log?.(
        `GitHub API ${kind} on ${o.method ?? ''} ${o.url ?? ''}: ${wait ? `retrying in ${retryAfter} s` : 'not waiting'}`,
      );
      return wait;
    };
  const octokit = getOctokit(
    token,
    {
      ...(options.baseUrl ? { baseUrl: options.baseUrl.replace(/\/+$/, '') } : {}),
      userAgent: 'rp-assets-action',
      // 403 and 429 are the throttling plugin's (rate limits) or a refusal; neither is retried blindly
      retry: { retries: options.retries ?? 1, doNotRetry: [400, 401, 403, 404, 410, 422, 429, 451] },
      throttle: { onRateLimit: limited('rate limit'), onSecondaryRateLimit: limited('secondary rate limit') },
      // Octokit's own log: its request lines in the step's debug log (shown with ACTIONS_STEP_DEBUG),
      // its warnings (deprecations, retries) and errors as plain lines, never as annotations on the PR
      log: {
        debug: (line: string) => core.debug(line),
        info: (line: string) => core.debug(line),
        warn: (line: string) => options.log?.(`GitHub API: ${line}`),
        error: (line: string) => options.log?.(`GitHub API: ${line}`),
      },
    },
    retry,
    throttling,
  );

  return {
    async request<T>(method: string, path: string, body?: Record<string, unknown>): Promise<T> {
      try {
        const r = await octokit.request(`${method} ${path}`, body ?? {});
        return (r.status === 204 ? undefined : r.data) as T;
      } catch (e) {
        throw apiError(e, method, path);
      }
    },
    async paginate<T>(path: string, maxItems = Infinity): Promise<T[]> {
      const out: T[] = [];
      let pages = 0;
      try {
        for await (const page of octokit.paginate.iterator(`GET ${path}`)) {
          if (!Array.isArray(page.data)) throw new GitHubApiError(page.status, 'GET', path, 'expected a list');
          out.push(...(page.data as T[]));
          if (++pages >= MAX_PAGES || out.length >= maxItems) break;
        }
      } catch (e) {
        throw e instanceof GitHubApiError ? e : apiError(e, 'GET', path);
      }
      return out.slice(0, maxItems);
    },
  };
}

/** 403/404/422 (and 401): the token cannot do this here. The caller falls back and says so. */
export function isPermissionProblem(e: unknown): e is GitHubApiError {
  return e instanceof GitHubApiError && [401, 403, 404, 422].includes(e.status);
}
