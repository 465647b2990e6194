/**
 * Properties of the behaviour diff (issue 17) over generated repositories, broken ones included:
 * a tree against itself changes nothing; `diff(b, a)` is `diff(a, b)` with the sides swapped;
 * moving every entry file of a world into a sub-folder (ids and content unchanged) changes
 * nothing but paths.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { memoryFileSystem } from '../../src/common/memory-fs.js';
import { diffBehaviour } from '../../src/diff/index.js';
import type { BehaviourDiff } from '../../src/diff/index.js';
import { validateProject } from '../../src/validate/project.js';
import { behaviourRepository } from './behaviour-arbitrary.js';
import { repository } from './repository-arbitrary.js';

type Files = Record<string, string | Uint8Array>;

/** Generated repositories: with a config (behaviourRepository), else the root `roleplay`. */
async function side(label: string, files: Files) {
  const configured = 'rp-assets.config.yaml' in files;
  const run = await validateProject(memoryFileSystem(files), {
    ...(configured ? {} : { roots: ['roleplay'] }),
    ...(!configured && 'routing.yaml' in files ? { routing: 'routing.yaml' } : {}),
  });
  return { label, report: run.report, config: run.config };
}

async function diff(a: Files, b: Files): Promise<BehaviourDiff> {
  return diffBehaviour(await side('a', a), await side('b', b));
}

/**
 * Every `before`/`after` pair swapped (the labels name argument positions here, so they stay), and
 * a scope value a filter change added is one the reverse change removes.
 */
function mirror(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(mirror);
  if (value === null || typeof value !== 'object') return value;
  const o = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(o)) out[k] = mirror(v);
  if ('before' in o && 'after' in o) [out.before, out.after] = [out.after, out.before];
  if (o['kind'] === 'scope-value') out['added'] = !o['added'];
  return out;
}

/** Every entry file of every world moved one folder down (`entries/x.md` -> `entries/zz/x.md`). */
function moveEntries(files: Files): Files {
  const out: Files = {};
  for (const [path, content] of Object.entries(files))
    out[path.replace(/^([^/]+\/worlds\/[^/]+\/entries)\//, '$1/zz/')] = content;
  return out;
}

/** Card and world folders renamed (`alice` -> `alice-moved`): only for cards and worlds with an explicit id. */
function moveFolders(files: Files): Files {
  const out: Files = {};
  for (const [path, content] of Object.entries(files))
    out[path.replace(/^([^/]+\/(?:characters|worlds)\/[^/]+)\//, '$1-moved/')] = content;
  return out;
}

/** Broken and coherent repositories alike. */
const anyRepository = fc.oneof(repository, behaviourRepository, behaviourRepository);

const RUNS = { numRuns: 40 };

describe('behaviour diff properties', () => {
  it('a tree against itself: nothing changed', async () => {
    await fc.assert(
      fc.asyncProperty(anyRepository, async (files) => {
        const d = await diff(files, files);
        expect(d.changed).toBe(false);
        expect(d.routing.rules).toEqual([]);
        expect(d.routing.inputs).toEqual([]);
        expect(d.retrieval.changes).toEqual([]);
      }),
      RUNS,
    );
  });

  it('diff(b, a) is the mirror of diff(a, b)', async () => {
    await fc.assert(
      fc.asyncProperty(anyRepository, anyRepository, async (a, b) => {
        const ab = await diff(a, b);
        const ba = await diff(b, a);
        expect(ba).toEqual(mirror(ab));
      }),
      RUNS,
    );
  });

  it('moving entry files without changing them changes nothing but paths', async () => {
    await fc.assert(
      fc.asyncProperty(anyRepository, async (files) => {
        const d = await diff(files, moveEntries(files));
        expect(d.behaviourChanged).toBe(false);
        expect(d.routing.inputs).toEqual([]);
        expect(d.retrieval.changes).toEqual([]);
        for (const p of d.assets.paths) expect(p.kind).toBe('entry');
      }),
      RUNS,
    );
  });

  it('renaming card and world folders (explicit ids) changes nothing but paths', async () => {
    await fc.assert(
      fc.asyncProperty(behaviourRepository, async (files) => {
        const d = await diff(files, moveFolders(files));
        expect(d.behaviourChanged).toBe(false);
        expect(d.assets.overrides).toEqual([]);
      }),
      RUNS,
    );
  });
});
