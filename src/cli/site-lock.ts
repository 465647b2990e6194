/**
 * One `rp-assets site` at a time per `--out` (docs/site.md, "The output folder"): a lock file beside
 * `--out`, created exclusively, holding the builder's pid and host. A second build into the same
 * folder stops at once with "another build is writing here" (before, one of two builds removed the
 * other's staging folder and failed later with an ENOENT). A lock whose process is gone (a
 * `kill -9`) is taken over.
 */
import { hostname } from 'node:os';
import { mkdir, open, readFile, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { UsageError } from './usage-error.js';
import { outBusy } from './usage-messages.js';

export interface OutLock {
  release(): Promise<void>;
}

interface Holder {
  readonly pid: number;
  readonly host: string;
}

/** The lock file of `outReal`: beside it, hidden from the asset loader by its leading dot. */
export const lockPath = (outReal: string): string => join(dirname(outReal), `.${basename(outReal)}.rp-assets-lock`);

const errno = (e: unknown): string | undefined => (e as NodeJS.ErrnoException | null)?.code;

function alive(holder: Holder | null): boolean {
  if (holder === null) return false;
  if (holder.host !== hostname()) return true; // another machine's build: cannot tell, so it holds
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (e) {
    return errno(e) === 'EPERM';
  }
}

async function readHolder(path: string): Promise<Holder | null> {
  try {
    const h = JSON.parse(await readFile(path, 'utf8')) as Partial<Holder>;
    return typeof h.pid === 'number' && typeof h.host === 'string' ? { pid: h.pid, host: h.host } : null;
  } catch {
    return null;
  }
}

/** Takes the lock of `outReal` or throws the usage error naming the build that holds it. */
export async function lockOut(outReal: string, shown: string): Promise<OutLock> {
  const path = lockPath(outReal);
  await mkdir(dirname(path), { recursive: true });
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const file = await open(path, 'wx');
      try {
        await file.writeFile(
          JSON.stringify({ pid: process.pid, host: hostname(), startedAt: new Date().toISOString() }),
        );
      } finally {
        await file.close();
      }
      return { release: () => rm(path, { force: true }) };
    } catch (e) {
      if (errno(e) !== 'EEXIST') throw e;
    }
    const holder = await readHolder(path);
    // a lock being written right now reads as empty: give its writer the benefit of the doubt
    if (holder === null && attempt === 0) {
      await new Promise((r) => setTimeout(r, 50));
      continue;
    }
    if (alive(holder)) throw new UsageError(outBusy(shown, holder?.pid ?? 0));
    await rm(path, { force: true }); // left by a build that was killed
  }
  throw new UsageError(outBusy(shown, 0));
}
