/**
 * Node only: the core's `Executor` (common/executor.ts) over a pool of worker threads (tinypool),
 * each running pool-worker.ts. A job the pool's module offers runs on a worker, which reads
 * through its own file system over the same working directory; any other job runs here. Results
 * are the same plain data either way (structured clone), so output is identical.
 *
 * Scheduling: the jobs handed over in one go (one turn of the microtask queue) are cut into
 * batches of BATCH jobs, one tinypool task each: a message per job costs more than a small job
 * (docs/performance.md, decisions). At most two batches per worker are at the workers; the rest
 * wait here, where this thread takes them itself whenever its event loop is free (`mainHelps`).
 * The first `startAfter` jobs run here, and the workers start only if those cost enough
 * (`minJobUs`). If a worker cannot start, fails or exits, its batches and every later job run
 * here, and the pool keeps why (`failures()`). `close()` lets the workers finish their batches
 * and only then ends them: never a thread in the middle of a file read (nodejs/node#38418).
 */
import { availableParallelism } from 'node:os';
import Tinypool from 'tinypool';
import { inlineExecutor } from '../common/executor.js';
import type { Executor, Job } from '../common/executor.js';
import type { FileSystem } from '../common/fs.js';
import { jobTable, type JobTable } from './job-table.js';
import type { JobSource } from './pool-ops.js';
import type { Batch } from './pool-worker.js';

/** Jobs in flight on a pool: enough for full batches, few enough that promises are not made up front for a whole repository. */
export const POOL_CAPACITY = 512;

/** Jobs per tinypool task. */
const BATCH = 32;

/**
 * The least CPU time (µs) a job must take on this thread for workers to pay: below it, copying
 * the job to a worker and its result back costs more than the job (docs/performance.md, decisions).
 */
export const MIN_WORKER_JOB_US = 100;

/** The worker module beside this one: pool-worker.ts among the sources (tests), pool-worker.js in build/. */
const WORKER_URL = new URL(`./pool-worker.${import.meta.url.endsWith('.ts') ? 'ts' : 'js'}`, import.meta.url);

/** Threads that read and parse by default, the main one included: every core, up to 4. */
export function defaultThreadCount(): number {
  return Math.max(1, Math.min(4, availableParallelism()));
}

export interface PoolExecutor extends Executor {
  /**
   * Settles once the workers have a backlog (`capacity` jobs handed over and not done), or once
   * every job handed over is done: the moment a caller may keep this thread busy (`rp-assets site`
   * starts Astro then) without leaving the workers idle.
   */
  backlog(): Promise<void>;
  /** How many jobs were run by workers and how many on this thread. */
  stats(): { readonly workers: number; readonly inline: number };
  /** Why workers could not start, failed or stopped (their jobs ran here); empty when none did. */
  failures(): readonly Error[];
  /** Runs what the workers have not taken here, waits for their batches, then ends them. */
  close(): Promise<void>;
}

export interface PoolExecutorOptions {
  /** The jobs the workers offer (pool-ops.ts, catalog-pool-ops.ts). */
  readonly jobs: JobSource;
  /** The caller's file system: the jobs this thread runs read through it. */
  readonly fs: FileSystem;
  /** The absolute working directory `fs` resolves relative paths against; the workers' file systems do the same. */
  readonly cwd: string;
  /** Worker threads besides this one (default `defaultThreadCount() - 1`, at least 1). */
  readonly workers?: number;
  /** Jobs run here before the workers start (default 0: they start with the first job). */
  readonly startAfter?: number;
  /** With `startAfter`: workers never start when those jobs took less than this many µs of CPU each (default MIN_WORKER_JOB_US; 0: always start). */
  readonly minJobUs?: number;
  /** Whether this thread runs waiting batches while its event loop is free (default true). */
  readonly mainHelps?: boolean;
}

interface Pending {
  readonly name: string;
  readonly input: unknown;
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: unknown) => void;
  /** Handed over to the pool (counted in the backlog), rather than run here at once. */
  handed: boolean;
  done: boolean;
}

/** The state of one pool. */
interface State {
  readonly o: Required<Omit<PoolExecutorOptions, 'fs'>>;
  readonly table: JobTable;
  /** Runs a job the workers do not offer. */
  readonly here: Executor;
  pool: Tinypool | null;
  /** A worker failed: every job runs here from now on. */
  dead: boolean;
  closing: boolean;
  /** Jobs handed over in this turn, not batched yet. */
  open: Pending[];
  /** Batches waiting for a worker (or for this thread). */
  readonly queue: Pending[][];
  /** Batches at the workers: settled once their results are in. */
  readonly sent: Map<Promise<void>, readonly Pending[]>;
  readonly counts: { workers: number; inline: number };
  readonly failures: Error[];
  readonly timing: Timing;
  helping: boolean;
  readonly backlog: { inFlight: number; handed: number; waiting: (() => void)[] };
}

