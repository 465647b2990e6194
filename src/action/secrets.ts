/**
 * What must never leave the runner (docs/security.md): the token, the forms checkout writes it in
 * (`x-access-token:<token>` in base64 behind `AUTHORIZATION: basic`), and anything in the Action's
 * own output that looks like a credential. Each is registered with the runner (`core.setSecret`, so
 * the log masks it) and replaced by `***` in everything the Action writes itself: report, SARIF and
 * behaviour files, the job summary, annotations and API request bodies (comments, reviews, check
 * runs), which the runner's log masking does not reach.
 */
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
    for (const c of credentialsIn(text)) add(c);
    let out = text;
    // longest first, so a secret that contains another is masked whole
    for (const secret of [...known].sort((a, b) => b.length - a.length)) out = out.split(secret).join(MASK);
    return out;
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

/** `api` with every string of every request body redacted. */
export function redactingApi(api: GitHubApi, secrets: Redactor): GitHubApi {
  return {
    request: (method, path, body) => api.request(method, path, body === undefined ? body : secrets.redactValue(body)),
    paginate: (path, maxItems) => api.paginate(path, maxItems),
  };
}
