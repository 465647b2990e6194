/**
 * The catalog site build (`rp-assets site`) against a bare Astro build (bench/bare-astro) of the
 * same number of pages, in the same run. Slow (Astro builds of thousands of pages), so it is not
 * in the default set.
 *
 * - Without `--scale`: a 10,000-entry repository, `--runs` interleaved rounds: the ratio (target
 *   <= 1.5x) and the built size per page.
 * - With `--scale 10000,30000,100000`: the curve, one build per size (or `--runs`): wall time,
 *   peak RSS (GNU time when installed, so a crash still has one), output size and largest page,
 *   with the bare build beside it up to 30,000 entries. A build that crashes or peaks over 16 GB
 *   (issue 18: 100,000 entries within 16 GB; `--max-rss GB` sets it) fails the bench (exit 1).
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { performance } from 'node:perf_hooks';
import { DEFAULTS, generateCorpus } from '../generate.js';
import { expectExit, hasOuterRss, runNode } from '../lib/child.js';
import { hasBuilt } from '../lib/build.js';
import { figure, median, ratio, secs } from '../lib/stats.js';

/** The bare build runs beside the site build up to this many entries (issue 18: 10,000 and 30,000). */
const BARE_UP_TO = 30_000;
/** The entry count the <= 1.5x target is stated at. */
const RATIO_AT = 10_000;

/** The built site's pages, its total size, and its largest file of any kind (downloads and search included). */
function htmlPages(dir) {
  const sizes = [];
  let total = 0;
  let largestFile = { path: '', size: 0 };
  for (const e of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!e.isFile()) continue;
    const path = join(e.parentPath, e.name);
    const size = statSync(path).size;
    total += size;
    if (size > largestFile.size) largestFile = { path: relative(dir, path), size };
    if (e.name.endsWith('.html')) sizes.push({ path, size });
  }
  return { pages: sizes, total, largestFile };
}

/** A fresh copy of bench/bare-astro inside bench/out/ (gitignored; node_modules still resolves), so Astro's .astro/ never lands in the tree. */
function bareProject(repo) {
  const root = join(repo, 'bench/out/bare-astro');
  rmSync(root, { recursive: true, force: true });
  cpSync(join(repo, 'bench/bare-astro'), root, { recursive: true });
  return root;
}

const siteBuild = (repo, corpus, out, more = {}) =>
  runNode([join(repo, 'bin/rp-assets.js'), 'site', 'roleplay', '--routing', 'routing.yaml', '--out', out], {
    cwd: corpus.dir,
    timeoutMs: 1_800_000,
    ...more,
  });

/** `pages` pages in all: the index and pages - 1 entry pages. */
const bareBuild = (repo, bareRoot, pages, out, more = {}) =>
  runNode([join(repo, 'node_modules/astro/bin/astro.mjs'), 'build', '--root', bareRoot], {
    cwd: repo,
    timeoutMs: 1_800_000,
    ...more,
    env: { BARE_PAGES: String(Math.max(1, pages - 1)), BARE_ASTRO_OUT: out, ASTRO_TELEMETRY_DISABLED: '1' },
  });

export async function siteSuite(ctx) {
  const { repo } = ctx;
  if (!hasBuilt(repo, 'cli/commands/site.js') || !existsSync(join(repo, 'site'))) {
    return [figure('site build', 'skipped: the site command or the site/ project is not there yet')];
  }
  return ctx.scale ? scaleCurve(ctx) : sideBySide(ctx);
}

