/**
 * Node only (never imported by the pure core): a worker-thread pool running the pure per-file
 * parse step, so `loadAssets({ roots, parse: pool.parse }, fs)` uses more than one core.
 * Results are the same plain data as inline parsing (structured clone), so output is identical.
 * If a worker cannot start or dies, its jobs (and later ones) are parsed inline instead.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { parseAssetFile } from './parse-file.js';
import type { ParsedFile, ParseStep } from './parse-file.js';

export interface ParsePool {
  readonly parse: ParseStep;
  /** How many files were parsed by workers and how many inline (after a worker failure). */
  stats(): { readonly workers: number; readonly inline: number };
  /** Terminates the workers; pending jobs finish inline. */
  close(): Promise<void>;
}

interface Job {
  readonly bytes: Uint8Array;
  readonly file: string;
  readonly resolve: (p: ParsedFile) => void;
}

interface Slot {
  readonly worker: Worker;
  readonly jobs: Map<number, Job>;
  alive: boolean;
}

/**
 * The worker body. From the build it imports parse-file.js; when running from TypeScript sources
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
  parentPort.on('message', (m) => {
    let result = null;
    try { result = mod.parseAssetFile(m.bytes, m.file); } catch (e) { parentPort.postMessage({ id: m.id, error: String(e) }); return; }
    parentPort.postMessage({ id: m.id, result });
  });
});
`;

export interface ParsePoolOptions {
  /** Worker count; default min(2, available cores). */
  readonly workers?: number;
  /**
   * URL of a module exporting `parseAssetFile`; default the `parse-file` module next to this one.
   * Bundles (the Action's dist/) that do not ship that file pass their own entry here.
   */
  readonly moduleUrl?: string;
}

export function createParsePool(options: ParsePoolOptions = {}): ParsePool {
  const fromSource = import.meta.url.endsWith('.ts');
  const moduleUrl = options.moduleUrl ?? new URL(fromSource ? './parse-file.ts' : './parse-file.js', import.meta.url).href;
  const count = Math.max(1, options.workers ?? Math.min(2, availableParallelism()));
  const slots: Slot[] = [];
  let nextId = 0;
  const counts = { workers: 0, inline: 0 };
  const inline = (job: Job): void => {
    counts.inline++;
    job.resolve(parseAssetFile(job.bytes, job.file));
  };
  const fail = (slot: Slot): void => {
    if (!slot.alive) return;
    slot.alive = false;
    for (const job of slot.jobs.values()) inline(job);
    slot.jobs.clear();
  };
  for (let i = 0; i < count; i++) {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { moduleUrl, fromSource } });
    worker.unref();
    const slot: Slot = { worker, jobs: new Map(), alive: true };
    worker.on('message', (m: { id: number; result?: ParsedFile; error?: string }) => {
      const job = slot.jobs.get(m.id);
      if (!job) return;
      slot.jobs.delete(m.id);
      if (m.result) {
        counts.workers++;
        job.resolve(m.result);
      }
      else inline(job);
    });
    worker.on('error', () => fail(slot));
    worker.on('exit', () => fail(slot));
    slots.push(slot);
  }
  const parse: ParseStep = (bytes, file) =>
    new Promise<ParsedFile>((resolve) => {
      const job: Job = { bytes, file, resolve };
      let best: Slot | null = null;
      for (const s of slots) if (s.alive && (best === null || s.jobs.size < best.jobs.size)) best = s;
      if (best === null) return inline(job);
      const id = nextId++;
      best.jobs.set(id, job);
      best.worker.postMessage({ id, bytes, file });
    });
  return {
    parse,
    stats: () => ({ ...counts }),
    async close(): Promise<void> {
      await Promise.all(slots.map(async (s) => {
        fail(s);
        await s.worker.terminate();
      }));
    },
  };
}
