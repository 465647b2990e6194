/**
 * The way in from nothing (issue 44), as a new user takes it from the README with the packed
 * tarball in an empty folder outside this repository: the package alone installs small (no web
 * framework: astro and sharp are optional peers), and `init` → `validate` → `import` work; `site`
 * says which packages to add; with them installed, `site` builds and `preview` serves the home
 * page with its styles. The install figures (packages, MB, seconds) are printed for docs; the size
 * is held under 45 MB (201 MB with astro and sharp as dependencies).
 */
import { spawn, spawnSync, execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  realpathSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeEnv, pack, REPO, sitePeers } from '../../support/packed.js';
import type { Packed } from '../../support/packed.js';

let packed: Packed;
let work: string;
let project: string;
let bin: string;
let assets: string;

/** Bytes under the node_modules folder `dir`, and the packages in it (nested node_modules too, scopes opened). */
function footprint(dir: string): { bytes: number; packages: number } {
  let bytes = 0;
  let packages = 0;
  const walk = (at: string, underModules: boolean): void => {
    for (const d of readdirSync(at, { withFileTypes: true })) {
      const path = join(at, d.name);
      if (d.isSymbolicLink()) continue;
      if (d.isDirectory()) {
        const isPackage = underModules && !d.name.startsWith('.') && !d.name.startsWith('@');
        if (isPackage) packages++;
        walk(path, d.name === 'node_modules' || (underModules && d.name.startsWith('@')));
      } else bytes += statSync(path).size;
    }
  };
  walk(dir, true);
  return { bytes, packages };
}

function npm(args: string[]): number {
  const started = Date.now();
  execFileSync('npm', [...args, '--no-audit', '--no-fund'], { cwd: project, env: nodeEnv(), stdio: 'pipe' });
  return (Date.now() - started) / 1000;
}

function run(args: string[], cwd = assets) {
  const r = spawnSync(process.execPath, [bin, ...args], { cwd, env: nodeEnv(), encoding: 'utf8', timeout: 300_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

const figures = (label: string, seconds: number) => {
  const f = footprint(join(project, 'node_modules'));
  const mb = f.bytes / 1024 / 1024;
  console.log(`install ${label}: ${f.packages} packages, ${mb.toFixed(1)} MB, ${seconds.toFixed(1)} s`);
  return { ...f, mb };
};

beforeAll(() => {
  packed = pack();
  work = realpathSync(mkdtempSync(join(tmpdir(), 'rp-from-nothing-')));
  project = join(work, 'tools');
  mkdirSync(project);
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'tools', private: true }));
  bin = join(project, 'node_modules/rp-assets/bin/rp-assets.js');
  assets = join(work, 'my-lore');
}, 300_000);

afterAll(() => {
  packed?.cleanup();
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('from an empty folder to a published catalog, with the packed tarball', () => {
  it('installs without a web framework, a fifth of the size it had with one', () => {
    const seconds = npm(['install', packed.tarball]);
    const f = figures('rp-assets alone', seconds);
    expect(readdirSync(join(project, 'node_modules'))).not.toContain('astro');
    expect(readdirSync(join(project, 'node_modules'))).not.toContain('sharp');
    // 201 MB with astro and sharp as dependencies; gpt-tokenizer alone is 30 MB of it now (README, "Install")
    expect(f.mb).toBeLessThan(45);
    // the editor comes with it: the Neovim file (docs/editor.md); the .vsix is a release asset
    expect(existsSync(join(project, 'node_modules/rp-assets/editors/neovim/rp-assets.lua'))).toBe(true);
  }, 300_000);

  it('init writes a starter that validate passes; import adds lore that validates too', () => {
    const init = run(['init', assets, '--locale', 'en'], work);
    expect(init.stderr).toBe('');
    expect(init.code).toBe(0);
    const checked = run(['validate', '--locale', 'en', '--quiet']);
    expect(checked.code).toBe(0);
    const imported = run(['import', join(REPO, 'test/fixtures/bridge/astra.json'), '--out', 'imported', '--quiet']);
    expect(imported.code).toBe(0);
    expect(readdirSync(join(assets, 'imported/worlds'))).toHaveLength(1);
    const again = run(['validate', '.', 'imported', '--locale', 'en', '--quiet', '--fail-on', 'error']);
    expect(again.code).toBe(0);
  }, 300_000);

  it('site without its peers names the command that installs them, and writes nothing', () => {
    const r = run(['site', '--out', '_site', '--locale', 'en']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`npm install ${sitePeers().join(' ')}`);
    expect(readdirSync(assets)).not.toContain('_site');
  });

  it('with the peers installed, site builds and preview serves the home page with its styles', async () => {
    const seconds = npm(['install', ...sitePeers()]);
    figures('with astro and sharp', seconds);
    const built = run(['site', '--out', '_site', '--quiet']);
    expect(built.stderr).toBe('');
    expect(built.code).toBe(0);
    const server = spawn(process.execPath, [bin, 'preview', '_site', '--port', '0'], { cwd: assets, env: nodeEnv() });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let out = '';
        server.stdout.on('data', (b: Buffer) => {
          out += b.toString();
          const m = /(http:\/\/127\.0\.0\.1:\d+\/\S*)/.exec(out);
          if (m) resolve(m[1]!);
        });
        server.on('exit', (code) => reject(new Error(`preview exited with ${code}: ${out}`)));
      });
      const home = await fetch(url);
      expect(home.status).toBe(200);
      const html = await home.text();
      const sheets = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((m) => m[1]!);
      expect(sheets.length).toBeGreaterThan(0);
      for (const href of sheets) {
        const css = await fetch(new URL(href, url));
        expect(css.status).toBe(200);
        expect(css.headers.get('content-type')).toMatch(/^text\/css/);
      }
    } finally {
      server.kill();
    }
  }, 600_000);
});
