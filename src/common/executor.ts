/**
 * The one seam between the pure core and where its work runs. The core names a job (`defineJob`:
 * read and build an entry file, load the routing file, render a Markdown body) and asks an
 * `Executor` to run it on a plain input; it gets a promise back and knows nothing of threads,
 * batches or queues. The inline executor (the default) runs the job at once, here, through the
 * injected file system; src/node/ offers one that runs the same jobs on worker threads, each worker
 * reading through its own file system over the same files. Either way the results are the same.
 */
import type { FileSystem } from './fs.js';

/** A named unit of work: plain (structured-clone) input in, a plain value out, reading through `fs`. */
export interface Job<I, O> {
  /** Unique among the jobs: a worker finds the same job by it. */
  readonly name: string;
  readonly run: (input: I, fs: FileSystem) => O | Promise<O>;
}

/** Runs the core's jobs: inline, or elsewhere with the same results. */
export interface Executor {
  /** The job's result for `input`; rejects with what the job threw. */
  run<I, O>(job: Job<I, O>, input: I): Promise<O>;
  /**
   * How many jobs the core may hand over before it waits for one to finish: a few for the inline
   * executor (no more is needed to keep one thread busy), more for a pool (bigger batches).
   */
  readonly capacity: number;
}

export function defineJob<I, O>(name: string, run: (input: I, fs: FileSystem) => O | Promise<O>): Job<I, O> {
  return { name, run };
}

/** Jobs in flight for the inline executor: reads overlap a little, and no more promises are made up front. */
export const INLINE_CAPACITY = 64;

/** The default executor: every job runs at once on this thread, through `fs`. */
export function inlineExecutor(fs: FileSystem): Executor {
  return {
    capacity: INLINE_CAPACITY,
    run: <I, O>(job: Job<I, O>, input: I): Promise<O> => {
      try {
        return Promise.resolve(job.run(input, fs));
      } catch (e) {
        return Promise.reject(e instanceof Error ? e : new Error(String(e)));
      }
    },
  };
}
