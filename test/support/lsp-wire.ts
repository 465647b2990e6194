/**
 * A raw JSON-RPC client for the language server over stdio: Content-Length frames written and
 * read by hand (no LSP library on this side), so the tests see exactly what an editor sees.
 */
import { spawn } from 'node:child_process';
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';

export interface Message {
  readonly jsonrpc: '2.0';
  readonly id?: number | string | null;
  readonly method?: string;
  readonly params?: unknown;
  readonly result?: unknown;
  readonly error?: { readonly code: number; readonly message: string };
}

export interface PublishedDiagnostic {
  readonly range: { start: { line: number; character: number }; end: { line: number; character: number } };
  readonly severity: number;
  readonly code: string;
  readonly codeDescription?: { href: string };
  readonly message: string;
  readonly relatedInformation?: { location: { uri: string }; message: string }[];
  readonly data?: { suggestion?: string };
}

export const uriOf = (path: string): string => pathToFileURL(path).href;

/** A client over a pair of streams: the server's input and its output. */
export class LspClient {
  readonly messages: Message[] = [];
  stderr = '';
  private buffer = Buffer.alloc(0);
  private nextId = 1;
  private waiters: { test: (m: Message) => boolean; resolve: (m: Message) => void }[] = [];
  private readonly input: Writable;
  /** Answers to requests from the server by method (default: null, as to a dismissed prompt). */
  readonly replies = new Map<string, (params: unknown) => unknown>();

  constructor(input: Writable, output: Readable) {
    this.input = input;
    output.on('data', (chunk: Buffer) => this.take(chunk));
    input.on('error', () => {});
  }

  private take(chunk: Buffer): void {
    this.buffer = Buffer.concat([this.buffer, chunk]);
    for (;;) {
      const end = this.buffer.indexOf('\r\n\r\n');
      if (end < 0) return;
      const length = Number(/Content-Length: (\d+)/i.exec(this.buffer.subarray(0, end).toString('ascii'))?.[1]);
      if (this.buffer.length < end + 4 + length) return;
      const body = this.buffer.subarray(end + 4, end + 4 + length).toString('utf8');
      this.buffer = this.buffer.subarray(end + 4 + length);
      const message = JSON.parse(body) as Message;
      this.messages.push(message);
      // a request from the server (progress token, registration): answered at once, as editors do
      if (message.method !== undefined && message.id !== undefined) {
        const answer = this.replies.get(message.method);
        this.write({ jsonrpc: '2.0', id: message.id, result: answer === undefined ? null : answer(message.params) });
      }
      this.waiters = this.waiters.filter((w) => {
        if (!w.test(message)) return true;
        w.resolve(message);
        return false;
      });
    }
  }

  /** Raw bytes onto the wire (garbage tests). */
  writeRaw(bytes: string | Buffer): void {
    this.input.write(bytes);
  }

  write(message: object): void {
    const body = Buffer.from(JSON.stringify(message), 'utf8');
    this.writeRaw(Buffer.concat([Buffer.from(`Content-Length: ${body.length}\r\n\r\n`, 'ascii'), body]));
  }

  notify(method: string, params: unknown): void {
    this.write({ jsonrpc: '2.0', method, params });
  }

  async request<T = unknown>(method: string, params: unknown, timeoutMs = 30_000): Promise<T> {
    const id = this.nextId++;
    const reply = this.waitFor((m) => m.id === id && m.method === undefined, timeoutMs, method);
    this.write({ jsonrpc: '2.0', id, method, params });
    const m = await reply;
    if (m.error !== undefined) throw Object.assign(new Error(m.error.message), { code: m.error.code });
    return m.result as T;
  }

  /** The next message (or one already received after `from`) that passes `test`. */
  waitFor(test: (m: Message) => boolean, timeoutMs = 30_000, what = 'a message', from?: number): Promise<Message> {
    if (from !== undefined) {
      const seen = this.messages.slice(from).find(test);
      if (seen !== undefined) return Promise.resolve(seen);
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`timed out waiting for ${what}; stderr: ${this.stderr}`)),
        timeoutMs,
      );
      this.waiters.push({
        test,
        resolve: (m) => {
          clearTimeout(timer);
          resolve(m);
        },
      });
    });
  }

  /** The next diagnostics published for `uri` (after message index `from`, when given) that pass `test`. */
  async diagnostics(
    uri: string,
    from?: number,
    timeoutMs = 30_000,
    test: (list: readonly PublishedDiagnostic[]) => boolean = () => true,
  ): Promise<PublishedDiagnostic[]> {
    const m = await this.waitFor(
      (x) =>
        x.method === 'textDocument/publishDiagnostics' &&
        (x.params as { uri: string }).uri === uri &&
        test((x.params as { diagnostics: PublishedDiagnostic[] }).diagnostics),
      timeoutMs,
      `diagnostics of ${uri}`,
      from,
    );
    return (m.params as { diagnostics: PublishedDiagnostic[] }).diagnostics;
  }

  async initialize(
    root: string,
    capabilities: object = {},
    processId: number | null = process.pid,
    extra: object = {},
  ): Promise<unknown> {
    const result = await this.request('initialize', {
      processId,
      rootUri: uriOf(root),
      workspaceFolders: [{ uri: uriOf(root), name: 'test' }],
      capabilities,
      ...extra,
    });
    this.notify('initialized', {});
    return result;
  }

  /** Resolves once the first indexing's work-done progress has ended (the client must offer `window.workDoneProgress`). */
  indexed(timeoutMs = 60_000): Promise<Message> {
    return this.waitFor(
      (m) => m.method === '$/progress' && (m.params as { value?: { kind?: string } }).value?.kind === 'end',
      timeoutMs,
      'the end of the first indexing',
      0,
    );
  }
}

/** The server as a process (`node BUNDLE --stdio`), as an editor starts it. */
export class LspProcess extends LspClient {
  readonly child: ChildProcessWithoutNullStreams;
  readonly exited: Promise<number | null>;

  constructor(command: string, args: readonly string[], cwd: string) {
    const child = spawn(command, [...args], { cwd, env: { PATH: process.env.PATH ?? '' } });
    super(child.stdin, child.stdout);
    this.child = child;
    child.stderr.on('data', (chunk: Buffer) => (this.stderr += chunk.toString('utf8')));
    this.exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  }

  async shutdown(): Promise<number | null> {
    await this.request('shutdown', null).catch(() => null);
    this.notify('exit', null);
    return this.exited;
  }

  kill(): void {
    this.child.kill('SIGKILL');
  }
}
