/**
 * Runs dist/index.js the way the runner does: `node` (the Node 24 devDependency), INPUT_* variables
 * with hyphens kept, a real pull_request payload, GITHUB_OUTPUT / GITHUB_STEP_SUMMARY files, a real
 * two-commit git repository as GITHUB_WORKSPACE, and GITHUB_API_URL pointing at a local server that
 * records every request, checks it against GitHub's REST description and answers with that
 * description's example responses, the scenario's facts merged over them (`example`, `paged`,
 * `refuse`; test/support/openapi.ts).
 */
import { spawn, execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createRequire } from 'node:module';
import {
  checkRequest,
  errorResponse,
  exampleResponse,
  mergeFacts,
  responseProblems,
  successStatus,
} from '../../support/openapi.js';
import { tempDir } from '../../support/temp-dirs.js';

export const REPO_ROOT = resolve(import.meta.dirname, '../../..');
export const BUNDLE = join(REPO_ROOT, 'dist/index.js');
const NODE = join(REPO_ROOT, 'node_modules/.bin/node');
export const FIXTURES = join(REPO_ROOT, 'test/fixtures/action');

export function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, GIT_AUTHOR_DATE: '2026-01-01T00:00:00Z', GIT_COMMITTER_DATE: '2026-01-01T00:00:00Z' },
  }).trim();
}

export interface TempRepo {
  readonly dir: string;
  readonly baseSha: string;
  readonly headSha: string;
  cleanup(): void;
}

function clearTree(dir: string): void {
  for (const name of readdirSync(dir)) if (name !== '.git') rmSync(join(dir, name), { recursive: true, force: true });
}

