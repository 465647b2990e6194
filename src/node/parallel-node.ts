/**
 * Node only (never imported by the pure core): a worker-thread pool running the pure per-file
 * steps, so `loadAssets({ roots, parse, buildEntry, readEntry }, fs)` uses more than one core.
 * Results are the same plain data as inline (structured clone), so output is identical. If a
 * worker cannot start or dies, its jobs (and later ones) run inline instead.
 *
 * Scheduling: the jobs submitted in one go form a list that every worker receives whole, with a
 * shared atomic cursor (a SharedArrayBuffer); each thread claims the next chunk by bumping the
 * cursor. The main thread claims chunks too whenever its event loop is free, so it helps once its
 * own work (the routing check) is done, and nobody waits for a scheduler that is busy elsewhere.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { EntryStep, ReadEntryStep } from '../assets/load-assets.js';
import type { ParseStep } from '../assets/parse-file.js';
import { buildEntryFile, parseAssetFile, readEntryFile } from './worker-node.js';

export interface ParsePool {
  readonly parse: ParseStep;
  readonly buildEntry: EntryStep;
  /** Read, parse and build an entry in a worker (the worker reads the file itself). */
  readonly readEntry: ReadEntryStep;
  /**
   * Run `op(...args)` on a worker: `op` names a function the worker module exports (a pool made
   * with another `moduleUrl` can offer more than the file steps); `inline` computes the same
   * result on this thread when no worker takes the job.
   */
  run<T>(op: string, args: readonly unknown[], inline: () => T | PromiseLike<T>, options?: RunOptions): Promise<T>;
  /** How many files were handled by workers and how many on the main thread. */
  stats(): { readonly workers: number; readonly inline: number };
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

export interface ParsePoolOptions {
  /** Worker count (threads besides the main one); default `defaultThreadCount() - 1`, at least 1. */
  readonly workers?: number;
  /**
   * URL of a module exporting `parseAssetFile`, `buildEntryFile` and `readEntryFile` (and whatever
   * `run` calls); default `worker-node` next to this module. Bundles that do not ship that file, and
   * callers that need more operations (the site's Markdown rendering), pass their own here.
   */
  readonly moduleUrl?: string;
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
  /** Whether the main thread takes jobs when its event loop is idle (default true; tests turn it off). */
  readonly mainHelps?: boolean;
}

/** 'parse' | 'entry' | 'read-entry', or the name of a function the worker module exports. */
type Op = string;

