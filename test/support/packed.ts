/**
 * The package as a user gets it: `npm pack` of this checkout (which runs `prepare`, i.e. the
 * build), installed into a temporary project outside the repository, so nothing resolves through
 * this checkout's node_modules. Each caller removes what it made (`cleanup`).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export const REPO = join(import.meta.dirname, '../..');

/**
 * The environment a user's shell would give: this one (the machine's CA certificates and proxy
 * settings included) without what npm and vitest add for the test run, with the Node that runs the
 * tests (Node 24 from the `node` devDependency) first on PATH.
 */
export function nodeEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) {
    if (/^(npm_|VITEST|NODE_OPTIONS$|NODE_ENV$|INIT_CWD$)/.test(k)) continue;
    env[k] = v;
  }
  return {
    ...env,
    PATH: `${dirname(process.execPath)}:${process.env.PATH ?? ''}`,
    ASTRO_TELEMETRY_DISABLED: '1',
    ...extra,
  };
}

export interface Packed {
  /** A temporary folder outside the repository holding everything this made. */
  readonly dir: string;
  /** The tarball `npm pack` wrote. */
  readonly tarball: string;
  readonly cleanup: () => void;
}

/** `npm pack` into a fresh temporary folder. */
export function pack(): Packed {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), 'rp-packed-')));
  execFileSync('npm', ['pack', '--silent', '--pack-destination', dir], { cwd: REPO, env: nodeEnv(), stdio: 'pipe' });
  const name = readdirSync(dir).find((f) => f.endsWith('.tgz'));
  if (name === undefined) throw new Error(`npm pack wrote no tarball into ${dir}`);
  return { dir, tarball: join(dir, name), cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * What `rp-assets site` needs installed beside the package: its optional peer dependencies, at the
 * versions package.json asks (`astro@~7.3.5`, `sharp@0.35.5`), as a user's install command names them.
 */
export function sitePeers(): string[] {
  const pkg = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')) as {
    peerDependencies: Record<string, string>;
  };
  return Object.entries(pkg.peerDependencies).map(([name, range]) => `${name}@${range}`);
}

/**
 * A user project in `parent` with the tarball installed by npm, and the site's peer packages
 * unless `withSite` is false; returns the installed bin.
 */
export function npmInstall(parent: string, tarball: string, name = 'user-project', withSite = true): string {
  const project = join(parent, name);
  mkdirSync(project, { recursive: true });
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name, private: true }));
  const packages = [tarball, ...(withSite ? sitePeers() : [])];
  execFileSync('npm', ['install', '--no-audit', '--no-fund', ...packages], {
    cwd: project,
    env: nodeEnv(),
    stdio: 'pipe',
  });
  return join(project, 'node_modules/rp-assets/bin/rp-assets.js');
}

/** A copy of a fixture repository in `parent`, with no node_modules of its own. */
export function copyRepo(parent: string, from: string, name = 'assets'): string {
  const to = join(parent, name);
  execFileSync('cp', ['-r', from, to]);
  return to;
}
