/**
 * The catalog site build (`rp-assets site`) of a 10,000-entry repository against a bare Astro build
 * (bench/bare-astro) of the same number of pages, in the same run: the ratio (target <= 1.5x) and
 * the built size per page. Slow (two Astro builds), so it is not in the default set.
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateCorpus } from '../generate.js';
import { expectExit, runNode } from '../lib/child.js';
import { hasBuilt } from '../lib/build.js';
import { figure, median, ratio, secs } from '../lib/stats.js';

function htmlPages(dir) {
  const sizes = [];
  let total = 0;
  for (const e of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!e.isFile()) continue;
    const size = statSync(join(e.parentPath, e.name)).size;
    total += size;
    if (e.name.endsWith('.html')) sizes.push({ path: join(e.parentPath, e.name), size });
  }
  return { pages: sizes, total };
}

export async function siteSuite(ctx) {
  const { repo, log } = ctx;
  if (!hasBuilt(repo, 'cli/commands/site.js') || !existsSync(join(repo, 'site'))) {
    return [figure('site build', 'skipped: the site command or the site/ project is not there yet')];
  }
  const corpus = generateCorpus({ ...(ctx.corpus ?? {}), scale: 0.2 });
  const scratch = mkdtempSync(join(tmpdir(), 'rp-bench-site-'));
  // build a copy inside bench/out/ (gitignored; node_modules still resolves) so Astro's generated
  // .astro/ folder never lands in the tree
  const bareRoot = join(repo, 'bench/out/bare-astro');
  rmSync(bareRoot, { recursive: true, force: true });
  cpSync(join(repo, 'bench/bare-astro'), bareRoot, { recursive: true });
  try {
    const rounds = [];
    let site = null;
    // every round is two builds of ~11,000 pages (about 30 s): `--runs N` sets how many
    for (let i = 0; i < ctx.runs; i++) {
      const out = join(scratch, `site-${i}`);
      const bareOut = join(scratch, `bare-${i}`);
      const buildSite = async () =>
        expectExit(
          await runNode(
            [join(repo, 'bin/rp-assets.js'), 'site', 'roleplay', '--routing', 'routing.yaml', '--out', out],
            {
              cwd: corpus.dir,
              timeoutMs: 1_800_000,
            },
          ),
          'rp-assets site',
        );
      const buildBare = async (pages) =>
        expectExit(
          await runNode([join(repo, 'node_modules/astro/bin/astro.mjs'), 'build', '--root', bareRoot], {
            cwd: repo,
            timeoutMs: 1_800_000,
            env: {
              BARE_PAGES: String(Math.max(1, pages - 1)),
              BARE_ASTRO_OUT: bareOut,
              ASTRO_TELEMETRY_DISABLED: '1',
            },
          }),
          'bare astro build',
        );
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
    ];
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
