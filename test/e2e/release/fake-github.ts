/**
 * A local stand-in for the three GitHub REST calls scripts/release.sh makes (get a release by tag,
 * create a release, upload a release asset), recording every request, and a runner that starts the
 * script against it without blocking the server's event loop.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SeenRequest {
  readonly method: string;
  readonly url: string;
  readonly auth: string | undefined;
  readonly contentType: string | undefined;
  readonly body: Buffer;
}

export interface FakeGitHub {
  readonly url: string;
  readonly requests: SeenRequest[];
  /** Tags whose release exists already (id = position + 1). */
  readonly releases: string[];
  /** Asset names attached already: an upload of one answers 422 as GitHub does. */
  readonly assets: string[];
  /** When set, every request is answered with this status (e.g. 401). */
  refuse: number | undefined;
  close(): Promise<void>;
}

const TOKEN = 'test-token-not-secret';
export { TOKEN };

export async function fakeGitHub(repository: string): Promise<FakeGitHub> {
  const requests: SeenRequest[] = [];
  const releases: string[] = [];
  const assets: string[] = [];
  const state = { refuse: undefined as number | undefined };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const seen: SeenRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        auth: req.headers.authorization,
        contentType: req.headers['content-type'],
        body: Buffer.concat(chunks),
      };
      requests.push(seen);
      const answer = (status: number, body: object): void => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (state.refuse !== undefined) return answer(state.refuse, { message: 'Bad credentials' });
      if (seen.auth !== `Bearer ${TOKEN}`) return answer(401, { message: 'Requires authentication' });
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const release = (id: number, tag: string): object => ({
        id,
        tag_name: tag,
        upload_url: `${base}/uploads/repos/${repository}/releases/${id}/assets{?name,label}`,
      });
      const byTag = new RegExp(`^/repos/${repository}/releases/tags/([^/]+)$`).exec(seen.url);
      if (seen.method === 'GET' && byTag !== null) {
        const id = releases.indexOf(byTag[1] ?? '') + 1;
        return id === 0 ? answer(404, { message: 'Not Found' }) : answer(200, release(id, byTag[1] ?? ''));
      }
      if (seen.method === 'POST' && seen.url === `/repos/${repository}/releases`) {
        const tag = (JSON.parse(seen.body.toString('utf8')) as { tag_name: string }).tag_name;
        if (releases.includes(tag)) return answer(422, { message: 'Validation Failed' });
        releases.push(tag);
        return answer(201, release(releases.length, tag));
      }
      const upload = new RegExp(`^/uploads/repos/${repository}/releases/(\\d+)/assets\\?name=([^&]+)$`).exec(seen.url);
      if (seen.method === 'POST' && upload !== null) {
        const name = decodeURIComponent(upload[2] ?? '');
        if (assets.includes(name)) return answer(422, { message: 'Validation Failed' });
        assets.push(name);
        return answer(201, {
          name,
          browser_download_url: `https://github.com/${repository}/releases/download/x/${name}`,
        });
      }
      answer(404, { message: 'Not Found' });
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    releases,
    assets,
    get refuse() {
      return state.refuse;
    },
    set refuse(status: number | undefined) {
      state.refuse = status;
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

export interface ScriptRun {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs `bash script ...args` in `cwd` with `env` over the process's, asynchronously. */
export function runScript(
  script: string,
  args: string[],
  cwd: string,
  env: Record<string, string | undefined>,
): Promise<ScriptRun> {
  return new Promise((done, failed) => {
    const child = spawn('bash', [script, ...args], { cwd, env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString('utf8')));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString('utf8')));
    child.on('error', failed);
    child.on('close', (code) => done({ code, stdout, stderr }));
  });
}
