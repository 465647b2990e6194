/**
 * The child process of a hostile case (bundled by esbuild, run with a heap limit and a timeout by
 * run-case.ts). Reads a job file, runs the core on it, prints one JSON result on stdout. Any throw
 * escapes: the process then exits non-zero with the stack on stderr, and the test sees a crash.
 */
import { readFileSync, realpathSync } from 'node:fs';
import { isAbsolute, relative, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { nodeFileSystem } from '../../../src/node/node-fs.js';
import type { Job } from './job.js';
import { recordingFileSystem } from './recording-fs.js';
import { resolveAll, validateTree } from './targets.js';

const real = (p: string): string => {
  try {
    return realpathSync(p);
  } catch {
    return resolve(p);
  }
};
const inside = (parent: string, child: string): boolean => {
  const r = relative(parent, child);
  return r === '' || (!r.startsWith('..') && !isAbsolute(r));
};

const job = JSON.parse(readFileSync(process.argv[2] as string, 'utf8')) as Job;
process.chdir(job.cwd);
const t0 = performance.now();
if (job.type === 'validate') {
  const { fs, log } = recordingFileSystem(nodeFileSystem());
  const report = await validateTree(fs, job.roots, job.routing ?? null);
  const allowed = [...job.roots, ...(job.routing ? [job.routing] : [])].map(real);
  const outside = log.contents.filter((p) => !allowed.some((a) => inside(a, real(p))));
  const result = {
    ms: performance.now() - t0,
    summary: report.summary,
    diagnostics: report.diagnostics.map((d) => ({
      code: d.code,
      severity: d.severity,
      file: d.file,
      line: d.line,
      column: d.column,
      endLine: d.endLine,
    })),
    characters: report.assets.characters.map((c) => c.id),
    worlds: report.assets.worlds.map((w) => w.id),
    entries: report.assets.entries.length,
    entryIds: report.assets.entries.length <= 1000 ? report.assets.entries.map((e) => e.id) : [],
    outsideReads: outside,
    reads: log.contents.length,
  };
  process.stdout.write(JSON.stringify(result));
} else {
  const rules = JSON.parse(readFileSync(job.rulesFile, 'utf8'));
  const inputs = JSON.parse(readFileSync(job.inputsFile, 'utf8'));
  const resolutions = resolveAll(rules, inputs);
  process.stdout.write(JSON.stringify({ ms: performance.now() - t0, resolutions }));
}
