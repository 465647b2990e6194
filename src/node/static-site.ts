/**
 * Serves a built catalog as GitHub Pages serves it (`rp-assets preview`): under its base path,
 * `folder/` from `folder/index.html`, `folder` redirected to `folder/`, `page` from `page.html`,
 * the site's own `404.html` for what is missing, and nothing outside the folder (a `..`, an
 * encoded one or a symbolic link that leads out is a 404). GET and HEAD only; 127.0.0.1 by default.
 */
import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, sep } from 'node:path';

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.charx': 'application/zip',
};

export interface SiteServer {
  /** e.g. `http://127.0.0.1:4321/my-repo/` */
  readonly url: string;
  close(): Promise<void>;
}

type Found = { readonly kind: 'file'; readonly path: string } | { readonly kind: 'folder' } | null;

/** What `path` (inside the real folder `root`) is: a regular file, a folder, or nothing (also when it leads out). */
async function look(root: string, path: string): Promise<Found> {
  try {
    const real = await realpath(path);
    if (real !== root && !real.startsWith(root + sep)) return null;
    const info = await stat(real);
    if (info.isDirectory()) return { kind: 'folder' };
    return info.isFile() ? { kind: 'file', path: real } : null;
  } catch {
    return null;
  }
}

function send(req: IncomingMessage, res: ServerResponse, status: number, path: string): void {
  res.writeHead(status, {
    'content-type': TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream',
    'cache-control': 'no-cache',
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(path)
    .on('error', () => res.destroy())
    .pipe(res);
}

/** The file a request path names under GitHub Pages' rules, or a redirect, or null. */
async function resolveRequest(root: string, rest: string): Promise<{ file: string } | { redirect: true } | null> {
  const parts = rest.split('/');
  if (parts.some((p) => p === '..' || p === '.' || p.includes('\0') || p.includes('\\'))) return null;
  const path = join(root, ...parts);
  const found = await look(root, path);
  if (found?.kind === 'file') return { file: found.path };
  if (found?.kind === 'folder') {
    if (!rest.endsWith('/') && rest !== '') return { redirect: true };
    const index = await look(root, join(path, 'index.html'));
    return index?.kind === 'file' ? { file: index.path } : null;
  }
  const html = await look(root, `${path}.html`);
  return html?.kind === 'file' ? { file: html.path } : null;
}

async function handle(root: string, base: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD' }).end();
    return;
  }
  const url = new URL(req.url ?? '/', 'http://localhost');
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    res.writeHead(400).end('bad request');
    return;
  }
  if (`${pathname}/` === base) {
    res.writeHead(301, { location: base + url.search }).end();
    return;
  }
  const found = pathname.startsWith(base) ? await resolveRequest(root, pathname.slice(base.length)) : null;
  if (found !== null && 'redirect' in found) {
    res.writeHead(301, { location: `${url.pathname}/${url.search}` }).end();
    return;
  }
  if (found !== null) {
    send(req, res, 200, found.file);
    return;
  }
  const missing = await look(root, join(root, '404.html'));
  if (missing?.kind === 'file') send(req, res, 404, missing.path);
  else res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('404: not found');
}

/** Serves `dir` under `base` (`/` or `/name/`) on `host`:`port` (0: any free port). */
export async function serveSite(dir: string, base: string, port: number, host = '127.0.0.1'): Promise<SiteServer> {
  const root = await realpath(dir);
  const server = createServer((req, res) => {
    handle(root, base, req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolvePromise();
    });
  });
  const address = server.address() as AddressInfo;
  const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${shownHost}:${address.port}${base}`,
    close: () =>
      new Promise<void>((resolvePromise) => {
        server.closeAllConnections();
        server.close(() => resolvePromise());
      }),
  };
}
