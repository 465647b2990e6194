/**
 * `rp-assets site [ROOT...] --out DIR`: build the static catalog site with Astro over the same core
 * as `validate`: Astro's build() with the `rp-assets/astro` integration passed inline, given the
 * catalog this command starts on its worker pool (docs/site.md). Exit 0 when the site was built (findings are
 * published, not fatal), 1 when the build failed, 2 for a usage error.
 */
import { mkdir, rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startCollecting } from '../../catalog/collect.js';
import rpAssets, { SITE_CONFIG } from '../../astro/index.js';
import { nodeFileSystem } from '../../node/node-fs.js';
import { cwdFileSystem } from '../../common/cwd-fs.js';
import { checkOut, makeStage, normalizeBase, recoverStages, swapIn, writeMarker } from '../site-out.js';

export { normalizeBase } from '../site-out.js';
import { lockOut } from '../site-lock.js';
import type { OutLock } from '../site-lock.js';
import type { GuardedPlace } from '../site-out.js';
import type { CliIo, Command } from '../io.js';
import { EXIT_FINDINGS, EXIT_OK } from '../io.js';
import { parseCommonOptions, printUsageError, UsageError } from '../options.js';
import {
  placeAssetRoot,
  placeConfigFile,
  placeRoutingFile,
  placeSiteSources,
  placeWorkingDirectory,
  repoUrlNotHttp,
  required,
  shellWord,
  siteUrlNotHttp,
} from '../usage-messages.js';
import type { CommonOptions } from '../options.js';
import { JOBS_HELP, closePool, parseJobs, poolFor } from '../jobs.js';
import type { PoolExecutor } from '../../node/pool-executor.js';
import { CATALOG_JOBS, writeSearchIndexJob } from '../../node/catalog-pool-ops.js';
import type { FileSystem } from '../../common/fs.js';
import type { Progress } from '../../common/progress.js';
import type { CollectedCatalog } from '../../catalog/collect.js';
import type { AstroIntegration } from 'astro';
import { formatReport } from '../../report/format/index.js';
import { holdsNoAssets } from '../../validate/validate.js';
import { PROGRESS_HELP, PROGRESS_OPTIONS, startCliProgress } from '../progress/cli-progress.js';
import { loadSitePeers, type SitePeers } from '../site-peers.js';
import type { CliProgress } from '../progress/cli-progress.js';

const noop = (): void => {};

const NOTHING_TO_PUBLISH = {
  en: 'the roots hold no character, world or entry: nothing published (--allow-empty builds an empty catalog)',
  'zh-CN': '根目录里没有任何角色、世界或条目：未发布任何内容（--allow-empty 可生成空目录站点）',
} as const;

export const SITE_HELP = `Usage: rp-assets site [ROOT...] --out DIR [options]

Build the static catalog site: every character, world, entry, override, routing rule and
diagnostic, a search that matches Chinese phrases exactly, and an in-browser playground.
It needs astro and sharp installed beside rp-assets (optional peer dependencies; without them
the command names the install command and exits 2).

Arguments:
  ROOT...                 asset roots in override order (default: the config's roots, else .)

Options:
  --out DIR               output folder (required): a new or empty folder, or a catalog built
                          before (it is replaced only when the new one is complete); not inside
                          an asset root, and not holding the working directory, a root, the
                          config or the routing file
  --base PATH             serve the site from a sub-path, e.g. /my-repo/ (default: /)
  --site URL              the address the site is published at, e.g. https://owner.github.io
                          (gives pages their canonical and Open Graph URLs and writes sitemap.xml)
  --routing FILE          routing rules file (default: the config file's routing)
  --config FILE           config file (default: rp-assets.config.yaml, looked for in the working
                          directory, then each parent up to the repository root)
  --locale LOCALE         interface language: zh-CN | en (default: the config's locale, else zh-CN)
  --allow-empty           build a catalog even when the roots hold no asset (by default that
                          fails, exit 1, with the findings \`validate\` reports)
  --repo-url URL          link findings to the source, e.g. https://github.com/o/r/blob/main
                          (default on GitHub Actions: the run's repository and commit)
${PROGRESS_HELP}
${JOBS_HELP}
  -h, --help              show this help
`;

const OPTIONS = {
  out: { type: 'string' },
  base: { type: 'string' },
  site: { type: 'string' },
  'repo-url': { type: 'string' },
  'allow-empty': { type: 'boolean' },
  jobs: { type: 'string' },
  ...PROGRESS_OPTIONS,
} as const;

/** The package's site/ folder, from src/cli/commands or build/cli/commands alike. */
export function siteRoot(): string {
  return fileURLToPath(new URL('../../../site/', import.meta.url));
}

