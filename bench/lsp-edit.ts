/**
 * The language server after an edit (`npm run bench:lsp`): on a repository of 10,000 entries of one
 * of three shapes (`--shape`), the time from a `didChange` to the `publishDiagnostics` that answers
 * it, for each kind of edit in `EDITS` made in turn (each made and then undone): an entry's body,
 * its keys, an unknown field in it; a card's body, its name, a world reference broken; a world's
 * id changed (cross-file: every card that reads it). Median and p95 over all edits and per kind.
 * The shapes: `wide` (bench/generate.js at scale 0.2: 400 characters each reading 1 to 3 of 40
 * worlds, 400 routing rules), `nested-keys` (500 characters each reading 2 of 50 worlds, short
 * numbered keys nested in each other so about 28 % of entries get `entry.key-inside-another`, 300
 * rules) and `imported-book` (SillyTavern World Info files imported with `rp-assets import`, 10
 * books of 1,000 entries each read by one character, or `--books 1` for one book of 10,000: a hint
 * on most entries). Then the server's peak RSS beside one `rp-assets validate` of the same project
 * (/proc VmHWM for the server, which stays up; the probe's max RSS for validate). Beside the times,
 * each server's CPU time (user + system, /proc/PID/stat) over its edits, per edit: the shared
 * machine's load stretches the wall times, much less the CPU a re-check needs.
 *
 * `--baseline DIR`: a second server, DIR/bin/rp-assets.js (another build, e.g. the commit before a
 * change: `git worktree add`, `npm run build` there), started beside this one and given the same
 * edits in turn, so the two are measured side by side under the same load.
 *
 *   npm run bench:lsp -- [--shape wide|nested-keys|imported-book] [--books N] [--edits N] [--entries N]
 *                        [--baseline DIR]
 */
import { readFileSync, writeFileSync, mkdirSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { LspProcess, uriOf } from '../test/support/lsp-wire.js';

// run by npm from the repository root (the bundle lives in node_modules/.cache)
const REPO = process.cwd();
const arg = (name: string, fallback: number): number => {
  const i = process.argv.indexOf(`--${name}`);
  return i < 0 ? fallback : Number(process.argv[i + 1]);
};
const EDITS = arg('edits', 60);
const baselineAt = process.argv.indexOf('--baseline');
const BASELINE = baselineAt < 0 ? null : (process.argv[baselineAt + 1] ?? null);
const ENTRIES = arg('entries', 10_000);
/** imported-book: the books the entries are split into (each a world of ENTRIES / BOOKS entries). */
const BOOKS = arg('books', 10);
const SHAPES = ['wide', 'nested-keys', 'imported-book'] as const;
type Shape = (typeof SHAPES)[number];
const shapeAt = process.argv.indexOf('--shape');
const SHAPE = (shapeAt < 0 ? 'wide' : process.argv[shapeAt + 1]) as Shape;
if (!SHAPES.includes(SHAPE)) throw new Error(`--shape is one of ${SHAPES.join(', ')}`);

function percentile(values: readonly number[], p: number): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] as number;
}
const ms = (v: number) => `${v.toFixed(1)} ms`;

/** User + system CPU time of a process so far, in milliseconds (/proc/PID/stat, clock ticks of 10 ms). */
function cpuMs(pid: number | undefined): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // the fields after the command name (which may hold spaces) start at the last ')'
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function firstFile(dir: string, name: (n: string) => boolean): string {
  for (const e of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (e.isFile() && name(e.name)) return join(e.parentPath, e.name);
  }
  throw new Error(`no file in ${dir}`);
}