/** A git repo whose first commit is `base` (a fixture folder) and second commit is `head`. */
export function makeRepo(base: string, head: string | ((dir: string) => void)): TempRepo {
  const dir = mkdtempSync(join(tmpdir(), 'rp-action-repo-'));
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'config', 'user.email', 'test@example.com');
  git(dir, 'config', 'user.name', 'test');
  git(dir, 'config', 'core.quotePath', 'false');
  cpSync(base, dir, { recursive: true });
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'base');
  const baseSha = git(dir, 'rev-parse', 'HEAD');
  if (typeof head === 'string') {
    clearTree(dir);
    cpSync(head, dir, { recursive: true });
  } else {
    head(dir);
  }
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '--allow-empty', '-m', 'head');
  const headSha = git(dir, 'rev-parse', 'HEAD');
  return { dir, baseSha, headSha, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface RecordedRequest {
  readonly method: string;
  readonly url: string;
  readonly body: unknown;
  readonly auth: string | undefined;
  /** The client's port: which connection (e.g. a proxy's tunnel) the request came through. */
  readonly remotePort?: number | undefined;
}

export interface Reply {
  readonly status: number;
  readonly body?: unknown;
  readonly headers?: Record<string, string>;
}

/**
 * Where an answer's body came from: GitHub's example response with the scenario's facts merged
 * over it (`example`, `paged`), a GitHub error body (`refuse`: the description has no examples of
 * errors), the harness itself (a request GitHub would refuse, a scenario that threw), or written
 * by hand in the scenario, which `close()` refuses.
 */
export type Origin = 'example' | 'error' | 'harness' | 'hand-written';

export interface Answered {
  readonly method: string;
  readonly url: string;
  readonly status: number;
  readonly origin: Origin;
}

export interface MockApi {
  readonly url: string;
  readonly requests: RecordedRequest[];
  /** Every answer, in order, with where its body came from. */
  readonly responses: Answered[];
  close(): Promise<void>;
}

const origins = new WeakMap<Reply, 'example' | 'error'>();

export interface ExampleOptions {
  /** Default: the operation's success status in the description (200, 201 or 204). */
  readonly status?: number;
  /** Which of the description's named examples (default: the first). */
  readonly example?: string;
  readonly headers?: Record<string, string>;
}

/**
 * GitHub's example answer to `req` (from `@octokit/openapi`), with the scenario's `facts`
 * deep-merged over it: only what the scenario depends on is written here, every other field is
 * GitHub's. A list of facts replaces an example list, each element merged over its first element;
 * a fact `undefined` removes the field.
 */
export function example(req: RecordedRequest, facts?: unknown, o: ExampleOptions = {}): Reply {
  const status = o.status ?? successStatus(req.method, req.url);
  const ex = exampleResponse(req.method, req.url, status, o.example);
  if (ex === undefined && facts !== undefined)
    throw new Error(`${req.method} ${req.url}: GitHub answers ${status} without a body; no facts to merge`);
  const reply: Reply = {
    status,
    ...(ex === undefined ? {} : { body: mergeFacts(ex, facts) }),
    ...(o.headers ? { headers: o.headers } : {}),
  };
  origins.set(reply, 'example');
  return reply;
}

/** GitHub refusing `req` with `status` and `message` (Basic Error, as GitHub sends it). */
export function refuse(req: RecordedRequest, status: number, message: string): Reply {
  const reply: Reply = { status, body: errorResponse(req.method, req.url, status, message) };
  origins.set(reply, 'error');
  return reply;
}

/** For a scenario that expects no API call: anything asked is refused with a 500. */
export function noCalls(req: RecordedRequest): Reply {
  return refuse(req, 500, 'this scenario expects no API call');
}

export interface MockOptions {
  /** Serve HTTPS with this key and certificate (base URL `https://<host>:<port>`). */
  readonly tls?: { readonly key: string; readonly cert: string; readonly host: string };
  /**
   * Check every request against GitHub's REST description (test/support/openapi.ts), and every
   * answer: built by `example`/`paged`/`refuse` and true to the description's response schema;
   * default true. A request GitHub would not take is answered 400; it, a hand-written answer, an
   * answer off the schema or a scenario that throws makes `close()` throw with the problems.
   */
  readonly openapi?: boolean;
}

export async function mockApi(
  route: (req: RecordedRequest, base: string) => Reply,
  options: MockOptions = {},
): Promise<MockApi> {
  const tls = options.tls;
  const problems: string[] = [];
  const requests: RecordedRequest[] = [];
  const responses: Answered[] = [];
  const checked = options.openapi !== false;
  let base = '';
  const handler = (req: IncomingMessage, res: ServerResponse): void => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const rec: RecordedRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        body: text === '' ? null : JSON.parse(text),
        auth: req.headers.authorization,
        remotePort: req.socket.remotePort,
      };
      requests.push(rec);
      const wrong = checked ? checkRequest(rec.method, rec.url, rec.body) : [];
      problems.push(...wrong);
      let reply: Reply;
      let origin: Origin = 'harness';
      if (wrong.length > 0) {
        reply = { status: 400, body: { message: wrong.join('; ') } };
      } else {
        try {
          reply = route(rec, base);
          origin = origins.get(reply) ?? 'hand-written';
        } catch (e) {
          reply = { status: 500, body: { message: String(e) } };
          if (checked) problems.push(`${rec.method} ${rec.url}: the scenario threw: ${String(e)}`);
        }
      }
      if (checked && origin === 'hand-written')
        problems.push(
          `${rec.method} ${rec.url}: answered ${reply.status} with a body not built from GitHub's description (use example, paged or refuse)`,
        );
      if (checked && (origin === 'example' || origin === 'error'))
        problems.push(...responseProblems(rec.method, rec.url, reply.status, reply.body));
      responses.push({ method: rec.method, url: rec.url, status: reply.status, origin });
      res.writeHead(reply.status, { 'content-type': 'application/json', ...(reply.headers ?? {}) });
      res.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
    });
  };
  const server = tls ? createHttpsServer({ key: tls.key, cert: tls.cert }, handler) : createServer(handler);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const addr = server.address();
  if (addr === null || typeof addr === 'string') throw new Error('no port');
  base = tls ? `https://${tls.host}:${addr.port}` : `http://127.0.0.1:${addr.port}`;
  return {
    url: base,
    requests,
    responses,
    close: async () => {
      await new Promise<void>((r) => {
        server.close(() => r());
        server.closeAllConnections();
      });
      if (problems.length > 0)
        throw new Error(`requests GitHub would not take, or answers GitHub would not give:\n${problems.join('\n')}`);
    },
  };
}

