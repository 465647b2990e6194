/**
 * Node only: what each worker thread of the pool (pool-executor.ts, over tinypool) runs: one batch
 * of jobs per task. It imports the module of jobs the batch names (its `jobs` export, run through
 * this worker's own file system over the caller's working directory), runs every job of the batch
 * and returns their outcomes flat, `[ok, value, ok, value, …]`: a job that throws or rejects gives
 * its error as its value (an Error survives structured clone with its name, message and stack).
 *
 * Only type imports and Node built-ins are loaded statically: when the pool runs from the
 * TypeScript sources (the tests), Node strips the types but resolves `./x.js` literally, while the
 * sources name their siblings `./x.js` (what tsc needs for build/). The resolve hook below maps
 * those to `./x.ts` before anything else of the project is imported.
 */
import { registerHooks } from 'node:module';
import type { Job } from '../common/executor.js';
import type { JobTable } from './job-table.js';

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

/** One task: the module of jobs, the working directory, and the jobs as `[name, input]`. */
export interface Batch {
  readonly url: string;
  readonly cwd: string;
  readonly jobs: readonly (readonly [string, unknown])[];
}

const tables = new Map<string, Promise<JobTable>>();

async function load(url: string, cwd: string): Promise<JobTable> {
  const { cwdFileSystem } = await import('../common/cwd-fs.js');
  const { nodeFileSystem } = await import('./node-fs.js');
  const { jobTable } = await import('./job-table.js');
  const { jobs } = (await import(url)) as { jobs: readonly Job<never, unknown>[] };
  return jobTable(jobs, cwdFileSystem(nodeFileSystem(), cwd));
}

export default async function runBatch({ url, cwd, jobs }: Batch): Promise<unknown[]> {
  const key = `${url}\n${cwd}`;
  let table = tables.get(key);
  if (table === undefined) tables.set(key, (table = load(url, cwd)));
  const run = await table;
  const { unknownJob } = await import('./job-table.js');
  const out = new Array<unknown>(jobs.length * 2);
  await Promise.all(
    jobs.map(async ([name, input], i) => {
      try {
        const job = run.get(name);
        if (job === undefined) throw unknownJob(name, url);
        out[2 * i + 1] = await job(input);
        out[2 * i] = true;
      } catch (error) {
        out[2 * i] = false;
        out[2 * i + 1] = error;
      }
    }),
  );
  return out;
}
