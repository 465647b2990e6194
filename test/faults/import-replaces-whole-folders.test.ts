/**
 * Issue 42 I4 and I5. `import --force` replaced single files: an old card's examples and avatar
 * stayed, entries the new book no longer has became orphans, and `validate` said nothing. A kill
 * while the files were renamed into place left a half-written world that validated clean, and a
 * plain rerun refused and left the temporary files. Now each asset folder is replaced whole, and a
 * run stopped anywhere leaves the old folder or, once its journal is written, one the next import
 * finishes: here stopped between two swaps by a hook, and killed (SIGKILL) as a process.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupByAssetFolder, JOURNAL, recoverImport, replaceFoldersAtomically } from '../../src/cli/replace-folders.js';
import { cliBundle } from '../support/cli-bundle.js';
import { runCli } from '../e2e/cli/run-cli.js';

const dir = mkdtempSync(join(tmpdir(), 'rp-import-whole-'));
let bundle = '';
beforeAll(async () => {
  bundle = await cliBundle();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const entries = (n: number, tag: string) =>
  Object.fromEntries(
    Array.from({ length: n }, (_, i) => [
      String(i),
      { uid: i, key: [`k${i}`], content: `${tag} ${i}`, comment: `e${i}` },
    ]),
  );

function write(name: string, value: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify(value));
  return path;
}

/** Every file under `root` with its text, dot-names included (a staging folder would show). */
function tree(root: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of readdirSync(root, { recursive: true, withFileTypes: true }))
    if (e.isFile())
      out[join(e.parentPath, e.name).slice(root.length + 1)] = readFileSync(join(e.parentPath, e.name), 'utf8');
  return out;
}

describe('--force replaces a whole asset folder (I5)', () => {
  it('a card imported again without its examples and avatar, a book with fewer entries: nothing old stays', async () => {
    const out = join(dir, 'i5');
    const old = write('old-card.json', {
      spec: 'chara_card_v2',
      spec_version: '2.0',
      data: {
        name: 'Mira',
        description: 'd',
        mes_example: '<START>\n{{char}}: hi',
        character_book: {
          name: 'lore',
          entries: Object.values(entries(12, 'old')).map((e, i) => ({
            keys: e.key,
            content: e.content,
            name: e.comment,
            enabled: true,
            insertion_order: i,
            id: i,
          })),
        },
      },
    });
    expect((await runCli(['import', old, '--out', out, '--quiet'], dir)).code).toBe(0);
    expect(existsSync(join(out, 'characters/mira/examples.md'))).toBe(true);
    const now = write('new-card.json', {
      spec: 'chara_card_v2',
      spec_version: '2.0',
      data: {
        name: 'Mira',
        description: 'd2',
        character_book: {
          name: 'lore',
          entries: [{ keys: ['k0'], content: 'new', name: 'e0', enabled: true, insertion_order: 0, id: 0 }],
        },
      },
    });
    const r = await runCli(['import', now, '--out', out, '--quiet', '--force', '--locale', 'en'], dir);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('removed');
    expect(existsSync(join(out, 'characters/mira/examples.md'))).toBe(false);
    expect(readdirSync(join(out, 'worlds/lore/entries'))).toEqual(['e0.md']);
  });
});

