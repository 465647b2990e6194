/**
 * Read-only Git access for the base commit. Only `git` runs, with fixed arguments (no shell, no
 * external diff or textconv drivers, no pager, no prompts): nothing from the pull request executes.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { MAX_LINK_TARGET_BYTES } from '../common/tree-fs.js';
import type { TreeEntry, UnreadableName } from '../common/tree-fs.js';

export interface GitResult {
  readonly code: number;
  readonly stdout: Buffer;
  readonly stderr: string;
}

const SAFE = ['-c', 'core.fsmonitor=false', '-c', 'core.quotePath=false', '-c', 'diff.external=', '--no-pager'];
const SHA = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;

function gitEnv(): NodeJS.ProcessEnv {
  // Literal pathspecs: a folder named `*` or `:(glob)x` is a path, not a pattern.
  return { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_OPTIONAL_LOCKS: '0', GIT_LITERAL_PATHSPECS: '1', LC_ALL: 'C' };
}

export function git(cwd: string, args: readonly string[], timeoutMs = 120_000): Promise<GitResult> {
  return new Promise((resolve) => {
    let child: ChildProcessWithoutNullStreams;
    try {
      child = spawn('git', [...SAFE, ...args], { cwd, env: gitEnv(), timeout: timeoutMs });
    } catch (e) {
      resolve({ code: -1, stdout: Buffer.alloc(0), stderr: String(e) });
      return;
    }
    const out: Buffer[] = [];
    let err = '';
    child.stdout.on('data', (b: Buffer) => out.push(b));
    child.stderr.on('data', (b: Buffer) => (err += b.toString('utf8')));
    child.on('error', (e) => resolve({ code: -1, stdout: Buffer.alloc(0), stderr: String(e) }));
    child.on('close', (code) => resolve({ code: code ?? -1, stdout: Buffer.concat(out), stderr: err }));
    child.stdin.end();
  });
}

export function isSha(s: string): boolean {
  return SHA.test(s);
}

/** The commit is in the local object store; if not, one shallow fetch of it from `origin` is tried. */
export async function ensureCommit(cwd: string, sha: string): Promise<boolean> {
  if (!isSha(sha)) return false;
  const has = async (): Promise<boolean> => (await git(cwd, ['cat-file', '-e', `${sha}^{commit}`])).code === 0;
  if (await has()) return true;
  if ((await git(cwd, ['remote', 'get-url', 'origin'])).code !== 0) return false;
  await git(cwd, ['fetch', '--no-tags', '--no-recurse-submodules', '--depth=1', 'origin', sha], 180_000);
  return has();
}

export interface TreeListing {
  readonly entries: TreeEntry[];
  /** Distinct non-UTF-8 names, each once per folder (like a directory listing shows them). */
  readonly unreadable: UnreadableName[];
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });
const isUtf8 = (b: Uint8Array): boolean => {
  try {
    strictUtf8.decode(b);
    return true;
  } catch {
    return false;
  }
};

/**
 * Where a path (raw bytes) first stops being UTF-8: the folder before that segment, the segment as
 * Node would show it, and whether it is the last segment; null for a UTF-8 path.
 */
function firstBadSegment(path: Buffer): { dir: string; name: string; last: boolean; key: string } | null {
  if (isUtf8(path)) return null;
  const segments: Buffer[] = [];
  for (let from = 0; ;) {
    const slash = path.indexOf(0x2f, from);
    segments.push(path.subarray(from, slash < 0 ? path.length : slash));
    if (slash < 0) break;
    from = slash + 1;
  }
  const i = segments.findIndex((seg) => !isUtf8(seg));
  const dir =
    segments
      .slice(0, i)
      .map((seg) => seg.toString('utf8'))
      .join('/') || '.';
  const seg = segments[i] as Buffer;
  return { dir, name: seg.toString('utf8'), last: i === segments.length - 1, key: `${dir}\0${seg.toString('hex')}` };
}

/**
 * `git ls-tree -r -l -z` of `sha` under `prefix` (repo-relative, `''` = all), paths made relative to
 * `prefix`. Paths are read as bytes: a name that is not UTF-8 is listed apart (`unreadable`), like a
 * directory listing on disk shows it, instead of two such names collapsing into one. A symlink
 * whose target blob is longer than MAX_LINK_TARGET_BYTES (the listing gives the size) is a broken
 * link, never read.
 */