const require = createRequire(import.meta.url);

/** The webhooks-examples `pull_request.opened` payload, adapted to our repo, commits and PR number. */
export function pullRequestPayload(o: {
  repo: string;
  number: number;
  baseSha: string;
  headSha: string;
  fork?: boolean;
}): unknown {
  const all = require('@octokit/webhooks-examples/api.github.com/index.json') as {
    name: string;
    examples: { action?: string }[];
  }[];
  const ex = all.find((e) => e.name === 'pull_request')?.examples.find((e) => e.action === 'opened');
  const p = structuredClone(ex) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  const [owner, name] = o.repo.split('/');
  const repoObj = { ...p.repository, full_name: o.repo, name, owner: { ...p.repository.owner, login: owner } };
  p.number = o.number;
  p.repository = repoObj;
  p.pull_request.number = o.number;
  p.pull_request.base = { ...p.pull_request.base, sha: o.baseSha, repo: repoObj };
  const headRepo = o.fork
    ? { ...repoObj, full_name: `contributor/${name}`, fork: true, owner: { ...repoObj.owner, login: 'contributor' } }
    : repoObj;
  p.pull_request.head = { ...p.pull_request.head, sha: o.headSha, repo: headRepo };
  return p;
}

export interface RunResult {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
  readonly outputs: Record<string, string>;
  readonly summary: string;
  readonly commands: string[];
  readonly scratch: string;
}

/** Parse `name<<delim\nvalue\ndelim` blocks. */
export function parseOutputs(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const m = /^([^<]+)<<(.+)$/.exec(lines[i] as string);
    if (!m) continue;
    const value: string[] = [];
    for (i++; i < lines.length && lines[i] !== m[2]; i++) value.push(lines[i] as string);
    out[m[1] as string] = value.join('\n');
  }
  return out;
}

export interface RunOptions {
  readonly workspace: string;
  readonly eventName: string;
  readonly payload: unknown;
  readonly inputs?: Record<string, string>;
  readonly apiUrl?: string;
  readonly sha?: string;
  readonly repository?: string;
  /** More environment for the run (a proxy, an extra CA). */
  readonly env?: Record<string, string>;
  /** The script to run instead of dist/index.js (a bundle of src/: test/support/action-bundle.ts). */
  readonly bundle?: string;
}

