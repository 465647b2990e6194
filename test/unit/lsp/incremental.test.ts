/**
 * The language server's re-check after an edit is incremental and still exact: it parses only the
 * edited file, re-runs the whole-graph steps only where the edit reaches (the edited world's key
 * checks, the constant loads of the characters that read it), and after every edit of a sequence
 * its report equals a from-scratch `validate` of the same files (the CLI's).
 */
import { describe, expect, it } from 'vitest';
import type { Origin } from '../../../src/assets/build-assets.js';
import type { EntryWorld } from '../../../src/assets/worker-entry.js';
import type { FileSystem } from '../../../src/common/fs.js';
import { memoryFileSystem } from '../../../src/common/memory-fs.js';
import { createRunMemo } from '../../../src/common/run-memo.js';
import type { RunMemoOwner } from '../../../src/common/run-memo.js';
import { buildEntry } from '../../../src/assets/build-assets.js';
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
    buildEntry: (bytes: Uint8Array, file: string, origin: Origin, world: EntryWorld) => (
      parsed.push(file),
      buildEntry(parseAssetFile(bytes, file), origin, world)
    ),
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
    // borea's folder walked and its entries gathered again (one built; astra's folder is neither
    // listed nor read), its duplicate ids and entry checks again, all sorted again, and its key checks: not
    // astra's, no card or world rebuilt, no constant load (borea's constants are the same); its
    // readers share borea's list of keyed entries, so nothing per reader is made
    expect([...made].sort()).toEqual([
      'duplicates:worlds/borea/WORLD.md',
      'entry-checks:worlds/borea/WORLD.md',
      'hygiene-world:borea',
      'injectable:borea',
      'sorted-entries',
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
      'constant-load:characters/alice/CHARACTER.md',
      'constant-load:characters/bob/CHARACTER.md',
      'duplicates:worlds/astra/WORLD.md',
      'entry-checks:worlds/astra/WORLD.md',
      'hygiene-world:astra',
      'injectable:astra',
      'sorted-entries',
      'walk:worlds/astra/WORLD.md',
      'world-entries:worlds/astra/WORLD.md',
      'world-lists:astra',
    ]);

    parsed.length = 0;
    made.length = 0;
    await ws.check();
    expect(parsed).toEqual([]);
    expect(made).toEqual([]);
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