/** `--site`: an absolute http(s) URL (Astro's `site`), or undefined. */
function siteUrlFrom(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (!URL.canParse(value) || !/^https?:\/\//.test(value)) throw new UsageError(siteUrlNotHttp(value));
  return value;
}

function repoUrlFrom(value: string | undefined, env: CliIo['env']): string | null {
  if (value !== undefined) {
    if (!/^https?:\/\//.test(value)) throw new UsageError(repoUrlNotHttp(value));
    return value;
  }
  const { GITHUB_SERVER_URL: server, GITHUB_REPOSITORY: repo, GITHUB_SHA: sha } = env;
  return server && repo && sha ? `${server}/${repo}/blob/${sha}` : null;
}

/**
 * The places `--out` must not overlap: the working directory and the folders of the config and the
 * routing file (not equal, not above), the asset roots and the site sources (not inside either).
 */
function guardedPlaces(cwd: string, common: CommonOptions): GuardedPlace[] {
  const places: GuardedPlace[] = [
    { path: cwd, what: placeWorkingDirectory(), noInside: false },
    ...common.roots.map((r) => ({ path: resolve(cwd, r), what: placeAssetRoot(r), noInside: true })),
    { path: siteRoot(), what: placeSiteSources(), noInside: true },
  ];
  if (common.config?.file) {
    places.push({ path: dirname(resolve(cwd, common.config.file)), what: placeConfigFile(), noInside: false });
  }
  if (common.routing !== null) {
    places.push({ path: dirname(resolve(cwd, common.routing)), what: placeRoutingFile(), noInside: false });
  }
  return places;
}

/** What the build of one run uses, once its options are read. */
interface SiteBuild {
  readonly io: CliIo;
  readonly common: CommonOptions;
  readonly values: { readonly out: string; readonly 'allow-empty'?: boolean | undefined };
  readonly base: string;
  readonly site: string | undefined;
  readonly repoUrl: string | null;
  readonly stage: string;
  readonly progress: Progress;
  readonly pool: PoolExecutor | null;
  /** astro and sharp, found before anything is written (src/cli/site-peers.ts). */
  readonly peers: SitePeers;
}

/** What a run holds and must release however it ends. */
interface Held {
  pool: PoolExecutor | null;
  stage: string | null;
  lock: OutLock | null;
  shown: CliProgress | null;
}

export const run: Command = async (argv: readonly string[], io: CliIo) => {
  const fs = cwdFileSystem(nodeFileSystem(), io.cwd);
  const held: Held = { pool: null, stage: null, lock: null, shown: null };
  const startDir = process.cwd();
  try {
    const parsed = await parseCommonOptions(argv, io, fs, OPTIONS);
    if (parsed.help) {
      io.stdout(SITE_HELP);
      return EXIT_OK;
    }
    const { common, values } = parsed;
    if (typeof values.out !== 'string' || values.out === '') throw new UsageError(required('--out DIR'));
    const out = values.out;
    const peers = await loadSitePeers();
    const outReal = await checkOut(resolve(io.cwd, out), out, guardedPlaces(io.cwd, common));
    const base = normalizeBase(typeof values.base === 'string' ? values.base : undefined);
    const site = siteUrlFrom(typeof values.site === 'string' ? values.site : undefined);
    const repoUrl = repoUrlFrom(typeof values['repo-url'] === 'string' ? values['repo-url'] : undefined, io.env);
    // One build per --out: the next lines remove every staging folder beside it.
    held.lock = await lockOut(outReal, out);
    // The staging folder beside --out holds everything of this build (Vite's cache, the site):
    // one folder to remove afterwards, also after a kill -9 (the next run does).
    const shown = (held.shown = await startCliProgress(io, 'site', {
      quiet: values.quiet === true,
      timings: values.timings === true,
      locale: common.locale,
    }));
    await recoverStages(outReal);
    const stage = (held.stage = await makeStage(outReal));
    await mkdir(join(stage, 'work'));
    // Workers from the first file: the build (Astro) costs seconds whatever the repository's
    // size, so a worker's start-up is never the expensive part here. This thread does not run
    // jobs meanwhile: loading Astro and bundling the site is its own work, and the pages wait for
    // it, not for the files (docs/performance.md, decisions).
    held.pool = poolFor(parseJobs(values.jobs), {
      fs,
      cwd: io.cwd,
      jobs: CATALOG_JOBS,
      startAfter: 0,
      mainHelps: false,
    });
    const build = {
      io,
      common,
      values: { ...values, out },
      base,
      site,
      repoUrl,
      stage,
      peers,
      progress: shown.progress,
    };
    const code = await buildSite({ ...build, pool: held.pool }, fs, startDir);
    if (code !== EXIT_OK) return code;
    await swapIn(stage, outReal, out);
    return EXIT_OK;
  } catch (e) {
    held.shown?.stop();
    if (e instanceof UsageError) return printUsageError(io, 'site', argv, e);
    io.stderr(`rp-assets site: the build failed: ${e instanceof Error ? e.message : String(e)}\n`);
    return EXIT_FINDINGS;
  } finally {
    if (process.cwd() !== startDir) process.chdir(startDir);
    // the pool first: after a failed build a worker may still be writing into the stage
    await closePool(held.pool, io, 'site');
    if (held.stage !== null) await rm(held.stage, { recursive: true, force: true });
    await held.lock?.release();
    await held.shown?.finish();
  }
};

/**
 * Collects the catalog with this process's core and builds the site from it into the stage: the
 * pool reads and parses the repository while Astro starts up on this thread. EXIT_FINDINGS when
 * the roots hold nothing to publish.
 */
async function buildSite(b: SiteBuild, fs: FileSystem, startDir: string): Promise<number> {
  const { io, common, pool } = b;
  const collecting = startCollecting(
    {
      roots: common.roots,
      routing: common.routing,
      config: common.config,
      configDiagnostics: common.configDiagnostics,
      locale: common.locale,
      repoUrl: b.repoUrl,
      ...(pool !== null ? { executor: pool } : {}),
      progress: b.progress,
    },
    fs,
  );
  process.env.ASTRO_TELEMETRY_DISABLED ??= '1';
  const started = Date.now();
  const outDir = join(b.stage, 'site');
  // Loading Astro keeps this thread busy for about a second: start it once the workers have a
  // backlog, so they do not wait for this thread to list the folders (or once the catalog is
  // there or has failed: the pages await it, and the build fails with its cause).
  await Promise.race([pool?.backlog() ?? Promise.resolve(), collecting.catalog.then(noop, noop)]);
  // Astro writes its prerender chunks into outDir only when outDir is inside the process's
  // working directory, else into `<cwd>/.astro/`, and then moves files across (EXDEV on another
  // file system). Building from the stage keeps every byte of the build in the stage: nothing in
  // the user's folder, one file system. The directory is restored by the caller.
  process.chdir(b.stage);
  const pages = await astroBuild(b, outDir, collecting.catalog);
  process.chdir(startDir);
  // Nothing checked is never a pass (issue 31): roots without any asset publish nothing, as
  // `validate` fails on them, unless asked. Checked after the build, which overlaps the load.
  const report = await collecting.report;
  if (b.values['allow-empty'] !== true && holdsNoAssets(report.assets)) {
    io.stderr(formatReport(report, { format: 'text', locale: common.locale, color: common.color }));
    io.stderr(`rp-assets site: ${NOTHING_TO_PUBLISH[common.locale]}\n`);
    return EXIT_FINDINGS;
  }
  await writeMarker(outDir, b.base);
  io.stdout(
    `Built ${pages} pages into ${b.values.out} in ${((Date.now() - started) / 1000).toFixed(1)} s (base ${b.base}); look at it: rp-assets preview ${shellWord(b.values.out)}\n`,
  );
  return EXIT_OK;
}

/** Astro's build() of the site from `catalog` into `outDir`; the number of pages it wrote. */
async function astroBuild(b: SiteBuild, outDir: string, catalog: Promise<CollectedCatalog>): Promise<number> {
  const { build, sharpUrl } = b.peers;
  const { pool } = b;
  // Astro reports the pages it wrote: counting them is cheaper than walking 10,000 folders after.
  let pages = 0;
  const countPages: AstroIntegration = {
    name: 'rp-assets:count-pages',
    hooks: { 'astro:build:done': ({ pages: built }) => void (pages = built.length) },
  };
  await build({
    ...SITE_CONFIG,
    // the site's own folder (its public/ files), without its astro.config.mjs: everything is here
    root: siteRoot(),
    configFile: false,
    outDir,
    base: b.base,
    ...(b.site === undefined ? {} : { site: b.site }),
    cacheDir: join(b.stage, 'work', 'cache'),
    logLevel: 'warn',
    mode: 'production',
    integrations: [
      // cwd: where the catalog's display paths (an avatar's, for the downloads) are relative to
      rpAssets({
        catalog,
        cwd: b.io.cwd,
        progress: b.progress,
        // the search index built and written on a worker while this thread renders the pages
        ...(pool === null
          ? {}
          : { writeSearchIndex: (sources, folder) => pool.run(writeSearchIndexJob, { sources, folder }) }),
      }),
      countPages,
    ],
    vite: {
      // Astro's prerender chunks import its dependencies by bare name, resolved from where the
      // chunks are written (the build's staging folder): from a folder with no node_modules of
      // its own, or pnpm's strict layout, that fails (`Cannot find package 'piccolore'`).
      // Bundling them into the chunks makes the build independent of where it runs
      // (docs/site.md, "Where to run it").
      // Astro keeps sharp (native code: its image service resizes the avatars with it) external
      // by bare name; the chunk imports it by its file URL instead, found wherever the build runs.
      environments: {
        prerender: {
          resolve: { noExternal: true },
          build: { rollupOptions: { output: { paths: { sharp: sharpUrl } } } },
        },
      },
    },
  });
  return pages;
}