export function runAction(o: RunOptions): Promise<RunResult> {
  const scratch = tempDir('rp-action-run-');
  const eventPath = join(scratch, 'event.json');
  writeFileSync(eventPath, JSON.stringify(o.payload));
  writeFileSync(join(scratch, 'output'), '');
  writeFileSync(join(scratch, 'summary'), '');
  const env: Record<string, string> = {
    PATH: process.env['PATH'] ?? '',
    HOME: scratch,
    GITHUB_ACTIONS: 'true',
    GITHUB_WORKSPACE: o.workspace,
    GITHUB_EVENT_NAME: o.eventName,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_REPOSITORY: o.repository ?? 'octo/roles',
    GITHUB_SHA: o.sha ?? '',
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_API_URL: o.apiUrl ?? 'http://127.0.0.1:9',
    GITHUB_OUTPUT: join(scratch, 'output'),
    GITHUB_STEP_SUMMARY: join(scratch, 'summary'),
    RUNNER_TEMP: scratch,
    'INPUT_WORKING-DIRECTORY': '.',
    'INPUT_FAIL-ON': 'error',
    INPUT_ANNOTATE: 'hint',
    'INPUT_MAX-ANNOTATIONS': '30',
    'INPUT_REVIEW-COMMENTS': 'off',
    INPUT_SUMMARY: 'always',
    INPUT_LOCALE: 'en',
    INPUT_TOKEN: 'test-token',
  };
  for (const [k, v] of Object.entries(o.inputs ?? {})) env[`INPUT_${k.toUpperCase()}`] = v;
  Object.assign(env, o.env ?? {});
  return new Promise((resolvePromise, reject) => {
    const child = spawn(NODE, [o.bundle ?? BUNDLE], { cwd: o.workspace, env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (b: Buffer) => (stdout += b.toString('utf8')));
    child.stderr.on('data', (b: Buffer) => (stderr += b.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => {
      resolvePromise({
        code: code ?? -1,
        stdout,
        stderr,
        outputs: parseOutputs(readFileSync(join(scratch, 'output'), 'utf8')),
        summary: readFileSync(join(scratch, 'summary'), 'utf8'),
        commands: stdout.split('\n').filter((l) => /^::(error|warning|notice)/.test(l)),
        scratch,
      });
    });
  });
}

/** The facts of one `GET /pulls/{n}/files` entry; `undefined` removes the example's field. */
export interface ApiFileEntry {
  readonly filename: string;
  readonly status: string;
  readonly previous_filename: string | undefined;
  readonly additions: number;
  readonly deletions: number;
  readonly changes: number;
  readonly patch: string | undefined;
}

/**
 * The facts `GET /pulls/{n}/files` answers for this repo's two commits (built with the git CLI):
 * name, status, previous name, line counts and patch; a file without a text patch has no `patch`.
 */
export function pullFiles(repo: TempRepo): ApiFileEntry[] {
  const raw = execFileSync(
    'git',
    ['-c', 'core.quotePath=false', 'diff', '--name-status', '-z', '-M', repo.baseSha, repo.headSha],
    { cwd: repo.dir, encoding: 'utf8' },
  );
  const parts = raw.split('\0').filter((p) => p !== '');
  const files: ApiFileEntry[] = [];
  for (let i = 0; i < parts.length;) {
    const code = parts[i++] as string;
    const renamed = code.startsWith('R');
    const prev = renamed ? (parts[i++] as string) : undefined;
    const filename = parts[i++] as string;
    const diff = execFileSync(
      'git',
      ['diff', '-M', repo.baseSha, repo.headSha, '--', ...(prev ? [prev] : []), filename],
      { cwd: repo.dir, encoding: 'utf8' },
    );
    const at = diff.indexOf('\n@@ ');
    const status = renamed ? 'renamed' : code === 'A' ? 'added' : code === 'D' ? 'removed' : 'modified';
    const patch = at >= 0 ? diff.slice(at + 1).replace(/\n$/, '') : undefined;
    const lines = (patch ?? '').split('\n');
    const additions = lines.filter((l) => l.startsWith('+')).length;
    const deletions = lines.filter((l) => l.startsWith('-')).length;
    files.push({
      filename,
      status,
      previous_filename: prev,
      additions,
      deletions,
      changes: additions + deletions,
      patch,
    });
  }
  return files;
}

/**
 * Serve a list `size` items a page (default 1, to exercise pagination), with GitHub's `Link` header:
 * each item the facts of one element, merged over the first element of GitHub's example list.
 */
export function paged(req: RecordedRequest, base: string, items: readonly unknown[], size = 1): Reply {
  const url = new URL(req.url, base);
  const page = Number(url.searchParams.get('page') ?? '1');
  const last = Math.max(1, Math.ceil(items.length / size));
  const headers: Record<string, string> = {};
  if (page < last) {
    url.searchParams.set('page', String(page + 1));
    headers['link'] =
      `<${base}${url.pathname}${url.search}>; rel="next", <${base}${url.pathname}?per_page=100&page=${last}>; rel="last"`;
  }
  return example(req, items.slice((page - 1) * size, page * size), { status: 200, headers });
}
