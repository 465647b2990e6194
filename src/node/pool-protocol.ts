/**
 * Node only: what the worker pool (parallel-node.ts) and its worker threads (pool-worker.ts) say
 * to each other, and the shape of an operation table. Imports nothing, so a worker running from the
 * TypeScript sources can load it as soon as it has mapped `.js` specifiers to `.ts`.
 */

/** An operation a pool runs: plain (structured-clone) arguments in, a plain value or its promise out. */
export type Operation = (...args: never[]) => unknown;

/** Operations by name. The same table runs on the workers and, when no worker takes a job, here. */
export type OpTable = { readonly [name: string]: Operation };

/**
 * A table and the module that exports it as `ops`: the pool runs `ops` on this thread and has each
 * worker import `url` (so `url` must export a table with the same operations, e.g. the module's own
 * `import.meta.url`).
 */
export interface OpSource<T extends OpTable> {
  readonly url: string;
  readonly ops: T;
}

/** `workerData` of a pool worker. */
export interface WorkerData {
  /** The module whose `ops` export the worker runs. */
  readonly opsUrl: string;
  /** Jobs a worker claims at a time. */
  readonly chunk: number;
  /**
   * When the module exports `jobs` (common/executor.ts) rather than `ops`: the working directory
   * the worker's file system resolves the jobs' paths against (the main thread's, absolute).
   */
  readonly cwd?: string;
}

/** `[op, ...args]`: arrays of plain values are the cheapest thing to clone. */
export type JobMessage = readonly [string, ...unknown[]];

/** Main thread -> workers: one list of jobs, claimed through a shared cursor (cursor[0]: the next unclaimed job). */
export interface ListMessage {
  readonly list: number;
  readonly jobs: readonly JobMessage[];
  readonly cursor: SharedArrayBuffer;
}

/**
 * The pool is closing: the worker finishes the chunks it has claimed, then closes its port and ends
 * on its own once its pending I/O is done (terminating a thread in the middle of a file read can
 * abort the whole process, nodejs/node#38418).
 */
export interface CloseMessage {
  readonly close: true;
}

/**
 * Worker -> main thread: the results of one claimed chunk, flat `[index, ok, value, …]`; `value` is
 * the operation's result when `ok`, else the error it threw (an Error survives structured clone with
 * its name, message and stack).
 */
export interface ResultMessage {
  readonly list: number;
  readonly out: readonly unknown[];
}

/** The error for an operation name the table does not have. */
export function unknownOperation(op: string, where: string): Error {
  return new Error(`unknown pool operation \`${op}\` (not in the operation table of ${where})`);
}
