import { lstat } from 'node:fs/promises';

/** Whether anything is at `path`: a file, a folder or a link (not followed; a dangling link counts). */
export const pathExists = (path: string): Promise<boolean> =>
  lstat(path).then(
    () => true,
    () => false,
  );