export async function listTree(cwd: string, sha: string, prefix: string): Promise<TreeListing | null> {
  const args = ['ls-tree', '-r', '-l', '-z', '--full-tree', sha];
  if (prefix !== '') args.push('--', prefix);
  const r = await git(cwd, args);
  if (r.code !== 0) return null;
  const entries: TreeEntry[] = [];
  const unreadable = new Map<string, UnreadableName>();
  const links: { index: number; oid: string }[] = [];
  const out = r.stdout;
  for (let from = 0; from < out.length;) {
    const end = out.indexOf(0, from) < 0 ? out.length : out.indexOf(0, from);
    const record = out.subarray(from, end);
    from = end + 1;
    const tab = record.indexOf(0x09);
    if (tab < 0) continue;
    const m = /^(\d+) (\w+) ([0-9a-f]+) +(-|\d+)$/.exec(record.subarray(0, tab).toString('latin1'));
    if (!m) continue;
    const [, mode, type, oid, size] = m as unknown as [string, string, string, string, string];
    if (type !== 'blob') continue;
    const rawPath = record.subarray(tab + 1);
    const raw = prefix === '' ? rawPath : rawPath.subarray(Buffer.byteLength(prefix) + 1);
    const bad = firstBadSegment(raw);
    const link = mode === '120000';
    if (bad !== null) {
      const kind = bad.last ? (link ? 'symlink' : 'file') : 'directory';
      if (!unreadable.has(bad.key)) unreadable.set(bad.key, { dir: bad.dir, name: bad.name, kind });
      continue;
    }
    const bytes = size === '-' ? 0 : Number(size);
    if (link && bytes <= MAX_LINK_TARGET_BYTES) links.push({ index: entries.length, oid });
    entries.push({ path: raw.toString('utf8'), kind: link ? 'symlink' : 'file', size: bytes, oid });
  }
  const reader = blobReader(cwd);
  try {
    for (const l of links) {
      const e = entries[l.index] as TreeEntry;
      entries[l.index] = { ...e, target: Buffer.from(await reader.read(l.oid)).toString('utf8') };
    }
  } finally {
    reader.close();
  }
  return { entries, unreadable: [...unreadable.values()] };
}

export interface BlobReader {
  read(oid: string): Promise<Uint8Array>;
  close(): void;
}

/** A `git cat-file --batch` header longer than this is not one. */
const MAX_HEADER_BYTES = 1024;

/**
 * Blobs through one long-lived `git cat-file --batch` (no filters, no textconv). Each blob's bytes
 * are copied once into a buffer of the size its header gives: linear in the blob's size, however
 * git cuts the stream into chunks.
 */
export function blobReader(cwd: string): BlobReader {
  let child: ChildProcessWithoutNullStreams | null = null;
  const waiting: { oid: string; resolve: (b: Uint8Array) => void; reject: (e: Error) => void }[] = [];
  let header: Buffer[] = [];
  let headerBytes = 0;
  /** The blob being received: its bytes and the trailing LF, and how much of it has come. */
  let body: { data: Buffer; filled: number } | null = null;

  const onHeader = (line: string): void => {
    const head = waiting[0];
    const m = /^([0-9a-f]+) (\w+) (\d+)$/.exec(line);
    if (!m) {
      waiting.shift();
      head?.reject(new Error(`git cat-file: ${line.slice(0, 200)}`));
      return;
    }
    body = { data: Buffer.allocUnsafe(Number(m[3]) + 1), filled: 0 };
  };
  const onData = (chunk: Buffer): void => {
    let at = 0;
    while (at < chunk.length) {
      if (body !== null) {
        const n = Math.min(body.data.length - body.filled, chunk.length - at);
        chunk.copy(body.data, body.filled, at, at + n);
        body.filled += n;
        at += n;
        if (body.filled === body.data.length) {
          const done = body.data.subarray(0, body.data.length - 1);
          body = null;
          waiting.shift()?.resolve(done);
        }
        continue;
      }
      const nl = chunk.indexOf(0x0a, at);
      const part = chunk.subarray(at, nl < 0 ? chunk.length : nl);
      header.push(part);
      headerBytes += part.length;
      if (headerBytes > MAX_HEADER_BYTES) {
        child?.kill();
        return;
      }
      if (nl < 0) return;
      at = nl + 1;
      const line = Buffer.concat(header).toString('utf8');
      header = [];
      headerBytes = 0;
      onHeader(line);
    }
  };
  const start = (): ChildProcessWithoutNullStreams => {
    const c = spawn('git', [...SAFE, 'cat-file', '--batch'], { cwd, env: gitEnv() });
    c.stdout.on('data', onData);
    const fail = (e: Error): void => {
      for (const w of waiting.splice(0)) w.reject(e);
      body = null;
      header = [];
      headerBytes = 0;
      child = null;
    };
    c.on('error', fail);
    c.on('close', () => fail(new Error('git cat-file exited')));
    return c;
  };
  return {
    read(oid: string): Promise<Uint8Array> {
      if (!/^[0-9a-f]+$/.test(oid)) return Promise.reject(new Error(`not an object id: ${oid}`));
      child ??= start();
      const c = child;
      return new Promise((resolve, reject) => {
        waiting.push({ oid, resolve, reject });
        c.stdin.write(`${oid}\n`);
      });
    },
    close(): void {
      child?.stdin.end();
      child = null;
    },
  };
}

/**
 * The repository root containing `dir`: the nearest folder, from `dir` upwards, holding `.git`
 * (a folder, or a file for worktrees and submodules) — what `git rev-parse --show-toplevel` answers,
 * without starting git. Null outside a repository.
 */
export function repositoryRoot(dir: string): string | null {
  let current = resolve(dir);
  for (;;) {
    if (existsSync(join(current, '.git'))) return current;
    const parent = dirname(current);
    if (parent === current) return null;
    current = parent;
  }
}

/**
 * The commit a user's ref names (`main`, `HEAD~2`, `v1.0`, a sha), as its full sha; null when git
 * knows no such commit. `--end-of-options` keeps a ref that starts with `-` from being an option.
 */
export async function resolveCommit(cwd: string, ref: string): Promise<string | null> {
  if (ref === '' || ref.includes('\0')) return null;
  const r = await git(cwd, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${ref}^{commit}`]);
  const sha = r.stdout.toString('utf8').trim();
  return r.code === 0 && isSha(sha) ? sha : null;
}
