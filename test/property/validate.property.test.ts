/**
 * Properties of validate over generated repositories (memoryFileSystem): it never throws, every
 * diagnostic with a file points inside an existing file at a line that exists in it, and the
 * output does not depend on the file-system order (the same files inserted in another order).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { memoryFileSystem } from '../../src/common/memory-fs.js';
import type { MemoryNode } from '../../src/common/memory-fs.js';
import { validate } from '../../src/validate/validate.js';
import { repository } from './repository-arbitrary.js';

type Files = Record<string, string | Uint8Array>;

function run(files: Files, order: readonly string[]) {
  const ordered: Record<string, MemoryNode> = {};
  for (const k of order) ordered[k] = files[k] as MemoryNode;
  return validate(
    { roots: ['roleplay'], ...('routing.yaml' in files ? { routing: 'routing.yaml' } : {}) },
    memoryFileSystem(ordered),
  );
}

/** Lines as diagnostics count them: LF, CRLF and lone CR end a line. */
function lineCount(node: string | Uint8Array): number {
  const b = typeof node === 'string' ? new TextEncoder().encode(node) : node;
  let n = 1;
  for (let i = 0; i < b.length; i++) if (b[i] === 0x0a || (b[i] === 0x0d && b[i + 1] !== 0x0a)) n++;
  return n;
}

function shuffle<T>(list: readonly T[], seed: number): T[] {
  const out = [...list];
  let s = seed >>> 0 || 1;
  for (let i = out.length - 1; i > 0; i--) {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

// each run validates a whole repository (and a routing file half the time)
const RUNS = 200;

describe('validate over generated repositories', () => {
  it('never throws', async () => {
    await fc.assert(
      fc.asyncProperty(repository, async (files) => {
        await run(files, Object.keys(files));
      }),
      { numRuns: RUNS },
    );
  });

  it('puts every diagnostic with a file inside an existing file, on a line that exists', async () => {
    await fc.assert(
      fc.asyncProperty(repository, async (files) => {
        const report = await run(files, Object.keys(files));
        const dirs = new Set(
          Object.keys(files).flatMap((k) => k.split('/').map((_, i, a) => a.slice(0, i + 1).join('/'))),
        );
        for (const d of report.diagnostics) {
          if (d.file === null) continue;
          if (d.code === 'asset.root-missing') {
            // the one diagnostic about a path that does not exist: the root itself
            expect(d.file).toBe('roleplay');
            expect(dirs.has('roleplay')).toBe(false);
            continue;
          }
          const node = files[d.file];
          if (node === undefined) {
            // a folder-level problem (missing entry file, skipped group): a real folder, no line
            expect(dirs.has(d.file), `${d.code} points at ${d.file}, which does not exist`).toBe(true);
            expect(d.line).toBeNull();
            continue;
          }
          if (d.line === null) continue;
          expect(d.line, `${d.code} at ${d.file}:${d.line}`).toBeGreaterThanOrEqual(1);
          expect(d.line, `${d.code} at ${d.file}:${d.line}`).toBeLessThanOrEqual(lineCount(node));
          if (d.endLine !== null) expect(d.endLine).toBeGreaterThanOrEqual(d.line);
          for (const rel of d.related) {
            expect(rel.file in files || dirs.has(rel.file), `${d.code} related ${rel.file}`).toBe(true);
          }
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('gives the same report whatever the file-system order', async () => {
    await fc.assert(
      fc.asyncProperty(repository, fc.integer({ min: 1, max: 2 ** 31 - 1 }), async (files, seed) => {
        const keys = Object.keys(files);
        const a = await run(files, keys);
        const b = await run(files, shuffle(keys, seed));
        expect(JSON.stringify(b)).toBe(JSON.stringify(a));
      }),
      { numRuns: RUNS },
    );
  });
});
