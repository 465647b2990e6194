/**
 * Node only (never imported by the pure core): a pool of worker threads (pool-worker.ts) running
 * the operations of a table (the jobs of pool-ops.ts, through pool-executor.ts, so the core's
 * `Executor` uses more than one core). Results are the same plain data as inline
 * (structured clone), so output is identical. An operation that throws or rejects, on a worker or
 * on this thread, rejects its job with that error; an operation the table does not have is refused
 * at once. If a worker cannot start or dies, the jobs not done yet (and later ones) run inline, and
 * the pool keeps why (`failures()`) for the caller to report.
 *
 * Scheduling: the jobs submitted in one go form a list that every worker receives whole, with a
 * shared atomic cursor (a SharedArrayBuffer); each thread claims the next chunk by bumping the
 * cursor. The main thread claims chunks too whenever its event loop is free, so it helps once its
 * own work (the routing check) is done, and nobody waits for a scheduler that is busy elsewhere.
 * Chosen over one message per job (docs/performance-history.md): hence not tinypool or piscina,
 * which hand each task to one worker and never let the main thread take it back.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { unknownOperation } from './pool-protocol.js';
import type {
  CloseMessage,
  JobMessage,
  ListMessage,
  OpSource,
  OpTable,
  ResultMessage,
  WorkerData,
} from './pool-protocol.js';

export type { OpSource, OpTable } from './pool-protocol.js';

/** A pool running the operations of table `T`; `run`'s arguments and result follow the operation. */
export interface Pool<T extends OpTable> {
  /** Run `op(...args)` on a worker, or on this thread when no worker takes it. */
  run<K extends keyof T & string>(
    op: K,
    args: Parameters<T[K]>,
    options?: RunOptions,
  ): Promise<Awaited<ReturnType<T[K]>>>;
  /** How many jobs were handled by workers and how many on the main thread. */
  stats(): { readonly workers: number; readonly inline: number };
  /** Why workers could not start or stopped (their jobs ran inline); empty when none did. */
  failures(): readonly Error[];
  /** Terminates the workers; pending jobs finish inline. */
  close(): Promise<void>;
}

export interface RunOptions {
  /**
   * Leave the job to the workers: the main thread does not claim it while its event loop is free
   * (it has other work, e.g. starting Astro). It still runs it inline if no worker is left.
   */
  readonly background?: boolean;
}

export interface PoolOptions {
  /** Worker count (threads besides the main one); default `defaultThreadCount() - 1`, at least 1. */
  readonly workers?: number;
  /**
   * Run the first N jobs inline and start the workers only when more come: a small repository
   * then pays nothing for threads it would not gain from (default 0: start at once).
   */
  readonly startAfter?: number;
  /**
   * With `startAfter`: when the inline jobs (timed after the first half, once compiled) took a
   * median of less than this many µs of CPU time, workers never start (default MIN_WORKER_JOB_US; 0 always starts them).
   */
  readonly minJobUs?: number;
  /** Whether the main thread takes jobs when its event loop is idle (default true; `rp-assets site` and tests turn it off). */
  readonly mainHelps?: boolean;
  /** For a module of jobs (pool-ops.ts): the working directory the workers' file systems resolve paths against. */
  readonly cwd?: string;
}

interface Job {
  readonly message: JobMessage;
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: unknown) => void;
  /** A job for the workers only: the main thread does not claim it while idle (`RunOptions`). */
  readonly background: boolean;
  done: boolean;
}

interface JobList {
  readonly id: number;
  readonly jobs: readonly Job[];
  /** cursor[0]: the next unclaimed job; shared with every worker. */
  readonly cursor: Int32Array;
  pending: number;
  /** Whether the main thread claims chunks of this list (not for background jobs). */
  readonly helped: boolean;
}

/** Jobs a worker claims at a time; it posts their results together. */
const WORKER_CHUNK = 32;
/**
 * The least time (µs) a job must take on this thread for workers to pay: below it, cloning the job
 * to a worker and its result back costs more than the job. The threshold sits between a one-line
 * entry (tens of µs, where two threads lose) and a corpus entry (hundreds, where they win):
 * docs/performance.md, decisions.
 */
