/**
 * The language server's re-check after an edit is incremental and still exact: it parses only the
 * edited file, re-runs the whole-graph steps only where the edit reaches (the edited world's key
 * checks, the constant loads of the characters that read it), and after every edit of a sequence
 * its report equals a from-scratch `validate` of the same files (the CLI's).
 */
import { describe, expect, it } from 'vitest';
import { buildEntryFile } from '../../../src/assets/asset-jobs.js';
import type { EntryFile } from '../../../src/assets/asset-jobs.js';
import type { FileSystem } from '../../../src/common/fs.js';
import { memoryFileSystem } from '../../../src/common/memory-fs.js';
import { createRunMemo } from '../../../src/common/run-memo.js';
import type { RunMemoOwner } from '../../../src/common/run-memo.js';
import { parseAssetFile } from '../../../src/assets/parse-file.js';
import { memoSteps } from '../../../src/lsp/memo-steps.js';
import { createWorkspace } from '../../../src/lsp/workspace.js';
import { validateProject } from '../../../src/validate/project.js';
import { cwdFileSystem } from '../../../src/common/cwd-fs.js';

const ROOT = '/r';

function entry(keys: string, body: string, extra = ''): string {
  return `---\nkeys: [${keys}]\n${extra}---\n\n${body}\n`;
}

/** Two worlds, three characters (one reads both), short keys, a shared key, constants, a duplicate id, an unresolved world. */
function repo(): Record<string, string> {
  const files: Record<string, string> = {
    'rp-assets.config.yaml': 'locale: en\n',
    'characters/alice/CHARACTER.md':
      '---\nname: Alice\nworlds: [astra]\nbudgets:\n  worldEntries: 120\n---\n\nAlice.\n',
    'characters/bob/CHARACTER.md': '---\nname: Bob\nworlds: [astra, borea]\n---\n\nBob.\n',
    'characters/carol/CHARACTER.md': '---\nname: Carol\nworlds: [borea, nowhere]\n---\n\nCarol.\n',
    'worlds/astra/WORLD.md': '---\nname: Astra\n---\n\nA kingdom.\n',
    'worlds/borea/WORLD.md': '---\nname: Borea\n---\n\nThe north.\n',
  };
  for (let i = 0; i < 12; i++) {
    files[`worlds/astra/entries/a${i}.md`] = entry(
      i % 5 === 0 ? 'x' : `harbour${i}, port`,
      `Astra place ${i}. `.repeat(3),
    );
    files[`worlds/borea/entries/b${i}.md`] = entry(`snow${i}, ice`, `Borea place ${i}. `.repeat(3));
  }
  files['worlds/astra/entries/law.md'] = entry('law', 'The law of Astra. '.repeat(20), 'constant: true\n');
  files['worlds/borea/entries/dup.md'] = entry('dup', 'One copy.', 'id: b1\n');
  return files;
}

function liveDisk(files: Record<string, string>): FileSystem {
  const now = () => memoryFileSystem(Object.fromEntries(Object.entries(files).map(([k, v]) => [`${ROOT}/${k}`, v])));
  return {
    readdir: (p) => now().readdir(p),
    stat: (p) => now().stat(p),
    realpath: (p) => now().realpath(p),
    readFile: (p, m) => now().readFile(p, m),
  };
}

/** A RunMemo that records the keys whose results it had to compute. */
function countingMemo(): { memo: RunMemoOwner; made: string[] } {
  const inner = createRunMemo();
  const made: string[] = [];
  return {
    made,
    memo: { ...inner, same: (key, inputs, make) => inner.same(key, inputs, () => (made.push(key), make())) },
  };
}

function countingSteps(parsed: string[]) {
  return memoSteps({
    parse: (bytes: Uint8Array, file: string) => (parsed.push(file), parseAssetFile(bytes, file)),
    buildEntry: (bytes: Uint8Array, job: EntryFile) => (parsed.push(job.file), buildEntryFile(bytes, job)),
  });
}

async function fromScratch(files: Record<string, string>) {
  const run = await validateProject(cwdFileSystem(liveDisk(files), ROOT));
  return run.report;
}