/** A project folder (its config naming the root and the routing file) of the shape asked for. */
async function prepareProject(shape: Shape): Promise<{ project: string; roleplay: string }> {
  const project = join(REPO, `bench/out/lsp-${shape}-${ENTRIES}${shape === 'imported-book' ? `-${BOOKS}` : ''}`);
  mkdirSync(project, { recursive: true });
  if (shape === 'imported-book') {
    const roleplay = join(project, 'roleplay');
    const { worldInfo } = (await import(pathToFileURL(join(REPO, 'bench/corpus/world-info.js')).href)) as {
      worldInfo: (n: number) => object;
    };
    const books = Array.from({ length: BOOKS }, (_, i) => `book-${String(i + 1).padStart(2, '0')}`);
    for (const book of books)
      writeFileSync(join(project, `${book}.json`), JSON.stringify(worldInfo(Math.round(ENTRIES / BOOKS)), null, 2));
    const imported = await runNode(
      [join(REPO, 'bin/rp-assets.js'), 'import', ...books.map((b) => `${b}.json`), '--out', roleplay, '--force', '-q'],
      { cwd: project },
    );
    if (imported.code !== 0) throw new Error(`import failed: ${imported.stderr.slice(0, 500)}`);
    for (const book of books) {
      mkdirSync(join(roleplay, `characters/reader-${book}`), { recursive: true });
      writeFileSync(
        join(roleplay, `characters/reader-${book}/CHARACTER.md`),
        `---\nname: 读书人\nworlds: [${book}]\n---\n\n一个把整本设定集读熟了的人。\n`,
      );
    }
    writeFileSync(join(project, 'rp-assets.config.yaml'), 'roots: [roleplay]\nlocale: en\n');
    console.log(
      `corpus: ${BOOKS} SillyTavern book(s) of ${Math.round(ENTRIES / BOOKS)} entries imported, each read by one character`,
    );
    return { project, roleplay };
  }
  // loaded, not bundled: the generator is also a command and runs as one when it is the main module
  const { generateCorpus } = (await import(pathToFileURL(join(REPO, 'bench/generate.js')).href)) as {
    generateCorpus: (o: object) => { dir: string; options: Record<string, number> };
  };
  const k = ENTRIES / 10_000;
  const corpus = generateCorpus(
    shape === 'wide'
      ? { scale: ENTRIES / 50_000 }
      : { shape, entries: ENTRIES, characters: 500 * k, worlds: 50 * k, rules: 300 * k },
  );
  const rel = relative(project, corpus.dir);
  writeFileSync(
    join(project, 'rp-assets.config.yaml'),
    `roots: [${rel}/roleplay]\nrouting: ${rel}/routing.yaml\nlocale: en\n`,
  );
  console.log(
    `corpus (${shape}): ${corpus.options.entries} entries, ${corpus.options.characters} characters, ${corpus.options.worlds} worlds, ${corpus.options.rules} rules`,
  );
  return { project, roleplay: join(corpus.dir, 'roleplay') };
}

// the bench helpers are plain JS modules, loaded as they are
const { runNode } = (await import(pathToFileURL(join(REPO, 'bench/lib/child.js')).href)) as {
  runNode: (
    args: string[],
    o: { cwd: string; outerRss?: boolean },
  ) => Promise<{ maxRssKb: number | null; code: number; stderr: string }>;
};

