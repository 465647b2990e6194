/**
 * A tiny GitHub REST client over `fetch`: base URL from GITHUB_API_URL (GHES and test servers),
 * pagination through `Link: <…>; rel="next"`, and typed errors so callers can fall back on
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

export function gitHubApi(baseUrl: string, token: string, fetchImpl: typeof fetch = fetch): GitHubApi {
  const base = baseUrl.replace(/\/+$/, '');
  const headers = (hasBody: boolean): Record<string, string> => ({
    accept: 'application/vnd.github+json',
    'x-github-api-version': '2022-11-28',
    'user-agent': 'rp-assets-action',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...(hasBody ? { 'content-type': 'application/json' } : {}),
  });

  async function send(method: string, url: string, label: string, body?: unknown): Promise<Response> {
    const res = await fetchImpl(url, {
      method,
      headers: headers(body !== undefined),
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
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