/**
 * The first `startAfter` jobs, run here one after the other and timed, before the workers start
 * (when `minJobUs` is set): jobs handed over meanwhile wait in `queue`.
 */
interface Timing {
  submitted: number;
  readonly queue: Pending[];
  running: boolean;
  /** Timed jobs done. */
  done: number;
  /** This thread's CPU time (µs) when the second half of the timed jobs began. */
  from: number;
  /** The first jobs are timed: the workers started, or jobs stay here for good (`inlineOnly`). */
  decided: boolean;
  inlineOnly: boolean;
}

export function createPoolExecutor(options: PoolExecutorOptions): PoolExecutor {
  const s: State = {
    o: {
      jobs: options.jobs,
      cwd: options.cwd,
      workers: Math.max(1, options.workers ?? defaultThreadCount() - 1),
      startAfter: Math.max(0, options.startAfter ?? 0),
      minJobUs: options.minJobUs ?? MIN_WORKER_JOB_US,
      mainHelps: options.mainHelps ?? true,
    },
    table: jobTable(options.jobs.jobs, options.fs),
    here: inlineExecutor(options.fs),
    pool: null,
    dead: false,
    closing: false,
    open: [],
    queue: [],
    sent: new Map(),
    counts: { workers: 0, inline: 0 },
    failures: [],
    timing: { submitted: 0, queue: [], running: false, done: 0, from: 0, decided: false, inlineOnly: false },
    helping: false,
    backlog: { inFlight: 0, handed: 0, waiting: [] },
  };
  return {
    capacity: POOL_CAPACITY,
    run: <I, O>(job: Job<I, O>, input: I): Promise<O> => submit(s, job, input),
    backlog: () =>
      new Promise<void>((resolve) => {
        s.backlog.waiting.push(resolve);
        checkBacklog(s);
      }),
    stats: () => ({ ...s.counts }),
    failures: () => [...s.failures],
    close: () => close(s),
  };
}

function submit<I, O>(s: State, job: Job<I, O>, input: I): Promise<O> {
  if (!s.table.has(job.name)) return s.here.run(job, input);
  return new Promise<O>((resolve, reject) => {
    const p: Pending = {
      name: job.name,
      input,
      resolve: resolve as (value: unknown) => void,
      reject,
      handed: false,
      done: false,
    };
    route(s, p);
  });
}

/** Where a job runs: here (no pool, or while the first are timed), else on the workers. */
function route(s: State, p: Pending): void {
  const t = s.timing;
  if (s.dead || s.closing || t.inlineOnly) return void runHere(s, p);
  if (s.pool !== null) return handOver(s, p);
  t.submitted++;
  if (s.o.minJobUs > 0 && s.o.startAfter >= 2 && !t.decided) {
    t.queue.push(p);
    if (!t.running) void runTimed(s);
    return;
  }
  if (t.submitted <= s.o.startAfter) return void runHere(s, p);
  start(s);
  handOver(s, p);
}

const cpuUs = (): number => {
  const used = process.cpuUsage();
  return used.user + used.system;
};

/**
 * Runs the first `startAfter` jobs here, one at a time, and times the second half (once the code
 * is compiled: the first jobs pay for the JIT) in this thread's CPU time, so that a machine busy
 * with other processes does not make them look costly. Workers start only when a job took
 * `minJobUs` or more: for a tiny file, copying it to a worker and its result back costs more.
 */
async function runTimed(s: State): Promise<void> {
  const t = s.timing;
  const half = s.o.startAfter >> 1;
  t.running = true;
  while (t.done < s.o.startAfter) {
    const p = t.queue.shift();
    if (p === undefined) break;
    if (t.done === half) t.from = cpuUs();
    await runHere(s, p);
    t.done++;
  }
  t.running = false;
  if (t.done < s.o.startAfter) return;
  t.decided = true;
  if ((cpuUs() - t.from) / (s.o.startAfter - half) < s.o.minJobUs) t.inlineOnly = true;
  else if (!s.dead && !s.closing) start(s);
  for (const p of t.queue.splice(0)) route(s, p);
}

function settle(s: State, p: Pending, ok: boolean, value: unknown, byWorker: boolean): void {
  if (p.done) return;
  p.done = true;
  if (byWorker) s.counts.workers++;
  else s.counts.inline++;
  if (ok) p.resolve(value);
  else p.reject(value);
  if (p.handed) {
    s.backlog.inFlight--;
    checkBacklog(s);
  }
}