async function main(): Promise<void> {
  const { ensureBuild } = (await import(pathToFileURL(join(REPO, 'bench/lib/build.js')).href)) as {
    ensureBuild: (repo: string, log: (s: string) => void) => boolean;
  };
  ensureBuild(REPO, (s: string) => console.log(s));
  const { project, roleplay } = await prepareProject(SHAPE);
  const subjects = [{ name: 'this build', bin: join(REPO, 'bin/rp-assets.js') }];
  if (BASELINE !== null) subjects.push({ name: `baseline (${BASELINE})`, bin: join(BASELINE, 'bin/rp-assets.js') });

  const card = firstFile(join(roleplay, 'characters'), (n) => n === 'CHARACTER.md');
  const cardText = readFileSync(card, 'utf8');
  const worldId = /worlds:\s*\[?\s*([^\s,\]]+)/.exec(cardText)?.[1];
  if (worldId === undefined) throw new Error(`no worlds: in ${card}`);
  const worldFile = firstFile(join(roleplay, 'worlds', worldId), (n) => n === 'WORLD.md');
  // an entry of a world the card reads: its edits reach the card's checks too
  const entry = firstFile(join(roleplay, 'worlds', worldId), (n) => n.endsWith('.md') && n !== 'WORLD.md');
  const entryText = readFileSync(entry, 'utf8');
  const worldText = readFileSync(worldFile, 'utf8');

  let version = 1;
  const servers: LspProcess[] = [];
  for (const subject of subjects) {
    const server = new LspProcess(process.execPath, [subject.bin, 'lsp', '--stdio'], project);
    servers.push(server);
    const t0 = performance.now();
    await server.initialize(project, {
      window: { workDoneProgress: true },
      workspace: { didChangeWatchedFiles: { dynamicRegistration: true } },
    });
    await server.indexed(600_000);
    console.log(`${subject.name}: first indexing ${ms(performance.now() - t0)}`);
    for (const [path, text] of [
      [entry, entryText],
      [card, cardText],
      [worldFile, worldText],
    ] as const) {
      server.notify('textDocument/didOpen', {
        textDocument: { uri: uriOf(path), languageId: 'markdown', version: version++, text },
      });
    }
  }
  await new Promise((r) => setTimeout(r, 2000));

  /** Replace the whole text and time the answer for `watch` that passes `done`. */
  async function edit(
    server: LspProcess,
    path: string,
    text: string,
    watch: string,
    done: (codes: string[]) => boolean,
  ): Promise<number> {
    const from = server.messages.length;
    const start = performance.now();
    server.notify('textDocument/didChange', {
      textDocument: { uri: uriOf(path), version: version++ },
      contentChanges: [{ text }],
    });
    await server.diagnostics(uriOf(watch), from, 60_000, (list) => done(list.map((d) => d.code)));
    return performance.now() - start;
  }
  const has = (code: string) => (codes: string[]) => codes.includes(code);
  const hasNot = (code: string) => (codes: string[]) => !codes.includes(code);

  const any = () => true;
  // each kind: the file edited, its text after the edit, the file whose diagnostics answer and
  // what they show once the edit is seen (the undo is answered by the opposite, or by any list)
  const renamedWorld = /^id:/m.test(worldText)
    ? worldText.replace(/^id:.*$/m, `id: ${worldId}-y`)
    : worldText.replace(/^---\n/, `---\nid: ${worldId}-y\n`);
  const kinds: Record<string, { file: string; text: string; original: string; watch: string; seen: string | null }> = {
    'entry body': {
      file: entry,
      text: `${entryText}\n又添了一句话。\n`,
      original: entryText,
      watch: entry,
      seen: null,
    },
    'entry keys': {
      file: entry,
      text: entryText.replace(/^keys: \[/m, 'keys: [新添的关键词, '),
      original: entryText,
      watch: entry,
      seen: null,
    },
    'entry field': {
      file: entry,
      text: entryText.replace(/^---\n/, '---\ncolour: red\n'),
      original: entryText,
      watch: entry,
      seen: 'asset.unknown-key',
    },
    'card body': { file: card, text: `${cardText}\n又添了一段。\n`, original: cardText, watch: card, seen: null },
    'card name': {
      file: card,
      text: cardText.replace(/^name: .*$/m, 'name: 新的名字'),
      original: cardText,
      watch: card,
      seen: null,
    },
    'card worlds': {
      file: card,
      text: cardText.replace(worldId, `${worldId}-x`),
      original: cardText,
      watch: card,
      seen: 'character.unresolved-world',
    },
    'world id': {
      file: worldFile,
      text: renamedWorld,
      original: worldText,
      watch: card,
      seen: 'character.unresolved-world',
    },
  };
  for (const [kind, k] of Object.entries(kinds))
    if (k.text === k.original) throw new Error(`the ${kind} edit changes nothing in ${k.file}`);

  const times = servers.map((): Record<string, number[]> => Object.fromEntries(Object.keys(kinds).map((k) => [k, []])));
  const cpuBefore = servers.map((server) => cpuMs(server.child.pid));
  for (let i = 0; i < EDITS; i++) {
    // the servers in turn, each given one round of the edits: the same load for both
    for (const [n, server] of servers.entries()) {
      const t = times[n] as Record<string, number[]>;
      for (const [kind, k] of Object.entries(kinds)) {
        t[kind]?.push(await edit(server, k.file, k.text, k.watch, k.seen === null ? any : has(k.seen)));
        t[kind]?.push(await edit(server, k.file, k.original, k.watch, k.seen === null ? any : hasNot(k.seen)));
      }
    }
  }
  const peaks: number[] = [];
  for (const [n, server] of servers.entries()) {
    const t = times[n] as Record<string, number[]>;
    const all = Object.values(t).flat();
    console.log(
      `\n${subjects[n]?.name}, after an edit, ${all.length} edits: median ${ms(percentile(all, 50))}, p95 ${ms(percentile(all, 95))}`,
    );
    for (const [kind, list] of Object.entries(t))
      console.log(`  ${kind.padEnd(12)} median ${ms(percentile(list, 50))}, p95 ${ms(percentile(list, 95))}`);
    // the server's own CPU time (user + system) over all its edits: what the load does not inflate
    console.log(`  CPU time per edit (mean): ${ms((cpuMs(server.child.pid) - (cpuBefore[n] ?? 0)) / all.length)}`);
    const status = readFileSync(`/proc/${server.child.pid}/status`, 'utf8');
    peaks.push(Number(/VmHWM:\s+(\d+)/.exec(status)?.[1]));
    await server.shutdown();
  }
  const validate = await runNode([join(REPO, 'bin/rp-assets.js'), 'validate', '--format', 'json'], {
    cwd: project,
    outerRss: true,
  });
  const validatePeakKb = validate.maxRssKb ?? NaN;
  console.log(`\npeak RSS of one validate: ${(validatePeakKb / 1024).toFixed(0)} MB`);
  for (const [n, kb] of peaks.entries())
    console.log(
      `  ${subjects[n]?.name}: server ${(kb / 1024).toFixed(0)} MB, ratio ${(kb / validatePeakKb).toFixed(2)}x (target <= 2x)`,
    );
}

await main();
