/**
 * What must never leave the runner (docs/security.md): the token, the forms checkout writes it in
 * (`x-access-token:<token>` in base64 behind `AUTHORIZATION: basic`), and anything in the Action's
 * own output that looks like a credential. Each is registered with the runner (`core.setSecret`, so
 * the log masks it) and replaced by `***` in everything the Action writes itself: report, SARIF and
 * behaviour files, the job summary, annotations and API request bodies (comments, reviews, check
 * runs), which the runner's log masking does not reach.
 */
import { escapedView } from './escaped-view.js';
import type { GitHubApi } from './github-api.js';

/** GitHub tokens by their documented prefixes, and credentials written after an auth scheme. */
const CREDENTIAL_SHAPES: readonly RegExp[] = [
  /\b(?:gh[pousr]_[A-Za-z0-9]{30,255}|github_pat_[A-Za-z0-9_]{22,255})\b/g,
  /\b(?:proxy-)?authorization\s*[:=]\s*(?:basic|bearer|token)\s+([A-Za-z0-9+/=._~-]{8,4096})/gi,
  /\bx-access-token:([A-Za-z0-9_.~-]{8,255})/g,
];

/** The credential-looking strings in `text` (the value alone, without the scheme before it). */
export function credentialsIn(text: string): string[] {
  const found: string[] = [];
  for (const shape of CREDENTIAL_SHAPES) {
    for (const m of text.matchAll(shape)) {
      const value = m[1] ?? m[0];
      if (!found.includes(value)) found.push(value);
    }
  }
  return found;
}

const base64 = (s: string): string => Buffer.from(s, 'utf8').toString('base64');

export interface Redactor {
  /** `text` with every known or credential-looking secret replaced by `***` (new ones registered first). */
  redact(text: string): string;
  /** The same for every string inside a JSON-like value (an API request body). */
  redactValue<T>(value: T): T;
}

export const MASK = '***';

export function secretsRedactor(token: string, register: (secret: string) => void): Redactor {
  const known = new Set<string>();
  const add = (secret: string): void => {
    if (secret.length < 4 || known.has(secret)) return;
    known.add(secret);
    register(secret);
  };
  if (token !== '') for (const form of [token, base64(`x-access-token:${token}`), base64(token)]) add(form);
  const redact = (text: string): string => {
    if (text === '') return text;
    // secrets are looked for in the text as it reads once rendered (escapes undone) and masked where
    // they came from in `text`, so no escaping hides one from the mask (escaped-view.ts)
    const view = escapedView(text);
    for (const c of credentialsIn(view.text)) add(c);
    const spans: [number, number][] = [];
    // longest first, so a secret that contains another is masked whole
    for (const secret of [...known].sort((a, b) => b.length - a.length)) {
      for (let at = view.text.indexOf(secret); at >= 0; at = view.text.indexOf(secret, at + secret.length)) {
        spans.push([view.starts[at] as number, view.ends[at + secret.length - 1] as number]);
      }
    }
    return masked(text, spans);
  };
  const redactValue = <T>(value: T): T => {
    if (typeof value === 'string') return redact(value) as T;
    if (Array.isArray(value)) return value.map((v: unknown) => redactValue(v)) as T;
    if (typeof value === 'object' && value !== null)
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redactValue(v)])) as T;
    return value;
  };
  return { redact, redactValue };
}

/** `text` with each span (merged where they overlap) replaced by the mask. */
function masked(text: string, spans: [number, number][]): string {
  if (spans.length === 0) return text;
  spans.sort((a, b) => a[0] - b[0]);
  let out = '';
  let at = 0;
  for (const [start, end] of spans) {
    if (end <= at) continue;
    out += text.slice(at, Math.max(at, start)) + (start >= at ? MASK : '');
    at = end;
  }
  return out + text.slice(at);
}

/** `api` with every string of every request body redacted. */
export function redactingApi(api: GitHubApi, secrets: Redactor): GitHubApi {
  return {
    request: (method, path, body) => api.request(method, path, body === undefined ? body : secrets.redactValue(body)),
    paginate: (path, maxItems) => api.paginate(path, maxItems),
  };
}