/** Runs `p` on this thread; settles once the job's result (or its promise) is in. Never rejects. */
function runHere(s: State, p: Pending): Promise<void> {
  let result: unknown;
  try {
    result = (s.table.get(p.name) as (input: unknown) => unknown)(p.input);
  } catch (error) {
    settle(s, p, false, error, false);
    return Promise.resolve();
  }
  return Promise.resolve(result).then(
    (value) => settle(s, p, true, value, false),
    (error: unknown) => settle(s, p, false, error, false),
  );
}

function checkBacklog(s: State): void {
  const b = s.backlog;
  if (b.waiting.length === 0 || (b.inFlight < POOL_CAPACITY && (b.inFlight > 0 || b.handed === 0))) return;
  for (const resolve of b.waiting.splice(0)) resolve();
}

/** Everything handed over in one synchronous run becomes the next batches, sent before the caller's other queued work runs. */
function handOver(s: State, p: Pending): void {
  p.handed = true;
  s.backlog.handed++;
  s.backlog.inFlight++;
  if (s.open.length === 0) queueMicrotask(() => flush(s));
  s.open.push(p);
  checkBacklog(s);
}

function flush(s: State): void {
  const open = s.open;
  s.open = [];
  for (let i = 0; i < open.length; i += BATCH) s.queue.push(open.slice(i, i + BATCH));
  dispatch(s);
  if (s.o.mainHelps && !s.helping && s.queue.length > 0) {
    s.helping = true;
    setImmediate(() => help(s));
  }
}

/** Sends waiting batches while the workers have fewer than two each. */
function dispatch(s: State): void {
  if (s.dead || s.pool === null) return drainHere(s);
  while (s.queue.length > 0 && s.sent.size < 2 * s.o.workers) send(s, s.pool, s.queue.shift() as Pending[]);
}

function send(s: State, pool: Tinypool, batch: readonly Pending[]): void {
  const task: Batch = { url: s.o.jobs.url, cwd: s.o.cwd, jobs: batch.map((p) => [p.name, p.input] as const) };
  const sent: Promise<void> = (pool.run(task) as Promise<unknown[]>).then(
    (out) => {
      s.sent.delete(sent);
      batch.forEach((p, i) => settle(s, p, out[2 * i] === true, out[2 * i + 1], true));
      dispatch(s);
    },
    (error: unknown) => {
      s.sent.delete(sent);
      fail(s, workerFailed(error));
      for (const p of batch) if (!p.done) void runHere(s, p);
    },
  );
  s.sent.set(sent, batch);
}

/** This thread takes a waiting batch (from the back: the workers take from the front) while its event loop is free. */
function help(s: State): void {
  s.helping = false;
  const batch = s.queue.pop();
  if (batch === undefined) return;
  for (const p of batch) void runHere(s, p);
  s.helping = true;
  setImmediate(() => help(s));
}

function drainHere(s: State): void {
  for (let batch = s.queue.shift(); batch !== undefined; batch = s.queue.shift())
    for (const p of batch) void runHere(s, p);
}

/** A worker failed or stopped: its batches (unknown which: every batch out) and every later job run here. */
function fail(s: State, failure: Error): void {
  if (!s.dead && !s.closing) s.failures.push(failure);
  s.dead = true;
  const out = [...s.sent.values()];
  s.sent.clear();
  for (const batch of out) for (const p of batch) if (!p.done) void runHere(s, p);
  drainHere(s);
}

function workerFailed(cause: unknown): Error {
  return new Error(`a pool worker failed: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
}

function start(s: State): void {
  const workers = s.o.workers;
  const pool = new Tinypool({ filename: WORKER_URL.href, minThreads: workers, maxThreads: workers });
  // a worker that fails with no batch (tinypool then reports it on the pool) or exits on its own
  pool.on('error', (error: unknown) => fail(s, workerFailed(error)));
  for (const worker of pool.threads) {
    worker.on('exit', (code: number) => {
      if (!s.closing) fail(s, new Error(`a pool worker stopped (exit code ${code}) before the pool was closed`));
    });
  }
  s.pool = pool;
}

async function close(s: State): Promise<void> {
  for (const p of s.timing.queue.splice(0)) void runHere(s, p);
  if (s.open.length > 0) flush(s);
  drainHere(s);
  s.closing = true;
  while (s.sent.size > 0) await Promise.all(s.sent.keys());
  // tinypool waits for every worker's exit, which a worker that already stopped never sends again
  if (s.dead) void s.pool?.destroy();
  else await s.pool?.destroy();
}
