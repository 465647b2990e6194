/**
 * Issue 14, point 6: a self-hosted runner behind a proxy. The API is served over HTTPS as
 * `api.github.test` (a name that does not resolve, so no call can bypass the proxy), with a
 * certificate the run trusts through NODE_EXTRA_CA_CERTS; HTTPS_PROXY names a local CONNECT proxy.
 * Every request the API server sees must have come through one of the proxy's tunnels; with
 * NO_PROXY naming the host, none may.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { connect } from 'node:net';
import type { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FIXTURES,
  example,
  makeRepo,
  mockApi,
  paged,
  pullFiles,
  pullRequestPayload,
  refuse,
  runAction,
} from './harness.js';
import type { MockApi, TempRepo } from './harness.js';

const HOST = 'api.github.test';
const REPO = 'octo/roles';

interface Proxy {
  readonly url: string;
  /** CONNECT targets, in order. */
  readonly connects: string[];
  /** Local ports of the proxy's connections to the API server (what the server sees as the client port). */
  readonly tunnelPorts: Set<number>;
  close(): Promise<void>;
}

/** A CONNECT proxy that sends every tunnel to the API server on 127.0.0.1, whatever host was asked. */
async function connectProxy(apiPort: number): Promise<Proxy> {
  const connects: string[] = [];
  const tunnelPorts = new Set<number>();
  const sockets = new Set<Socket>();
  const server = createServer((_req, res) => {
    res.writeHead(405).end('this proxy only tunnels');
  });
  server.on('connect', (req, client: Socket, head: Buffer) => {
    connects.push(req.url ?? '');
    const upstream = connect(apiPort, '127.0.0.1', () => {
      if (upstream.localPort !== undefined) tunnelPorts.add(upstream.localPort);
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length > 0) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('error', () => s.destroy());
      s.on('close', () => sockets.delete(s));
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const addr = server.address();
  if (addr === null || typeof addr === 'string') throw new Error('no port');
  return {
    url: `http://127.0.0.1:${addr.port}`,
    connects,
    tunnelPorts,
    close: () =>
      new Promise<void>((r) => {
        for (const s of sockets) s.destroy();
        server.close(() => r());
      }),
  };
}

describe('the Action behind HTTPS_PROXY', () => {
  let scratch: string;
  let tls: { key: string; cert: string; host: string };
  let certFile: string;
  let repo: TempRepo;
  beforeAll(() => {
    scratch = mkdtempSync(join(tmpdir(), 'rp-proxy-'));
    const keyFile = join(scratch, 'key.pem');
    certFile = join(scratch, 'cert.pem');
    execFileSync('openssl', [
      'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', `/CN=${HOST}`,
      '-addext', `subjectAltName=DNS:${HOST}`, '-keyout', keyFile, '-out', certFile,
    ], { stdio: 'ignore' }); // prettier-ignore
    tls = { key: readFileSync(keyFile, 'utf8'), cert: readFileSync(certFile, 'utf8'), host: HOST };
    repo = makeRepo(join(FIXTURES, 'pr-adds-characters/base'), join(FIXTURES, 'pr-adds-characters/head'));
  });
  afterAll(() => {
    repo.cleanup();
    rmSync(scratch, { recursive: true, force: true });
  });

  async function api(): Promise<MockApi> {
    const files = pullFiles(repo);
    return mockApi(
      (req, base) =>
        req.url.startsWith(`/repos/${REPO}/pulls/5/files`)
          ? paged(req, base, files, 100)
          : req.url.startsWith(`/repos/${REPO}/pulls/5/comments`)
            ? paged(req, base, [])
            : req.url === `/repos/${REPO}/pulls/5/reviews`
              ? example(req, { id: 1, commit_id: repo.headSha, state: 'COMMENTED' })
              : refuse(req, 404, 'Not Found'),
      { tls },
    );
  }

  const run = (apiUrl: string, env: Record<string, string>) =>
    runAction({
      workspace: repo.dir,
      eventName: 'pull_request',
      payload: pullRequestPayload({ repo: REPO, number: 5, baseSha: repo.baseSha, headSha: repo.headSha }),
      apiUrl,
      inputs: { 'review-comments': 'all', 'fail-on': 'never' },
      env: { NODE_EXTRA_CA_CERTS: certFile, ...env },
    });

  it('sends every API call through the proxy', async () => {
    const server = await api();
    const port = Number(new URL(server.url).port);
    const proxy = await connectProxy(port);
    try {
      const r = await run(server.url, { HTTPS_PROXY: proxy.url });
      expect(r.code, r.stdout + r.stderr).toBe(0);
      expect(server.requests.map((q) => `${q.method} ${q.url.split('?')[0]}`)).toEqual(
        expect.arrayContaining([`GET /repos/${REPO}/pulls/5/files`, `POST /repos/${REPO}/pulls/5/reviews`]),
      );
      expect(proxy.connects.length).toBeGreaterThan(0);
      expect(new Set(proxy.connects)).toEqual(new Set([`${HOST}:${port}`]));
      for (const q of server.requests) expect(proxy.tunnelPorts.has(q.remotePort ?? -1), q.url).toBe(true);
      expect(r.summary).not.toContain('API: ');
    } finally {
      await proxy.close();
      await server.close();
    }
  });

  it('goes direct for a host in NO_PROXY (which here cannot resolve: the run notes it and carries on)', async () => {
    const server = await api();
    const proxy = await connectProxy(Number(new URL(server.url).port));
    try {
      const r = await run(server.url, { HTTPS_PROXY: proxy.url, NO_PROXY: HOST });
      expect(r.code, r.stdout + r.stderr).toBe(0);
      expect(proxy.connects).toEqual([]);
      expect(server.requests).toEqual([]);
      expect(r.summary).toContain('API: ');
    } finally {
      await proxy.close();
      await server.close();
    }
  });
});
