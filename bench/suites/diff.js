/**
 * `rp-assets diff` vs one `rp-assets validate` (issue 17: diff <= 2.5x validate), side by side on
 * the generated corpus (52,000 files) committed to a throw-away git repository, with one entry's
 * keys and one rule's filter changed in the working tree: the diff reads the base from git objects
 * and the head from the disk, validates both and compares them. Interleaved rounds, rotating the
 * order; the figure is the median of the paired per-round ratios (wall time, whole processes).
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateCorpus } from '../generate.js';
import { hasBuilt } from '../lib/build.js';
import { expectExit, runNode } from '../lib/child.js';
import { figure, median, ratio, secs } from '../lib/stats.js';

function git(cwd, ...args) {
  return execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 'bench',
      GIT_AUTHOR_EMAIL: 'b@b',
      GIT_COMMITTER_NAME: 'bench',
      GIT_COMMITTER_EMAIL: 'b@b',
    },
  });
}

/** The first entry file of the first world, found by listing (deterministic: sorted). */
function firstEntry(root) {
  const worlds = join(root, 'roleplay/worlds');
  for (const w of readdirSync(worlds).sort()) {
    const entries = join(worlds, w, 'entries');
    const list = readdirSync(entries, { recursive: true })
      .map(String)
      .filter((p) => p.endsWith('.md'))
      .sort();
    if (list.length > 0) return join(entries, list[0]);
  }
  throw new Error('the corpus has no entry');
}

/** A git repository holding the corpus, with one entry and one rule changed in the working tree. */
function prepare(corpusDir, log) {
  const dir = mkdtempSync(join(tmpdir(), 'rp-bench-diff-'));
  log(`  copying the corpus into a git repository at ${dir} ...`);
  cpSync(join(corpusDir, 'roleplay'), join(dir, 'roleplay'), { recursive: true });
  cpSync(join(corpusDir, 'routing.yaml'), join(dir, 'routing.yaml'));
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'corpus');
  // As in any clone (actions/checkout included): objects packed, not 52,000 loose files.
  git(dir, 'repack', '-a', '-d', '-q');
  const entry = firstEntry(dir);
  const text = readFileSync(entry, 'utf8');
  const changed = text.replace(/^keys: \[([^\]\n]*)\]/m, 'keys: [$1, 改过的关键词]');
  if (changed === text) throw new Error(`no keys line to change in ${entry}`);
  writeFileSync(entry, changed);
  const routing = join(dir, 'routing.yaml');
  const rules = readFileSync(routing, 'utf8');
  // the first scope rule's first value: `values:\n  - "10001"` -> `"10001-changed"`
  const rule = rules.replace(/(kind: scope\n\s+field: \w+\n\s+values:\n\s+- )"([^"\n]+)"/, '$1"$2-changed"');
  if (rule === rules) throw new Error('no scope values to change in routing.yaml');
  writeFileSync(routing, rule);
  return dir;
}

export async function diffSuite(ctx) {
  const { repo, log } = ctx;
  if (!hasBuilt(repo, 'cli/commands/diff.js')) return [figure('diff vs validate', 'skipped: not built yet')];
  const corpus = generateCorpus(ctx.corpus ?? {});
  log(`corpus: ${corpus.files} files, ${(corpus.bytes / 1e6).toFixed(0)} MB in ${corpus.dir}`);
  const cwd = prepare(corpus.dir, log);
  try {
    const bin = join(repo, 'bin/rp-assets.js');
    let report = null;
    const contestants = {
      validate: async () => {
        const r = expectExit(
          await runNode([bin, 'validate', 'roleplay', '--routing', 'routing.yaml', '--format', 'json'], { cwd }),
          'rp-assets validate',
          [0, 1],
        );
        return { wall: r.ms, rssKb: r.maxRssKb };
      },
      diff: async () => {
        const r = expectExit(
          await runNode([bin, 'diff', '--base', 'main', 'roleplay', '--routing', 'routing.yaml', '--format', 'json'], {
            cwd,
            timeoutMs: 20 * 60_000,
          }),
          'rp-assets diff',
        );
        report = JSON.parse(r.stdout);
        return { wall: r.ms, rssKb: r.maxRssKb };
      },
    };
    const names = Object.keys(contestants);
    const rounds = [];
    for (let i = 0; i < ctx.runs; i++) {
      const round = {};
      for (let k = 0; k < names.length; k++) {
        const name = names[(i + k) % names.length];
        round[name] = await contestants[name]();
        log(`  round ${i + 1}: ${name} ${secs(round[name].wall)}`);
      }
      rounds.push(round);
    }
    const r = median(rounds.map((x) => x.diff.wall / x.validate.wall));
    const med = (n) => median(rounds.map((x) => x[n].wall));
    return [
      figure(
        'rp-assets diff (base from git, head from disk) / rp-assets validate, one entry and one rule changed',
        `${ratio(r)} (${secs(med('diff'))} vs ${secs(med('validate'))})`,
        '<= 2.5x',
        r <= 2.5,
      ),
      figure(
        'what the diff found',
        `${report?.routing.rules.length ?? '?'} rule change(s), ${report?.routing.inputs.length ?? '?'} routing input(s) changed of ${report?.routing.compared ?? '?'}, ${report?.retrieval.changes.length ?? '?'} retrieval probe(s) changed of ${report?.retrieval.compared ?? '?'}`,
      ),
    ];
  } finally {
    rmSync(cwd, { recursive: true, force: true });
  }
}
