/**
 * Makes sure build/ (tsc output of src/, what bin/rp-assets.js runs) is not older than src/.
 * Rebuilds with the project's own build (`tsc -p tsconfig.build.json`) when a source is newer.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function newest(dir, ext) {
  let t = 0;
  if (!existsSync(dir)) return t;
  for (const e of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (e.isFile() && e.name.endsWith(ext)) t = Math.max(t, statSync(join(e.parentPath, e.name)).mtimeMs);
  }
  return t;
}

export function ensureBuild(repo, log) {
  const src = newest(join(repo, 'src'), '.ts');
  const built = newest(join(repo, 'build'), '.js');
  if (built >= src) return false;
  log('building src/ -> build/ (tsc -p tsconfig.build.json) ...');
  try {
    execFileSync(process.execPath, [join(repo, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json'], {
      cwd: repo,
      stdio: 'pipe',
    });
  } catch (e) {
    // tsc still emits when other code has type errors; report and go on with what was emitted
    log(
      `tsc reported errors (output still emitted): ${String(e.stdout ?? e)
        .split('\n')
        .slice(0, 3)
        .join(' | ')}`,
    );
  }
  return true;
}

/** Whether a built module exists (a suite whose target has not landed yet is skipped). */
export function hasBuilt(repo, rel) {
  return existsSync(join(repo, 'build', rel));
}