interface Job {
  /** `[op, ...args]`, plain values only: arrays of primitives are the cheapest thing to clone. */
  readonly message: readonly [Op, ...unknown[]];
  readonly inline: () => unknown;
  readonly resolve: (value: unknown) => void;
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
 * to a worker and its result back costs more than the job. Measured here (docs/performance.md, "The
 * pool and tiny files"): 34 µs per job on 200,000 one-line entries, where two threads were 1.26x
 * slower than one and used 56 % more memory; 352 µs on the generated corpus, where they win.
 */
export const MIN_WORKER_JOB_US = 100;

function medianOf(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1] as number;
}

/** Jobs the main thread claims before it lets its event loop turn again. */
const MAIN_CHUNK = 16;

/**
 * The worker body. From the build it imports worker-node.js; when running from TypeScript sources
 * (tests), it lets Node strip types and maps `./x.js` imports to `./x.ts`. Results go back per
 * claimed chunk as flat `[index, result, ...]`, a promise's once it settles; a null result (a throw
 * or a rejection) makes the main thread run the job.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
if (workerData.fromSource) {
  require('node:module').registerHooks({
    resolve(specifier, context, next) {
      try { return next(specifier, context); } catch (e) {
        if (/^\\.\\.?\\//.test(specifier) && specifier.endsWith('.js')) return next(specifier.slice(0, -3) + '.ts', context);
        throw e;
      }
    },
  });
}
import(workerData.moduleUrl).then((mod) => {
  const ops = {
    __proto__: null,
    parse: mod.parseAssetFile,
    entry: (bytes, file, root, rootIndex, world, worldFile) =>
      mod.buildEntryFile(bytes, file, { root, rootIndex }, { id: world, file: worldFile }),
    'read-entry': (hostPath, file, root, rootIndex, world, worldFile) =>
      mod.readEntryFile(hostPath, file, { root, rootIndex }, { id: world, file: worldFile }),
  };
  parentPort.on('message', async ({ list, jobs, cursor }) => {
    const next = new Int32Array(cursor);
    for (;;) {
      const start = Atomics.add(next, 0, ${WORKER_CHUNK});
      if (start >= jobs.length) break;
      const end = Math.min(jobs.length, start + ${WORKER_CHUNK});
      const out = [];
      let waits = null;
      for (let i = start; i < end; i++) {
        let result = null;
        try { const job = jobs[i]; result = (ops[job[0]] ?? mod[job[0]])(...job.slice(1)); } catch {}
        if (result !== null && typeof result === 'object' && typeof result.then === 'function') {
          const at = out.length + 1;
          (waits ??= []).push(result.then((v) => { out[at] = v; }, () => { out[at] = null; }));
        }
        out.push(i, result);
      }
      if (waits !== null) await Promise.all(waits);
      parentPort.postMessage({ list, out });
    }
  });
});
`;

/** Threads that read and parse by default, the main one included: every core, up to 4. */
export function defaultThreadCount(): number {
  return Math.max(1, Math.min(4, availableParallelism()));
}

export function createParsePool(options: ParsePoolOptions = {}): ParsePool {
  const fromSource = import.meta.url.endsWith('.ts');
  const moduleUrl =
    options.moduleUrl ?? new URL(fromSource ? './worker-node.ts' : './worker-node.js', import.meta.url).href;
  const count = Math.max(1, options.workers ?? defaultThreadCount() - 1);
  const mainHelps = options.mainHelps ?? true;
  const workers: Worker[] = [];
  let alive = 0;
  const lists = new Map<number, JobList>();
  let open: Job[] = [];
  let nextList = 0;
  const counts = { workers: 0, inline: 0 };

  const finish = (list: JobList, job: Job, result: unknown, byWorker: boolean): void => {
    if (job.done) return;
    job.done = true;
    if (result === null || result === undefined) {
      counts.inline++;
      job.resolve(job.inline());
    } else {
      if (byWorker) counts.workers++;
      else counts.inline++;
      job.resolve(result);
    }
    if (--list.pending === 0) lists.delete(list.id);
  };
  /** Claims and runs chunks of `list` on this thread, yielding between chunks. */
  const help = (list: JobList, chunk: number): boolean => {
    const start = Atomics.add(list.cursor, 0, chunk);
    if (start >= list.jobs.length) return false;
    const end = Math.min(list.jobs.length, start + chunk);
    for (let i = start; i < end; i++) finish(list, list.jobs[i] as Job, null, false);
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
  /** No worker left: everything not done runs here, now. */
  const drainInline = (): void => {
    for (const list of [...lists.values()]) {
      Atomics.store(list.cursor, 0, list.jobs.length);
      for (const job of list.jobs) finish(list, job, null, false);
    }
  };

  const startAfter = Math.max(0, options.startAfter ?? 0);
  const minJobUs = options.minJobUs ?? MIN_WORKER_JOB_US;
  let started = false;
  const start = (): void => {
    started = true;
    for (let i = 0; i < count; i++) {
      const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { moduleUrl, fromSource } });
      worker.unref();
      let up = true;
      alive++;
      worker.on('message', ({ list: id, out }: { list: number; out: unknown[] }) => {
        const list = lists.get(id);
        if (!list) return;
        for (let k = 0; k < out.length; k += 2) finish(list, list.jobs[out[k] as number] as Job, out[k + 1], true);
      });
      // A dead worker may have claimed a chunk it never finished: whatever is not done runs
      // here (a live worker's chunk in flight may then run twice; the first result wins).
      const down = (): void => {
        if (!up) return;
        up = false;
        alive--;
        drainInline();
      };
      worker.on('error', down);
      worker.on('exit', down);
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
    const message = { list: list.id, jobs: jobs.map((j) => j.message), cursor: list.cursor.buffer };
    for (const w of workers) w.postMessage(message);
    if (helped && !helping) {
      helping = true;
      setImmediate(helpLoop);
    }
  };

  let submitted = 0;
  const samples: number[] = [];
  let inlineOnly = false;
  const submit = <T>(
    message: readonly [Op, ...unknown[]],
    run: () => T | PromiseLike<T>,
    background = false,
  ): Promise<T> =>
    new Promise<T>((resolve) => {
      submitted++;
      if (submitted <= startAfter || inlineOnly) {
        counts.inline++;
        if (inlineOnly || background) return resolve(run());
        // timed after the first half, once the code is compiled (the first jobs pay for the JIT)
        if (submitted <= startAfter / 2) return resolve(run());
        // CPU time, not wall time: a machine busy with other processes must not make jobs look
        // costly; and the median, so that a garbage collection inside a few jobs does not either
        const t = process.cpuUsage();
        const result = run();
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
          return resolve(run());
        }
        start();
      }
      // Everything submitted in one synchronous run becomes one list, sent before any other
      // queued work of the caller's runs (the caller may keep this thread busy for a while).
      if (open.length === 0) queueMicrotask(flush);
      open.push({ message, inline: run, resolve: resolve as (v: unknown) => void, background, done: false });
    });

  return {
    parse: (bytes, file) => submit(['parse', bytes, file], () => parseAssetFile(bytes, file)),
    buildEntry: (bytes, file, origin, world) =>
      submit(['entry', bytes, file, origin.root, origin.rootIndex, world.id, world.file], () =>
        buildEntryFile(bytes, file, origin, world),
      ),
    readEntry: (hostPath, file, origin, world) =>
      submit(['read-entry', hostPath, file, origin.root, origin.rootIndex, world.id, world.file], () =>
        readEntryFile(hostPath, file, origin, world),
      ),
    run: (op, args, inline, runOptions) => submit([op, ...args], inline, runOptions?.background === true),
    stats: () => ({ ...counts }),
    async close(): Promise<void> {
      flush();
      drainInline();
      await Promise.all(workers.map((w) => w.terminate()));
    },
  };
}