export const MIN_WORKER_JOB_US = 100;

/** Jobs the main thread claims before it lets its event loop turn again. */
const MAIN_CHUNK = 16;

/** The worker file beside this module: pool-worker.ts among the sources (tests), pool-worker.js in build/. */
const WORKER_URL = new URL(`./pool-worker.${import.meta.url.endsWith('.ts') ? 'ts' : 'js'}`, import.meta.url);

function medianOf(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1] as number;
}

/** Threads that read and parse by default, the main one included: every core, up to 4. */
export function defaultThreadCount(): number {
  return Math.max(1, Math.min(4, availableParallelism()));
}

export function createPool<T extends OpTable>(source: OpSource<T>, options: PoolOptions = {}): Pool<T> {
  const count = Math.max(1, options.workers ?? defaultThreadCount() - 1);
  const mainHelps = options.mainHelps ?? true;
  const workers: Worker[] = [];
  const failures: Error[] = [];
  let alive = 0;
  let closing = false;
  const lists = new Map<number, JobList>();
  let open: Job[] = [];
  let nextList = 0;
  const counts = { workers: 0, inline: 0 };

  /** Job `[op, ...args]` on this thread (`op` is known: `run` refuses others). */
  const runInline = ([op, ...args]: JobMessage): unknown => (source.ops[op] as (...a: unknown[]) => unknown)(...args);
  const settle = (list: JobList, job: Job, ok: boolean, value: unknown, byWorker: boolean): void => {
    if (job.done) return;
    job.done = true;
    if (byWorker) counts.workers++;
    else counts.inline++;
    if (ok) job.resolve(value);
    else job.reject(value);
    if (--list.pending === 0) lists.delete(list.id);
  };
  const settleInline = (list: JobList, job: Job): void => {
    if (job.done) return;
    let ok = true;
    let value: unknown;
    try {
      value = runInline(job.message);
    } catch (e) {
      ok = false;
      value = e;
    }
    settle(list, job, ok, value, false);
  };
  /** Claims and runs chunks of `list` on this thread, yielding between chunks. */
  const help = (list: JobList, chunk: number): boolean => {
    const start = Atomics.add(list.cursor, 0, chunk);
    if (start >= list.jobs.length) return false;
    const end = Math.min(list.jobs.length, start + chunk);
    for (let i = start; i < end; i++) settleInline(list, list.jobs[i] as Job);
    return true;
  };
  let helping = false;
  const helpLoop = (): void => {
    helping = false;
    for (const list of lists.values()) {
      if (list.helped && help(list, MAIN_CHUNK)) {
        helping = true;
        setImmediate(helpLoop);
        return;
      }
    }
  };
  /** A worker is gone: everything not done runs here, now. */
  const drainInline = (): void => {
    for (const list of [...lists.values()]) {
      Atomics.store(list.cursor, 0, list.jobs.length);
      for (const job of list.jobs) settleInline(list, job);
    }
  };

  const startAfter = Math.max(0, options.startAfter ?? 0);
  const minJobUs = options.minJobUs ?? MIN_WORKER_JOB_US;
  let started = false;
  const start = (): void => {
    started = true;
    const workerData: WorkerData = {
      opsUrl: source.url,
      chunk: WORKER_CHUNK,
      ...(options.cwd !== undefined ? { cwd: options.cwd } : {}),
    };
    for (let i = 0; i < count; i++) {
      const worker = new Worker(WORKER_URL, { workerData });
      worker.unref();
      let up = true;
      alive++;
      worker.on('message', ({ list: id, out }: ResultMessage) => {
        const list = lists.get(id);
        if (!list) return;
        for (let k = 0; k < out.length; k += 3)
          settle(list, list.jobs[out[k] as number] as Job, out[k + 1] === true, out[k + 2], true);
      });
      // A dead worker may have claimed a chunk it never finished: whatever is not done runs
      // here (a live worker's chunk in flight may then run twice; the first result wins).
      const down = (cause: Error | null): void => {
        if (!up) return;
        up = false;
        alive--;
        if (cause !== null) failures.push(cause);
        drainInline();
      };
      worker.on('error', (e: Error) => down(new Error(`a pool worker failed: ${e.message}`, { cause: e })));
      worker.on('exit', (code: number) =>
        down(closing ? null : new Error(`a pool worker stopped (exit code ${code}) before the pool was closed`)),
      );
      workers.push(worker);
    }
  };
  if (startAfter === 0) start();

  const flush = (): void => {
    const jobs = open;
    open = [];
    if (jobs.length === 0) return;
    const helped = mainHelps && jobs.some((j) => !j.background);
    const list: JobList = {
      id: nextList++,
      jobs,
      cursor: new Int32Array(new SharedArrayBuffer(4)),
      pending: jobs.length,
      helped,
    };
    lists.set(list.id, list);
    if (alive === 0) return drainInline();
    const message: ListMessage = {
      list: list.id,
      jobs: jobs.map((j) => j.message),
      cursor: list.cursor.buffer as SharedArrayBuffer,
    };
    for (const w of workers) w.postMessage(message);
    if (helped && !helping) {
      helping = true;
      setImmediate(helpLoop);
    }
  };

  let submitted = 0;
  const samples: number[] = [];
  let inlineOnly = false;
  const submit = (message: JobMessage, background: boolean): Promise<unknown> =>
    new Promise<unknown>((resolve, reject) => {
      const [op] = message;
      if (!Object.hasOwn(source.ops, op)) return reject(unknownOperation(op, source.url));
      submitted++;
      if (submitted <= startAfter || inlineOnly) {
        counts.inline++;
        if (inlineOnly || background || submitted <= startAfter / 2) return resolve(runInline(message));
        // Timed after the first half, once the code is compiled (the first jobs pay for the JIT).
        // CPU time, not wall time: a machine busy with other processes must not make jobs look
        // costly; and the median, so that a garbage collection inside a few jobs does not either.
        const t = process.cpuUsage();
        const result = runInline(message);
        const used = process.cpuUsage(t);
        samples.push(used.user + used.system);
        return resolve(result);
      }
      if (!started) {
        // The first startAfter jobs ran here: when one costs less than handing it to a worker and
        // taking its result back (tiny files), workers cannot win; stay on this thread.
        if (samples.length > 0 && medianOf(samples) < minJobUs) {
          inlineOnly = true;
          counts.inline++;
          return resolve(runInline(message));
        }
        start();
      }
      // Everything submitted in one synchronous run becomes one list, sent before any other
      // queued work of the caller's runs (the caller may keep this thread busy for a while).
      if (open.length === 0) queueMicrotask(flush);
      open.push({ message, resolve, reject, background, done: false });
    });

  return {
    run: (op, args, runOptions) =>
      submit([op, ...(args as unknown[])], runOptions?.background === true) as Promise<
        Awaited<ReturnType<T[typeof op]>>
      >,
    stats: () => ({ ...counts }),
    failures: () => [...failures],
    async close(): Promise<void> {
      flush();
      drainInline();
      closing = true;
      await Promise.all(workers.map(stopWorker));
    },
  };
}

/** How long a closing worker may take to finish its claimed chunk before it is terminated. */
const STOP_GRACE_MS = 5_000;

/**
 * Asks a worker to end on its own (`CloseMessage`) and waits for it; terminates it only if it has
 * not ended after STOP_GRACE_MS. Terminating a thread that is waiting on a file read can abort the
 * whole process (nodejs/node#38418), which is what a plain `terminate()` at close risked.
 */
function stopWorker(worker: Worker): Promise<void> {
  if (worker.threadId === -1) return Promise.resolve(); // already ended
  return new Promise<void>((resolve) => {
    const timer = setTimeout(() => void worker.terminate(), STOP_GRACE_MS);
    worker.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    worker.ref(); // keep the process up until the thread has ended
    const close: CloseMessage = { close: true };
    worker.postMessage(close);
  });
}
