/** Reading files: a size limit checked before reading, and bounded concurrency. */
import type { Diagnostic } from '../diagnostics/define.js';
import { fileOnly, report } from '../diagnostics/report.js';
import { tooLarge } from '../diagnostics/codes/asset/too-large.js';
import { unreadable } from '../diagnostics/codes/asset/unreadable.js';
import type { FileSystem } from '../core/fs.js';

/** Decision (docs/assets.md): files above 10 MiB are refused without being read. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

/** How many files are read at the same time. */
export const READ_CONCURRENCY = 64;

export async function readBytes(fs: FileSystem, path: string, diagnostics: Diagnostic[]): Promise<Uint8Array | null> {
  const st = await fs.stat(path);
  if (st === null || st.kind !== 'file') {
    diagnostics.push(report(unreadable, fileOnly(path), { reason: 'not a file' }));
    return null;
  }
  if (st.size > MAX_FILE_BYTES) {
    diagnostics.push(report(tooLarge, fileOnly(path), { size: st.size, limit: MAX_FILE_BYTES }));
    return null;
  }
  try {
    return await fs.readFile(path);
  } catch (e) {
    diagnostics.push(
      report(unreadable, fileOnly(path), {
        reason: e instanceof Error ? (e.message.split('\n')[0] ?? 'error') : 'error',
      }),
    );
    return null;
  }
}

/** `fn` over `items` with at most `limit` calls in flight; results in input order. */
export async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const run = async (): Promise<void> => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, run));
  return out;
}