async function sideBySide(ctx) {
  const { repo, log } = ctx;
  const corpus = generateCorpus({ ...(ctx.corpus ?? {}), scale: 0.2 });
  const scratch = mkdtempSync(join(tmpdir(), 'rp-bench-site-'));
  const bareRoot = bareProject(repo);
  try {
    const rounds = [];
    let site = null;
    // every round is two builds of ~11,000 pages (about 30 s): `--runs N` sets how many
    for (let i = 0; i < ctx.runs; i++) {
      const out = join(scratch, `site-${i}`);
      const bareOut = join(scratch, `bare-${i}`);
      const buildSite = async () => expectExit(await siteBuild(repo, corpus, out), 'rp-assets site');
      const buildBare = async (pages) =>
        expectExit(await bareBuild(repo, bareRoot, pages, bareOut), 'bare astro build');
      // The order alternates each round (as in every other suite), so neither build always runs
      // on a machine the other has just warmed or loaded. The bare build needs the page count: the
      // first round always builds the site first.
      let s;
      let b;
      if (i % 2 === 0 || site === null) {
        s = await buildSite();
        site = htmlPages(out);
        b = await buildBare(site.pages.length);
      } else {
        b = await buildBare(site.pages.length);
        s = await buildSite();
        site = htmlPages(out);
      }
      const bare = htmlPages(bareOut);
      log(
        `  round ${i + 1}${i % 2 === 0 ? '' : ' (bare first)'}: site ${secs(s.ms)} (${site.pages.length} pages), bare ${secs(b.ms)} (${bare.pages.length} pages)`,
      );
      rounds.push({ site: s.ms, bare: b.ms, ratio: s.ms / b.ms });
    }
    const r = median(rounds.map((x) => x.ratio));
    const entryPages = site.pages.filter((p) => /entr/i.test(p.path));
    const sizes = (entryPages.length > 0 ? entryPages : site.pages).map((p) => p.size);
    return [
      figure(
        `site build, ${corpus.options.entries} entries (${site.pages.length} pages) / bare Astro, same page count`,
        `${ratio(r)} (${secs(median(rounds.map((x) => x.site)))} vs ${secs(median(rounds.map((x) => x.bare)))})`,
        '<= 1.5x',
        r <= 1.5,
      ),
      figure(
        'built size per entry page (median HTML)',
        `${(median(sizes) / 1024).toFixed(1)} KB; whole site ${(site.total / 1e6).toFixed(1)} MB, ${(site.total / site.pages.length / 1024).toFixed(1)} KB per page`,
      ),
      figure(
        'whole site (downloads and search included)',
        `${(site.total / 1e6).toFixed(1)} MB, ${Math.round(site.total / corpus.options.entries).toLocaleString('en-US')} B per entry; largest file ${(site.largestFile.size / 1024).toFixed(0)} KB (${site.largestFile.path})`,
        '<= 100 MB',
        site.total <= 100e6,
      ),
    ];
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** KB as MB below a gigabyte, else as GB. */
export const memory = (kb) =>
  kb == null ? '?' : kb >= 1024 * 1024 ? `${(kb / 1024 / 1024).toFixed(2)} GB` : `${(kb / 1024).toFixed(0)} MB`;

/** One size of the curve: `runs` site builds (and bare builds up to BARE_UP_TO), alternating order. */
async function measureSize(ctx, entries, bareRoot, runs) {
  const { repo, log } = ctx;
  const t0 = performance.now();
  const corpus = generateCorpus({ ...(ctx.corpus ?? {}), scale: entries / DEFAULTS.entries, entries });
  log(
    `  ${entries} entries: corpus ${corpus.files} files, ${(corpus.bytes / 1e6).toFixed(0)} MB (${corpus.reused ? 'reused' : `written in ${secs(performance.now() - t0)}`}) in ${corpus.dir}`,
  );
  // a build of 100,000 entries on a loaded machine can take most of an hour: ~60 ms an entry, at least 30 min
  const timeoutMs = Math.max(1_800_000, entries * 60);
  const withBare = entries <= BARE_UP_TO;
  const scratch = mkdtempSync(join(tmpdir(), 'rp-bench-scale-'));
  const rounds = [];
  let site = null;
  try {
    for (let i = 0; i < runs; i++) {
      const out = join(scratch, `site-${i}`);
      const bareOut = join(scratch, `bare-${i}`);
      const buildSite = async () => {
        const s = await siteBuild(repo, corpus, out, { timeoutMs, outerRss: true });
        if (s.code !== 0) return s;
        const built = htmlPages(out);
        const largest = built.pages.reduce((a, p) => (p.size > a.size ? p : a), { path: out, size: 0 });
        site = {
          pages: built.pages.length,
          total: built.total,
          largest: { ...largest, path: relative(out, largest.path) },
        };
        rmSync(out, { recursive: true, force: true }); // 100,000 entries are most of a gigabyte
        return s;
      };
      const buildBare = async () => {
        const b = expectExit(
          await bareBuild(repo, bareRoot, site.pages, bareOut, { timeoutMs, outerRss: true }),
          'bare astro build',
        );
        rmSync(bareOut, { recursive: true, force: true });
        return b;
      };
      let s;
      let b = null;
      if (!withBare || i % 2 === 0 || site === null) {
        s = await buildSite();
        if (s.code !== 0) return crashed(entries, corpus, s, log);
        if (withBare) b = await buildBare();
      } else {
        b = await buildBare();
        s = await buildSite();
        if (s.code !== 0) return crashed(entries, corpus, s, log);
      }
      log(
        `    round ${i + 1}${b && i % 2 === 1 ? ' (bare first)' : ''}: site ${secs(s.ms)} (${site.pages} pages, peak ${memory(s.maxRssKb)})` +
          (b ? `, bare ${secs(b.ms)} (peak ${memory(b.maxRssKb)}), ratio ${ratio(s.ms / b.ms)}` : ''),
      );
      rounds.push({ site: s, bare: b });
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  const med = (f) => median(rounds.map(f));
  return {
    entries,
    files: corpus.files,
    corpusBytes: corpus.bytes,
    pages: site.pages,
    siteMs: med((r) => r.site.ms),
    siteCpuMs: rounds.every((r) => r.site.cpuMs != null) ? med((r) => r.site.cpuMs) : null,
    bareMs: withBare ? med((r) => r.bare.ms) : null,
    ratio: withBare ? med((r) => r.site.ms / r.bare.ms) : null,
    sitePeakKb: Math.max(...rounds.map((r) => r.site.maxRssKb ?? 0)) || null,
    barePeakKb: withBare ? Math.max(...rounds.map((r) => r.bare.maxRssKb ?? 0)) || null : null,
    outputBytes: site.total,
    largestPage: site.largest,
    crashed: null,
  };
}

function crashed(entries, corpus, s, log) {
  const tail = s.stderr.trim().split('\n').slice(-12).join('\n');
  const why = `exited with ${s.code ?? s.signal} after ${secs(s.ms)}`;
  log(`    site build ${why}, peak ${memory(s.maxRssKb)}:\n${tail}`);
  return {
    entries,
    files: corpus.files,
    corpusBytes: corpus.bytes,
    pages: null,
    siteMs: s.ms,
    siteCpuMs: null,
    bareMs: null,
    ratio: null,
    sitePeakKb: s.maxRssKb,
    barePeakKb: null,
    outputBytes: null,
    largestPage: null,
    crashed: `${why}: ${tail.slice(-1500)}`,
  };
}

const cell = (v, f) => (v == null ? '-' : f(v));

/** The curve as a Markdown table, one line a string. */
export function curveTable(rows) {
  const head = [
    'entries',
    'pages',
    'site build',
    'site CPU',
    'bare Astro',
    'site / bare',
    'site peak RSS',
    'bare peak RSS',
    'output',
    'largest page',
  ];
  const lines = [`| ${head.join(' | ')} |`, `|${head.map(() => ' --- ').join('|')}|`];
  for (const r of rows) {
    const cells = [
      r.entries.toLocaleString('en'),
      r.crashed ? 'CRASHED' : r.pages.toLocaleString('en'),
      secs(r.siteMs),
      cell(r.siteCpuMs, secs),
      cell(r.bareMs, secs),
      cell(r.ratio, ratio),
      memory(r.sitePeakKb),
      cell(r.barePeakKb, memory),
      cell(r.outputBytes, (b) => `${(b / 1e6).toFixed(b < 1e8 ? 1 : 0)} MB`),
      cell(r.largestPage, (p) => `${(p.size / 1024).toFixed(0)} KB (${p.path})`),
    ];
    lines.push(`| ${cells.join(' | ')} |`);
  }
  return lines;
}

async function scaleCurve(ctx) {
  const { repo, log } = ctx;
  const runs = ctx.scaleRuns ?? 1;
  const maxRssGb = ctx.maxRssGb ?? 16;
  if (!hasOuterRss()) log('  (no /usr/bin/time: peaks come from the probe, and a crashed build has none)');
  const bareRoot = bareProject(repo);
  const rows = [];
  for (const entries of ctx.scale) rows.push(await measureSize(ctx, entries, bareRoot, runs));
  const table = curveTable(rows);
  log(table.map((l) => `  ${l}`).join('\n'));
  const figures = [
    {
      ...figure(
        `site build curve (${runs} run${runs > 1 ? 's' : ''} a size; bare Astro of the same page count up to ${BARE_UP_TO.toLocaleString('en')} entries)`,
        `${rows.length} sizes`,
      ),
      table,
      rows,
    },
  ];
  for (const r of rows) {
    const ok = r.crashed === null && r.sitePeakKb != null && r.sitePeakKb <= maxRssGb * 1024 * 1024;
    figures.push({
      ...figure(
        `site build, ${r.entries} entries: ${r.crashed ? `CRASHED (${r.crashed.split('\n')[0]})` : 'built'}, peak RSS`,
        memory(r.sitePeakKb),
        `built, <= ${maxRssGb} GB`,
        ok,
      ),
      hard: true,
    });
    if (r.largestPage) {
      // issue 18 point 2: no page over 500 KB of HTML at 100,000 entries (page-size.scale.test.ts checks a
      // generated catalog; this checks the corpus, whose rules once made a 1,015 KB page the test missed)
      const kb = r.largestPage.size / 1024;
      figures.push(
        figure(
          `site build, ${r.entries} entries: largest page`,
          `${kb.toFixed(0)} KB (${r.largestPage.path})`,
          '<= 500 KB',
          kb <= 500,
        ),
      );
    }
    if (r.entries === RATIO_AT && r.ratio != null) {
      figures.push(
        figure(
          `site build, ${r.entries} entries (${r.pages} pages) / bare Astro, same page count`,
          `${ratio(r.ratio)} (${secs(r.siteMs)} vs ${secs(r.bareMs)})`,
          '<= 1.5x',
          r.ratio <= 1.5,
        ),
      );
    }
  }
  return figures;
}