describe('a run stopped part way (I4)', () => {
  const world = (tag: string, n: number) => ({
    folder: 'worlds/w',
    files: [
      { path: 'worlds/w/WORLD.md', bytes: Buffer.from(`---\nname: ${tag}\n---\n`) },
      ...Array.from({ length: n }, (_, i) => ({
        path: `worlds/w/entries/e${i}.md`,
        bytes: Buffer.from(`---\nkeys: [k${i}]\n---\n\n${tag}\n`),
      })),
    ],
  });
  const card = (tag: string) => [
    { path: 'characters/c/CHARACTER.md', bytes: Buffer.from(`---\nname: ${tag}\nworlds: [w]\n---\n`) },
  ];

  it('stopped between two swaps: each folder old or new; the next run finishes, leaving no staging folder', async () => {
    const root = join(dir, 'i4-hook');
    await replaceFoldersAtomically(root, groupByAssetFolder(root, [...card('old'), ...world('old', 5).files]));
    const stop = new Error('stopped');
    const folders = groupByAssetFolder(root, [...card('new'), ...world('new', 2).files]);
    await expect(
      replaceFoldersAtomically(root, folders, () => {}, {
        beforeSwap: async (folder) => {
          if (folder === 'worlds/w') throw stop;
        },
      }),
    ).rejects.toBe(stop);
    const half = tree(root);
    expect(half['characters/c/CHARACTER.md']).toContain('name: new');
    expect(half['worlds/w/WORLD.md']).toContain('name: old');
    expect(Object.keys(half).filter((p) => p.startsWith('worlds/w/entries/'))).toHaveLength(5);
    expect(existsSync(join(root, JOURNAL))).toBe(true);
    expect(await recoverImport(root)).toEqual(['finished the interrupted import of worlds/w']);
    const after = tree(root);
    expect(Object.keys(after).sort()).toEqual([
      'characters/c/CHARACTER.md',
      'worlds/w/WORLD.md',
      'worlds/w/entries/e0.md',
      'worlds/w/entries/e1.md',
    ]);
    expect(after['worlds/w/WORLD.md']).toContain('name: new');
  });

  it('killed (SIGKILL) while staging and at moments over a whole run: never a mixed world; a plain rerun gives the new tree', async () => {
    const out = join(dir, 'i4-kill');
    const oldWi = write('kill-old.json', { name: 'big', entries: entries(400, 'old') });
    const newWi = write('kill-new.json', { name: 'big', entries: entries(300, 'new') });
    /** Runs an import; kills it after `killAfterMs`, or as soon as `killWhen` holds (polled every 2 ms). */
    const run = (file: string, kill: { afterMs?: number; when?: () => boolean } = {}) =>
      new Promise<number | null>((done) => {
        const child = spawn(process.execPath, [bundle, 'import', file, '--out', out, '--force', '--quiet'], {
          cwd: dir,
          stdio: 'ignore',
        });
        const timer =
          kill.afterMs !== undefined
            ? setTimeout(() => child.kill('SIGKILL'), kill.afterMs)
            : kill.when !== undefined
              ? setInterval(() => {
                  if (kill.when?.()) child.kill('SIGKILL');
                }, 2)
              : null;
        child.on('exit', (code) => {
          if (timer) clearInterval(timer);
          done(code);
        });
      });
    /** The world as a kill left it: all old, all new, or a journal the next run finishes. */
    const state = () => {
      if (existsSync(join(out, JOURNAL))) return 'journal';
      const files = readdirSync(join(out, 'worlds/big/entries'));
      const texts = new Set(
        files.map((f) =>
          readFileSync(join(out, 'worlds/big/entries', f), 'utf8').includes('\n\nold ') ? 'old' : 'new',
        ),
      );
      expect([
        ['old', 400],
        ['new', 300],
      ]).toContainEqual([[...texts].join('+'), files.length]);
      return [...texts][0];
    };
    const staging = () => readdirSync(join(out, 'worlds')).some((n) => n.startsWith('.big.rp-import-'));
    const rerunGivesTheNewTree = async () => {
      expect(await run(newWi)).toBe(0);
      expect(readdirSync(join(out, 'worlds'))).toEqual(['big']);
      expect(readdirSync(join(out, 'worlds/big/entries'))).toHaveLength(300);
      expect(existsSync(join(out, JOURNAL))).toBe(false);
    };
    const fresh = async () => {
      rmSync(out, { recursive: true, force: true });
      expect(await run(oldWi)).toBe(0);
    };

    // killed while its staging folder is being written: the old world, the staging folder left
    await fresh();
    await run(newWi, { when: staging });
    expect(state()).toBe('old');
    expect(staging()).toBe(true);
    await rerunGivesTheNewTree();

    // killed at moments spread over a run timed without a kill
    const t0 = performance.now();
    expect(await run(newWi)).toBe(0);
    const whole = performance.now() - t0;
    for (const share of [0.5, 0.9, 1.5]) {
      await fresh();
      await run(newWi, { afterMs: Math.round(whole * share) });
      state();
      await rerunGivesTheNewTree();
    }
  }, 120_000);
});
