/**
 * Node only: the body of every worker thread of the pool (parallel-node.ts starts this file). It
 * imports the operation table named in `workerData.opsUrl` (that module's `ops` export), then takes
 * the lists of jobs the main thread sends: each list comes with a shared cursor, and the worker
 * claims `chunk` jobs at a time by bumping it, runs them and posts their results together, a
 * promise's once it settles. An operation that throws or rejects sends its error back (the main
 * thread rejects that job with it); an operation the table lacks is such an error too.
 *
 * Only type imports and Node built-ins are loaded statically: when the pool runs from the
 * TypeScript sources (the tests), Node strips the types but resolves `./x.js` literally, while the
 * sources name their siblings `./x.js` (what tsc needs for build/). The resolve hook below maps
 * those to `./x.ts` before anything else of the project is imported.
 */
import { registerHooks } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';
import type { Job } from '../common/executor.js';
import type { CloseMessage, ListMessage, OpTable, WorkerData } from './pool-protocol.js';

if (import.meta.url.endsWith('.ts')) {
  registerHooks({
    resolve(specifier, context, next) {
      try {
        return next(specifier, context);
      } catch (e) {
        if (/^\.\.?\//.test(specifier) && specifier.endsWith('.js'))
          return next(`${specifier.slice(0, -3)}.ts`, context);
        throw e;
      }
    },
  });
}

const port = parentPort;
if (port === null) throw new Error('pool-worker runs as a worker thread of the pool (parallel-node.ts)');
const { opsUrl, chunk, cwd } = workerData as WorkerData;
const { unknownOperation } = await import('./pool-protocol.js');
const ops = await opsOf((await import(opsUrl)) as { ops?: OpTable; jobs?: readonly Job<never, unknown>[] });

/**
 * The module's `ops`, or its `jobs` (common/executor.ts) run through this worker's own file system
 * over the caller's working directory: the same files the main thread reads.
 */
async function opsOf(module: { ops?: OpTable; jobs?: readonly Job<never, unknown>[] }): Promise<OpTable> {
  if (module.jobs === undefined || cwd === undefined) return module.ops ?? {};
  const { cwdFileSystem } = await import('../common/cwd-fs.js');
  const { nodeFileSystem } = await import('./node-fs.js');
  const { jobTable } = await import('./job-table.js');
  return jobTable(module.jobs, cwdFileSystem(nodeFileSystem(), cwd));
}

/** Runs job `[op, ...args]`: its result, or a promise of it; throws what the operation throws. */
function runJob(job: readonly [string, ...unknown[]]): unknown {
  const [op, ...args] = job;
  if (!Object.hasOwn(ops, op)) throw unknownOperation(op, opsUrl);
  return (ops[op] as (...a: unknown[]) => unknown)(...args);
}

/** Lists being worked on, and whether the pool asked this worker to stop once they are done. */
let busy = 0;
let closing = false;

port.on('message', (message: ListMessage | CloseMessage) => {
  if ('close' in message) {
    closing = true;
    if (busy === 0) port.close();
    return;
  }
  busy++;
  runList(message)
    // Not expected (a job's own error is its result): make it the worker's 'error' event, on which
    // the pool runs what this worker claimed inline, rather than an unhandled rejection.
    .catch((error: unknown) =>
      setImmediate(() => {
        throw error;
      }),
    )
    .finally(() => {
      busy--;
      // no more messages: the thread ends once what it started (a file read) is done
      if (closing && busy === 0) port.close();
    });
});

/**
 * Posts the results of one chunk. A result structured clone cannot copy (a function, a symbol, a
 * class instance with private state…) fails the whole message: then each job's result is posted on
 * its own, and the ones that still cannot be sent reject their job with the clone error instead.
 */
const postResults = (list: number, jobs: ListMessage['jobs'], out: readonly unknown[]): void => {
  try {
    port.postMessage({ list, out });
    return;
  } catch {
    // one result at least cannot be cloned: find which below
  }
  for (let k = 0; k < out.length; k += 3) {
    const one = out.slice(k, k + 3);
    try {
      port.postMessage({ list, out: one });
    } catch (error) {
      const op = jobs[one[0] as number]?.[0] ?? '?';
      const reason = new Error(
        `the result of pool operation \`${op}\` cannot be sent back from a worker: ${error instanceof Error ? error.message : String(error)}`,
        { cause: error },
      );
      port.postMessage({ list, out: [one[0], false, reason] });
    }
  }
};

const runList = async ({ list, jobs, cursor }: ListMessage): Promise<void> => {
  const next = new Int32Array(cursor);
  for (;;) {
    const start = Atomics.add(next, 0, chunk);
    if (start >= jobs.length) break;
    const end = Math.min(jobs.length, start + chunk);
    const out: unknown[] = [];
    let waits: Promise<void>[] | null = null;
    for (let i = start; i < end; i++) {
      const at = out.length + 1;
      out.push(i, true, undefined);
      try {
        const result = runJob(jobs[i] as readonly [string, ...unknown[]]);
        if (result instanceof Promise) {
          (waits ??= []).push(
            result.then(
              (value: unknown) => void (out[at + 1] = value),
              (error: unknown) => void ((out[at] = false), (out[at + 1] = error)),
            ),
          );
        } else out[at + 1] = result;
      } catch (error) {
        out[at] = false;
        out[at + 1] = error;
      }
    }
    if (waits !== null) await Promise.all(waits);
    postResults(list, jobs, out);
  }
};
