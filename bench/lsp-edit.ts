/**
 * The language server after an edit (`npm run bench:lsp`): on a generated repository of 10,000
 * entries (bench/generate.js at scale 0.2: 400 characters, 40 worlds, 400 routing rules), the time
 * from a `didChange` to the `publishDiagnostics` that answers it, for three kinds of edit made in
 * turn: an unknown key added to / removed from an entry (its own file), a card's world reference
 * broken / fixed (cross-file: the world ids), a world's id changed / restored (cross-file: every
 * card that reads it). Median and p95 over all edits and per kind. Then the server's peak RSS
 * beside one `rp-assets validate` of the same project (both under GNU time's view of the process:
 * /proc VmHWM for the server, which stays up; the probe's max RSS for validate). Beside the times,
 * each server's CPU time (user + system, /proc/PID/stat) over its edits, per edit: the shared
 * machine's load stretches the wall times, much less the CPU a re-check needs.
 *
 * `--baseline DIR`: a second server, DIR/bin/rp-assets.js (another build, e.g. the commit before a
 * change: `git worktree add`, `npm run build` there), started beside this one and given the same
 * edits in turn, so the two are measured side by side under the same load.
 *
 *   npm run bench:lsp -- [--edits N] [--entries N] [--baseline DIR]
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

async function main(): Promise<void> {
  // the bench helpers are plain JS modules, loaded as they are
  const { ensureBuild } = (await import(pathToFileURL(join(REPO, 'bench/lib/build.js')).href)) as {
    ensureBuild: (repo: string, log: (s: string) => void) => boolean;
  };
  const { runNode } = (await import(pathToFileURL(join(REPO, 'bench/lib/child.js')).href)) as {
    runNode: (args: string[], o: { cwd: string; outerRss: boolean }) => Promise<{ maxRssKb: number | null }>;
  };
  ensureBuild(REPO, (s: string) => console.log(s));
  const scale = ENTRIES / 50_000;
  // loaded, not bundled: the generator is also a command and runs as one when it is the main module
  const { generateCorpus } = (await import(pathToFileURL(join(REPO, 'bench/generate.js')).href)) as {
    generateCorpus: (o: object) => { dir: string; options: Record<string, number> };
  };
  const corpus = generateCorpus({ scale });
  // the project: a folder whose config names the corpus's root and routing file
  const project = join(REPO, `bench/out/lsp-${ENTRIES}`);
  mkdirSync(project, { recursive: true });
  const rel = relative(project, corpus.dir);
  writeFileSync(
    join(project, 'rp-assets.config.yaml'),
    `roots: [${rel}/roleplay]\nrouting: ${rel}/routing.yaml\nlocale: en\n`,
  );
  console.log(
    `corpus: ${corpus.options.entries} entries, ${corpus.options.characters} characters, ${corpus.options.worlds} worlds, ${corpus.options.rules} rules`,
  );

  const subjects = [{ name: 'this build', bin: join(REPO, 'bin/rp-assets.js') }];
  if (BASELINE !== null) subjects.push({ name: `baseline (${BASELINE})`, bin: join(BASELINE, 'bin/rp-assets.js') });

  const roleplay = join(corpus.dir, 'roleplay');
  const entry = firstFile(join(roleplay, 'worlds'), (n) => n.endsWith('.md') && n !== 'WORLD.md');
  const card = firstFile(join(roleplay, 'characters'), (n) => n === 'CHARACTER.md');
  const cardText = readFileSync(card, 'utf8');
  const worldId = /worlds:\s*\[?\s*([^\s,\]]+)/.exec(cardText)?.[1];
  if (worldId === undefined) throw new Error(`no worlds: in ${card}`);
  const worldFile = firstFile(join(roleplay, 'worlds', worldId), (n) => n === 'WORLD.md');
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

  const withKey = entryText.replace(/^---\n/, '---\ncolour: red\n');
  const brokenCard = cardText.replace(worldId, `${worldId}-x`);
  const renamedWorld = /^id:/m.test(worldText)
    ? worldText.replace(/^id:.*$/m, `id: ${worldId}-y`)
    : worldText.replace(/^---\n/, `---\nid: ${worldId}-y\n`);

  const times = servers.map((): Record<string, number[]> => ({ entry: [], card: [], world: [] }));
  const cpuBefore = servers.map((server) => cpuMs(server.child.pid));
  for (let i = 0; i < EDITS; i++) {
    // the servers in turn, each given one round of the six edits: the same load for both
    for (const [n, server] of servers.entries()) {
      const t = times[n] as Record<string, number[]>;
      t.entry?.push(await edit(server, entry, withKey, entry, has('asset.unknown-key')));
      t.entry?.push(await edit(server, entry, entryText, entry, hasNot('asset.unknown-key')));
      t.card?.push(await edit(server, card, brokenCard, card, has('character.unresolved-world')));
      t.card?.push(await edit(server, card, cardText, card, hasNot('character.unresolved-world')));
      t.world?.push(await edit(server, worldFile, renamedWorld, card, has('character.unresolved-world')));
      t.world?.push(await edit(server, worldFile, worldText, card, hasNot('character.unresolved-world')));
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
      console.log(`  ${kind.padEnd(6)} median ${ms(percentile(list, 50))}, p95 ${ms(percentile(list, 95))}`);
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