describe('the language server re-checks incrementally', () => {
  it('parses only the edited entry and re-runs only the checks of its world and its readers', async () => {
    const files = repo();
    const parsed: string[] = [];
    const { memo, made } = countingMemo();
    const ws = createWorkspace(ROOT, liveDisk(files), { steps: countingSteps(parsed), memo });
    ws.watching = true;
    await ws.check();
    expect(parsed.length).toBe(5 + 26);
    parsed.length = 0;
    made.length = 0;

    files['worlds/borea/entries/b3.md'] = entry('snow3, ice, frost', 'Borea place 3, edited.');
    ws.fileChanged(`${ROOT}/worlds/borea/entries/b3.md`);
    await ws.check();
    expect(parsed).toEqual(['worlds/borea/entries/b3.md']);
    // borea's folder scanned, its WORLD.md read (the same bytes: not built again), its entry
    // folder walked and its entries gathered again (one built; astra's and the cards' folders are
    // neither listed nor read), its duplicate ids, entry checks, key checks and real-token checks
    // again, and its entries sorted again: not astra's, no card resolved or world rebuilt, no
    // constant load (borea's constants are the same); borea's keyed entries changed, so the room
    // its readers' constants leave them is checked again
    expect([...made].sort()).toEqual([
      'built-findings:worlds/borea/WORLD.md',
      'constant-room:characters/bob/CHARACTER.md',
      'constant-room:characters/carol/CHARACTER.md',
      'duplicates:worlds/borea/WORLD.md',
      'entry-checks:worlds/borea/WORLD.md',
      'hygiene-world:borea',
      'injectable:borea',
      'read:worlds/borea/WORLD.md',
      'real-tokens:borea',
      'scan:worlds/borea',
      'sorted-entries:worlds/borea/WORLD.md',
      'walk:worlds/borea/WORLD.md',
      'world-entries:worlds/borea/WORLD.md',
      'world-lists:borea',
    ]);

    // a constant in astra: astra's key checks and the constant loads of its readers (alice, bob), not carol's
    parsed.length = 0;
    made.length = 0;
    files['worlds/astra/entries/a4.md'] = entry('harbour4', 'Now always in.', 'constant: true\n');
    ws.fileChanged(`${ROOT}/worlds/astra/entries/a4.md`);
    await ws.check();
    expect(parsed).toEqual(['worlds/astra/entries/a4.md']);
    expect([...made].sort()).toEqual([
      'built-findings:worlds/astra/WORLD.md',
      'constant-load:characters/alice/CHARACTER.md',
      'constant-load:characters/bob/CHARACTER.md',
      'constant-room:characters/alice/CHARACTER.md',
      'constant-room:characters/bob/CHARACTER.md',
      'duplicates:worlds/astra/WORLD.md',
      'entry-checks:worlds/astra/WORLD.md',
      'hygiene-world:astra',
      'injectable:astra',
      'read:worlds/astra/WORLD.md',
      'real-constants:characters/alice/CHARACTER.md',
      'real-constants:characters/bob/CHARACTER.md',
      'real-tokens:astra',
      'scan:worlds/astra',
      'sorted-entries:worlds/astra/WORLD.md',
      'walk:worlds/astra/WORLD.md',
      'world-entries:worlds/astra/WORLD.md',
      'world-lists:astra',
    ]);

    parsed.length = 0;
    made.length = 0;
    await ws.check();
    expect(parsed).toEqual([]);
    expect(made).toEqual([]);

    // its text alone rewritten (keys and settings as they were): the world's key checks are kept
    made.length = 0;
    files['worlds/astra/entries/a4.md'] = entry('harbour4', 'Always in, and said at more length.', 'constant: true\n');
    ws.fileChanged(`${ROOT}/worlds/astra/entries/a4.md`);
    await ws.check();
    expect(made).toContain('world-entries:worlds/astra/WORLD.md');
    expect(made).not.toContain('hygiene-world:astra');

    // a world's id changed: its entries are built again for the new id, not parsed again
    parsed.length = 0;
    files['worlds/borea/WORLD.md'] = '---\nid: boreas\nname: Borea\n---\n\nThe north.\n';
    ws.fileChanged(`${ROOT}/worlds/borea/WORLD.md`);
    const renamed = await ws.check();
    expect(parsed).toEqual(['worlds/borea/WORLD.md']);
    expect(renamed.report).toEqual(await fromScratch(files));
  });

  it('equals a from-scratch validate after each edit of a sequence', async () => {
    const files = repo();
    const ws = createWorkspace(ROOT, liveDisk(files));
    ws.watching = true;
    const edits: [string, string | null][] = [
      ['worlds/astra/entries/a1.md', entry('x, harbour1', 'Short key now.')],
      ['worlds/astra/entries/a2.md', entry('port', 'Now a duplicate id.', 'id: a3\n')],
      ['worlds/astra/entries/a5.md', entry('harbour5', 'Edited beside a duplicate.')],
      ['worlds/astra/entries/a3.md', entry('port', 'A third copy.', 'id: a3\nenabled: false\n')],
      ['worlds/astra/entries/a2.md', entry('port', 'No longer a duplicate.')],
      ['characters/alice/CHARACTER.md', '---\nname: Alice\nworlds: [astara]\n---\n\nAlice.\n'],
      ['worlds/borea/WORLD.md', '---\nid: astara\nname: Borea\n---\n\nThe north.\n'],
      ['worlds/astra/entries/law.md', null],
      ['worlds/borea/entries/new.md', entry('law', 'A new law. '.repeat(40), 'constant: true\n')],
      [
        'characters/bob/CHARACTER.md',
        '---\nname: Bob\nworlds: [astra, borea]\nbudgets:\n  worldEntries: 50\n---\n\nBob.\n',
      ],
      ['worlds/borea/WORLD.md', '---\nname: Borea\n---\n\nThe north.\n'],
      ['worlds/borea/entries/dup.md', null],
      // alice reads astra again (no constant left there), then a constant comes and goes: her
      // constant load follows astra's list of constants
      [
        'characters/alice/CHARACTER.md',
        '---\nname: Alice\nworlds: [astra]\nbudgets:\n  worldEntries: 120\n---\n\nAlice.\n',
      ],
      ['worlds/astra/entries/a6.md', entry('harbour6', 'Always here. '.repeat(30), 'constant: true\n')],
      ['worlds/astra/entries/a6.md', entry('harbour6', 'Now matched.')],
      // a reader's budget, no entry changed: the entries of its worlds over it
      [
        'characters/bob/CHARACTER.md',
        '---\nname: Bob\nworlds: [astra, borea]\nbudgets:\n  worldEntries: 5\n---\n\nBob.\n',
      ],
    ];
    const first = await ws.check();
    expect(first.report).toEqual(await fromScratch(files));
    for (const [file, text] of edits) {
      if (text === null) delete files[file];
      else files[file] = text;
      ws.fileChanged(`${ROOT}/${file}`);
      const checked = await ws.check();
      expect(checked.report, file).toEqual(await fromScratch(files));
    }
    // an unsaved buffer laid over a file, edited twice, then closed
    const onDisk = files['worlds/borea/entries/b5.md'] as string;
    for (const text of [entry('q', 'Typed, unsaved.'), entry('q, snow5', 'Typed again.'), null]) {
      ws.setBuffer(`${ROOT}/worlds/borea/entries/b5.md`, text);
      const checked = await ws.check();
      expect(checked.report, String(text)).toEqual(
        await fromScratch({ ...files, 'worlds/borea/entries/b5.md': text ?? onDisk }),
      );
    }
  });
});

