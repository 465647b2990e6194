/**
 * A tiny GitHub REST client over `fetch`: base URL from GITHUB_API_URL (GHES and test servers),
 * pagination through `Link: <…>; rel="next"`, one retry of transient answers (5xx, 429, a
 * secondary rate limit with `Retry-After` up to 10 s), and typed errors so callers can fall back on
 * 403/404/422 without failing the job.
 */

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
  request<T>(method: string, path: string, body?: unknown): Promise<T>;
  /** GET every page of a list endpoint (stops after `maxItems`). */
  paginate<T>(path: string, maxItems?: number): Promise<T[]>;
}

/** The URL of `rel="next"` in a Link header, or null. */
export function nextLink(header: string | null): string | null {
  if (!header) return null;
  for (const part of header.split(',')) {
    const m = /<([^>]+)>\s*;\s*rel="?next"?/.exec(part);
    if (m) return m[1] ?? null;
  }
  return null;
}

const MAX_PAGES = 100;

const RETRY_STATUS = new Set([429, 500, 502, 503, 504]);
const MAX_RETRY_WAIT_S = 10;

/** Seconds to wait before the one retry of a transient answer (5xx, 429, secondary rate limit), or null. */
export function retryDelay(res: Response): number | null {
  const after = Number(res.headers.get('retry-after') ?? NaN);
  const limited = res.status === 403 && Number.isFinite(after);
  if (!RETRY_STATUS.has(res.status) && !limited) return null;
  const wait = Number.isFinite(after) ? after : 1;
  return wait <= MAX_RETRY_WAIT_S ? Math.max(0, wait) : null;
}

const defaultSleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

export function gitHubApi(
  baseUrl: string,
  token: string,
  fetchImpl: typeof fetch = fetch,
  sleep = defaultSleep,
): GitHubApi {
  const base = baseUrl.replace(/\/+$/, '');
  const headers = (hasBody: boolean): Record<string, string> => ({
    accept: 'application/vnd.github+json',
    'x-github-api-version': '2022-11-28',
    'user-agent': 'rp-assets-action',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...(hasBody ? { 'content-type': 'application/json' } : {}),
  });

  async function send(method: string, url: string, label: string, body?: unknown): Promise<Response> {
    const attempt = (): Promise<Response> =>
      fetchImpl(url, {
        method,
        headers: headers(body !== undefined),
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      });
    let res = await attempt();
    const wait = res.ok ? null : retryDelay(res);
    if (wait !== null) {
      await res.body?.cancel().catch(() => undefined);
      await sleep(wait * 1000);
      res = await attempt();
    }
    if (!res.ok) {
      const text = await res.text().catch(() => '');
      let detail = text.slice(0, 200);
      try {
        const parsed = JSON.parse(text) as { message?: unknown };
        if (typeof parsed.message === 'string') detail = parsed.message;
      } catch {
        // not JSON: keep the start of the text
      }
      throw new GitHubApiError(res.status, method, label, detail);
    }
    return res;
  }

  return {
    async request<T>(method: string, path: string, body?: unknown): Promise<T> {
      const res = await send(method, base + path, path, body);
      if (res.status === 204) return undefined as T;
      const text = await res.text();
      return (text === '' ? undefined : JSON.parse(text)) as T;
    },
    async paginate<T>(path: string, maxItems = Infinity): Promise<T[]> {
      const out: T[] = [];
      let url: string | null = base + path;
      for (let page = 0; url !== null && page < MAX_PAGES && out.length < maxItems; page++) {
        const res: Response = await send('GET', url, path);
        const items = (await res.json()) as unknown;
        if (!Array.isArray(items)) throw new GitHubApiError(res.status, 'GET', path, 'expected a list');
        out.push(...(items as T[]));
        url = nextLink(res.headers.get('link'));
      }
      return out.slice(0, maxItems);
    },
  };
}

/** 403/404/422 (and 401): the token cannot do this here. The caller falls back and says so. */
export function isPermissionProblem(e: unknown): e is GitHubApiError {
  return e instanceof GitHubApiError && [401, 403, 404, 422].includes(e.status);
}
