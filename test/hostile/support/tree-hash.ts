/** A digest of a directory tree (names, file bytes, symlink targets) to prove nothing was changed. */
import { createHash } from 'node:crypto';
import { lstatSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { join } from 'node:path';

export function hashTree(dir: string): string {
  const h = createHash('sha256');
  const walk = (d: string, rel: string): void => {
    const names = readdirSync(d).sort();
    for (const name of names) {
      const p = join(d, name);
      const r = rel ? `${rel}/${name}` : name;
      const st = lstatSync(p);
      if (st.isSymbolicLink()) h.update(`L ${r} -> ${readlinkSync(p)}\n`);
      else if (st.isDirectory()) {
        h.update(`D ${r} ${st.mode}\n`);
        walk(p, r);
      } else {
        h.update(`F ${r} ${st.mode} ${st.size} ${st.mtimeMs}\n`);
        h.update(readFileSync(p));
      }
    }
  };
  walk(dir, '');
  return h.digest('hex');
}
