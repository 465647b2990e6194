/**
 * Read-only Git access for the base commit. Only `git` runs, with fixed arguments (no shell, no
 * external diff or textconv drivers, no pager, no prompts): nothing from the pull request executes.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import type { TreeEntry } from '../core/tree-fs.js';

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

/** `git ls-tree -r -l -z` of `sha` under `prefix` (repo-relative, `''` = all), paths made relative to `prefix`. */
export async function listTree(cwd: string, sha: string, prefix: string): Promise<TreeEntry[] | null> {
  const args = ['ls-tree', '-r', '-l', '-z', '--full-tree', sha];
  if (prefix !== '') args.push('--', prefix);
  const r = await git(cwd, args);
  if (r.code !== 0) return null;
  const entries: TreeEntry[] = [];
  const links: { index: number; oid: string }[] = [];
  for (const rec of r.stdout.toString('utf8').split('\0')) {
    const m = /^(\d+) (\w+) ([0-9a-f]+) +(-|\d+)\t([\s\S]+)$/.exec(rec);
    if (!m) continue;
    const [, mode, type, oid, size, path] = m as unknown as [string, string, string, string, string, string];
    if (type !== 'blob') continue;
    const rel = prefix === '' ? path : path.slice(prefix.length + 1);
    if (mode === '120000') links.push({ index: entries.length, oid });
    entries.push({
      path: rel,
      kind: mode === '120000' ? 'symlink' : 'file',
      size: size === '-' ? 0 : Number(size),
      oid,
    });
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
  return entries;
}

export interface BlobReader {
  read(oid: string): Promise<Uint8Array>;
  close(): void;
}

/** Blobs through one long-lived `git cat-file --batch` (no filters, no textconv). */
export function blobReader(cwd: string): BlobReader {
  let child: ChildProcessWithoutNullStreams | null = null;
  let buf = Buffer.alloc(0);
  const waiting: { oid: string; resolve: (b: Uint8Array) => void; reject: (e: Error) => void }[] = [];
  const pump = (): void => {
    for (;;) {
      const head = waiting[0];
      if (!head) return;
      const nl = buf.indexOf(0x0a);
      if (nl < 0) return;
      const header = buf.subarray(0, nl).toString('utf8');
      const m = /^([0-9a-f]+) (\w+) (\d+)$/.exec(header);
      if (!m) {
        buf = buf.subarray(nl + 1);
        waiting.shift();
        head.reject(new Error(`git cat-file: ${header}`));
        continue;
      }
      const size = Number(m[3]);
      if (buf.length < nl + 1 + size + 1) return;
      const data = Uint8Array.prototype.slice.call(buf, nl + 1, nl + 1 + size);
      buf = buf.subarray(nl + 1 + size + 1);
      waiting.shift();
      head.resolve(data);
    }
  };
  const start = (): ChildProcessWithoutNullStreams => {
    const c = spawn('git', [...SAFE, 'cat-file', '--batch'], { cwd, env: gitEnv() });
    c.stdout.on('data', (b: Buffer) => {
      buf = Buffer.concat([buf, b]);
      pump();
    });
    const fail = (e: Error): void => {
      for (const w of waiting.splice(0)) w.reject(e);
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
