/**
 * Node only (never imported by the pure core): a worker-thread pool running the pure per-file
 * steps, so `loadAssets({ roots, parse: pool.parse, buildEntry: pool.buildEntry }, fs)` uses more
 * than one core. Results are the same plain data as inline (structured clone), so output is
 * identical. If a worker cannot start or dies, its jobs (and later ones) run inline instead.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { EntryStep } from './load-assets.js';
import type { ParseStep } from './parse-file.js';
import { buildEntryFile, parseAssetFile } from './worker-entry.js';

export interface ParsePool {
  readonly parse: ParseStep;
  readonly buildEntry: EntryStep;
  /** How many files were handled by workers and how many inline (after a worker failure). */
  stats(): { readonly workers: number; readonly inline: number };
  /** Terminates the workers; pending jobs finish inline. */
  close(): Promise<void>;
}

export interface ParsePoolOptions {
  /** Worker count; default min(2, available cores). */
  readonly workers?: number;
  /**
   * URL of a module exporting `parseAssetFile` and `buildEntryFile`; default `worker-entry` next to
   * this module. Bundles (the Action's dist/) that do not ship that file pass their own entry here.
   */
  readonly moduleUrl?: string;
  /**
   * Run the first N jobs inline and start the workers only when more come: a small repository
   * then pays nothing for threads it would not gain from (default 0: start at once).
   */
  readonly startAfter?: number;
}

interface Job {
  readonly message: { readonly op: 'parse' | 'entry'; readonly args: readonly unknown[] };
  readonly inline: () => unknown;
  readonly resolve: (value: unknown) => void;
}

interface Slot {
  readonly worker: Worker;
  readonly jobs: Map<number, Job>;
  /** Messages not sent yet: jobs are sent in batches, one message per batch. */
  queue: { id: number; op: Job['message']['op']; args: readonly unknown[] }[];
  alive: boolean;
}

/**
 * The worker body. From the build it imports worker-entry.js; when running from TypeScript sources
 * (tests), it lets Node strip types and maps `./x.js` imports to `./x.ts`.
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
  const ops = { parse: mod.parseAssetFile, entry: mod.buildEntryFile };
  parentPort.on('message', (batch) => {
    const out = batch.map((m) => {
      try { return { id: m.id, result: ops[m.op](...m.args) }; } catch (e) { return { id: m.id, error: String(e) }; }
    });
    parentPort.postMessage(out);
  });
});
`;

export function createParsePool(options: ParsePoolOptions = {}): ParsePool {
  const fromSource = import.meta.url.endsWith('.ts');
  const moduleUrl =
    options.moduleUrl ?? new URL(fromSource ? './worker-entry.ts' : './worker-entry.js', import.meta.url).href;
  const count = Math.max(1, options.workers ?? Math.min(2, availableParallelism()));
  const slots: Slot[] = [];
  let nextId = 0;
  const counts = { workers: 0, inline: 0 };
  const inline = (job: Job): void => {
    counts.inline++;
    job.resolve(job.inline());
  };
  const fail = (slot: Slot): void => {
    if (!slot.alive) return;
    slot.alive = false;
    for (const job of slot.jobs.values()) inline(job);
    slot.jobs.clear();
  };
  const startAfter = Math.max(0, options.startAfter ?? 0);
  let submitted = 0;
  const start = (): void => {
    for (let i = 0; i < count; i++) {
      const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { moduleUrl, fromSource } });
      worker.unref();
      const slot: Slot = { worker, jobs: new Map(), queue: [], alive: true };
      worker.on('message', (batch: { id: number; result?: unknown; error?: string }[]) => {
        for (const m of batch) {
          const job = slot.jobs.get(m.id);
          if (!job) continue;
          slot.jobs.delete(m.id);
          if (m.result !== undefined && m.result !== null) {
            counts.workers++;
            job.resolve(m.result);
          } else inline(job);
        }
      });
      worker.on('error', () => fail(slot));
      worker.on('exit', () => fail(slot));
      slots.push(slot);
    }
  };
  if (startAfter === 0) start();
  const submit = <T>(op: Job['message']['op'], args: readonly unknown[], run: () => T): Promise<T> =>
    new Promise<T>((resolve) => {
      const job: Job = { message: { op, args }, inline: run, resolve: resolve as (v: unknown) => void };
      submitted++;
      if (submitted <= startAfter) return inline(job);
      if (submitted === startAfter + 1 && startAfter > 0) start();
      let best: Slot | null = null;
      for (const s of slots) if (s.alive && (best === null || s.jobs.size < best.jobs.size)) best = s;
      if (best === null) return inline(job);
      const id = nextId++;
      const slot = best;
      slot.jobs.set(id, job);
      slot.queue.push({ id, op, args });
      if (slot.queue.length === 1) {
        setImmediate(() => {
          const batch = slot.queue;
          slot.queue = [];
          if (slot.alive) slot.worker.postMessage(batch);
        });
      }
    });
  return {
    parse: (bytes, file) => submit('parse', [bytes, file], () => parseAssetFile(bytes, file)),
    buildEntry: (bytes, file, origin, world) =>
      submit('entry', [bytes, file, origin, world], () => buildEntryFile(bytes, file, origin, world)),
    stats: () => ({ ...counts }),
    async close(): Promise<void> {
      await Promise.all(
        slots.map(async (s) => {
          fail(s);
          await s.worker.terminate();
        }),
      );
    },
  };
}
