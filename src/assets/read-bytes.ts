/** Reading files: a size limit checked on the opened file, and bounded concurrency. */
import type { Diagnostic } from '../diagnostics/define.js';
import { fileOnly, report } from '../diagnostics/report.js';
import { tooLarge } from '../diagnostics/codes/asset/too-large.js';
import { unreadable } from '../diagnostics/codes/asset/unreadable.js';
import { FileTooLargeError, NotAFileError } from '../common/fs.js';
import type { FileSystem } from '../common/fs.js';

/** Decision (docs/assets.md): files above 10 MiB are refused without being read. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

/** How many files are read at the same time. */
export const READ_CONCURRENCY = 64;

/** The diagnostic for a file that `readFile(path, MAX_FILE_BYTES)` refused or failed to read. */
export function readFailure(path: string, error: unknown): Diagnostic {
  if (error instanceof FileTooLargeError)
    return report(tooLarge, fileOnly(path), { size: error.size, limit: error.limit });
  const code = (error as { code?: unknown } | null)?.code;
  if (error instanceof NotAFileError || code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR')
    return report(unreadable, fileOnly(path), { reason: 'not a file' });
  const reason = error instanceof Error ? (error.message.split('\n')[0] ?? 'error') : 'error';
  return report(unreadable, fileOnly(path), { reason });
}

export async function readBytes(fs: FileSystem, path: string, diagnostics: Diagnostic[]): Promise<Uint8Array | null> {
  try {
    return await fs.readFile(path, MAX_FILE_BYTES);
  } catch (e) {
    diagnostics.push(readFailure(path, e));
    return null;
  }
}

/** `fn` over `items` with at most `limit` calls in flight; results in input order. */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T) => Promise<R>,
  /** Called after each item is done (progress counts here: no promise more per item). */
  each?: () => void,
): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const run = async (): Promise<void> => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i] as T);
      each?.();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, run));
  return out;
}

/**
 * One window for several lists that arrive over time (each world's entry files, as its folder is
 * walked): `fn` runs over every item at most `limit` at a time in all, in the order the items were
 * added, and each list gets its results in its own order. No promise is made for an item before
 * it runs.
 */
const noop = (): void => {};

export function sharedWindow<T, R>(
  limit: number,
  fn: (item: T) => Promise<R>,
  each?: () => void,
): (items: readonly T[]) => Promise<R[]> {
  // a queue read from `head` (Array#shift moves every item left: quadratic over a repository)
  let waiting: (() => void)[] = [];
  let head = 0;
  let active = 0;
  const next = (): void => {
    while (active < limit && head < waiting.length) {
      active++;
      const run = waiting[head] as () => void;
      waiting[head++] = noop;
      if (head === waiting.length) {
        waiting = [];
        head = 0;
      }
      run();
    }
  };
  return (items) =>
    new Promise<R[]>((resolve, reject) => {
      const out = new Array<R>(items.length);
      let left = items.length;
      if (left === 0) return resolve(out);
      items.forEach((item, i) =>
        waiting.push(() => {
          fn(item).then(
            (value) => {
              out[i] = value;
              active--;
              each?.();
              if (--left === 0) resolve(out);
              next();
            },
            (error: unknown) => {
              active--;
              reject(error instanceof Error ? error : new Error(String(error)));
              next();
            },
          );
        }),
      );
      next();
    });
}