/** A seeded PRNG (mulberry32): the same seed, the same sequence of edits. */
function random(seed: number): { int: (n: number) => number; pick: <T>(xs: readonly T[]) => T } {
  let a = seed >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number): number => Math.floor(next() * n);
  return { int, pick: (xs) => xs[int(xs.length)] as (typeof xs)[number] };
}

const dirOf = (path: string): string => path.slice(0, path.lastIndexOf('/'));

describe('the incremental re-check after random edits', () => {
  // entries edited, added and deleted (on disk and in unsaved buffers), cards' worlds, budgets and examples files,
  // worlds' ids and entry folders, whole worlds created and deleted, changes reported for the file
  // or for its folder as watchers do: after each, the report equals a from-scratch validate
  for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
    it(`equals a from-scratch validate after each of 60 random edits (seed ${seed})`, async () => {
      const r = random(seed);
      const files = repo();
      const buffers = new Map<string, string>();
      const ws = createWorkspace(ROOT, liveDisk(files));
      ws.watching = true;
      const worlds = ['astra', 'borea', 'cygnus'];
      const keys = ['x', 'port', 'snow', 'ice', 'law', 'harbour', 'frost', 'a0', 'b1'];
      const folders = ['entries', 'entries/deep', 'lore'];
      const entryText = (): string =>
        entry(
          [r.pick(keys), r.pick(keys)].join(', '),
          'Text. '.repeat(1 + r.int(60)),
          [
            r.int(4) === 0 ? 'constant: true\n' : '',
            r.int(5) === 0 ? `id: ${r.pick(['a1', 'b1', 'dup'])}\n` : '',
            r.int(8) === 0 ? 'enabled: false\n' : '',
          ].join(''),
        );
      const entryFiles = (): string[] => Object.keys(files).filter((f) => /^worlds\/[^/]+\/.+\/[^/]+\.md$/.test(f));
      // the file, or a folder above it (a watcher may report a created folder alone)
      const report = (path: string): void =>
        ws.fileChanged(`${ROOT}/${r.pick([path, dirOf(path), dirOf(dirOf(path)), path.split('/')[0] as string])}`);
      const steps: (() => string)[] = [
        () => {
          const path = `worlds/${r.pick(worlds)}/${r.pick(folders)}/e${r.int(6)}.md`;
          files[path] = entryText();
          report(path);
          return `write ${path}`;
        },
        () => {
          const path = r.pick(entryFiles());
          if (path === undefined) return 'nothing to delete';
          delete files[path];
          report(path);
          return `delete ${path}`;
        },
        () => {
          const path = `characters/${r.pick(['alice', 'bob', 'carol', 'dave'])}/CHARACTER.md`;
          const read = worlds.filter(() => r.int(2) === 0).concat(r.int(4) === 0 ? ['nowhere', 'astara'] : []);
          const budget = r.int(2) === 0 ? `budgets:\n  worldEntries: ${r.pick([5, 50, 120, 400])}\n` : '';
          const examples = r.int(2) === 0 ? 'examples: lines/examples.md\n' : '';
          files[path] = `---\nname: N\nworlds: [${read.join(', ')}]\n${budget}${examples}---\n\nSomeone.\n`;
          report(path);
          return `card ${path}`;
        },
        () => {
          // a card's examples file written or deleted (it may name one that is missing)
          const path = `characters/${r.pick(['alice', 'bob', 'carol'])}/lines/examples.md`;
          if (r.int(3) === 0) delete files[path];
          else files[path] = `User: hi\n${'Char: hello. '.repeat(1 + r.int(5))}\n`;
          report(path);
          return `examples ${path}`;
        },
        () => {
          const world = r.pick(worlds);
          const path = `worlds/${world}/WORLD.md`;
          const id = r.int(3) === 0 ? `id: ${r.pick(['astara', 'borea', world])}\n` : '';
          const root = r.int(3) === 0 ? 'entryRoot: lore\n' : '';
          files[path] = `---\n${id}${root}name: ${world}\n---\n\nA place.\n`;
          report(path);
          return `world ${path}`;
        },
        () => {
          const world = r.pick(worlds);
          for (const f of Object.keys(files)) if (f.startsWith(`worlds/${world}/`)) delete files[f];
          ws.fileChanged(`${ROOT}/${r.pick([`worlds/${world}`, 'worlds'])}`);
          return `delete worlds/${world}`;
        },
        () => {
          const open = [...buffers.keys()];
          if (open.length > 0 && r.int(2) === 0) {
            const path = r.pick(open);
            buffers.delete(path);
            ws.setBuffer(`${ROOT}/${path}`, null);
            return `close ${path}`;
          }
          // an open file, or a new one in a folder that exists (as an editor creates it)
          const known = entryFiles();
          if (known.length === 0) return 'nothing to open';
          const at = r.pick(known);
          const path = r.int(2) === 0 ? at : `${dirOf(at)}/new${r.int(3)}.md`;
          const text = entryText();
          buffers.set(path, text);
          ws.setBuffer(`${ROOT}/${path}`, text);
          return `type into ${path}`;
        },
      ];
      expect((await ws.check()).report).toEqual(await fromScratch(files));
      for (let i = 0; i < 60; i++) {
        const what = (r.pick(steps) as () => string)();
        const checked = await ws.check();
        expect(checked.report, `step ${i}: ${what}`).toEqual(
          await fromScratch({ ...files, ...Object.fromEntries(buffers) }),
        );
      }
    });
  }
});
