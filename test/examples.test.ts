/**
 * The bundled examples. `examples/` (roots examples/global and examples/project, routing
 * examples/routing.yaml and config examples/rp-assets.config.yaml when present) must be clean: 0 errors, 0 warnings. `examples/broken/` must
 * produce every code of the static-check areas at least once. Its layout, so that every area can
 * show its codes:
 *   - the asset roots: the run documented in examples/broken/README.md,
 *     `examples/global examples/broken examples/broken/missing-root` (the lower library shows
 *     overrides, the last root is missing on purpose);
 *   - examples/broken/rp-assets.config.yaml, when present, is the config of every check (its
 *     namespaces, engines and routing file);
 *   - routing files: every `*.yaml` under examples/broken/ whose name contains `routing`
 *     (scenario files `*.tests.yaml` excluded);
 *   - config files: every `*.config.yaml` under examples/broken/ (loaded one by one; a folder
 *     with such a name shows `config.unreadable`);
 *   - retrieval scenarios: examples/broken/retrieval.tests.yaml, beside the config and at the top
 *     of the examples/broken root (run once).
 */
import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cwdFileSystem } from '../src/common/cwd-fs.js';
import { loadConfig } from '../src/config/index.js';
import { nodeFileSystem } from '../src/node/node-fs.js';
import type { Diagnostic } from '../src/diagnostics/define.js';
import type { AnyCode } from '../src/diagnostics/registry-types.js';
import { codes as asset } from '../src/diagnostics/codes/asset/index.js';
import { codes as budget } from '../src/diagnostics/codes/budget/index.js';
import { codes as character } from '../src/diagnostics/codes/character/index.js';
import { codes as config } from '../src/diagnostics/codes/config/index.js';
import { codes as entry } from '../src/diagnostics/codes/entry/index.js';
import { codes as routingLint } from '../src/diagnostics/codes/routing/lint/index.js';
import { retrievalInvalidScenario } from '../src/diagnostics/codes/retrieval/invalid-scenario.js';
import { retrievalScenarioFailed } from '../src/diagnostics/codes/retrieval/scenario-failed.js';
import { codes as world } from '../src/diagnostics/codes/world/index.js';
import { validate } from '../src/validate/validate.js';

const ROOT = join(import.meta.dirname, '..');
const fs = cwdFileSystem(nodeFileSystem(), ROOT);
const EXPECTED: readonly AnyCode[] = [
  ...asset,
  ...budget,
  ...character,
  ...config,
  ...entry,
  ...routingLint,
  ...world,
  // the retrieval scenario codes (examples/broken/retrieval.tests.yaml); the preview's notes are retrieve's
  retrievalInvalidScenario as AnyCode,
  retrievalScenarioFailed as AnyCode,
];

function rel(p: string): string {
  return relative(ROOT, p).split('\\').join('/');
}

function folders(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() && !e.isSymbolicLink() ? [join(dir, e.name), ...folders(join(dir, e.name))] : [],
  );
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() && !e.isSymbolicLink() ? walk(join(dir, e.name)) : e.isFile() ? [join(dir, e.name)] : [],
  );
}

describe('examples/', () => {
  // The README's main job runs on these: their absence is a failure, never a skip.
  it('is clean: no errors, no warnings', async () => {
    for (const needed of [
      'examples/global',
      'examples/project',
      'examples/routing.yaml',
      'examples/rp-assets.config.yaml',
    ])
      expect(existsSync(join(ROOT, needed)), `${needed} is missing`).toBe(true);
    const routing = { routing: 'examples/routing.yaml' };
    const loaded = await loadConfig('examples/rp-assets.config.yaml', fs);
    expect(loaded.diagnostics).toEqual([]);
    const config = { config: loaded.config };
    const report = await validate({ roots: ['examples/global', 'examples/project'], ...routing, ...config }, fs);
    const problems = report.diagnostics
      .filter((d) => d.severity !== 'hint')
      .map((d) => `${d.file}:${d.line} ${d.code}`);
    expect(problems).toEqual([]);
    expect(report.summary.characters).toBeGreaterThan(0);
  });
});

describe('examples/broken/', () => {
  const dir = join(ROOT, 'examples/broken');
  it('produces every asset, budget, character, world, entry, routing, config and retrieval scenario code', async () => {
    expect(existsSync(dir), 'examples/broken is missing').toBe(true);
    const files = walk(dir);
    const found: Diagnostic[] = [];
    const configs = [...files, ...folders(dir)].filter((f) => f.endsWith('.config.yaml'));
    for (const file of configs) found.push(...(await loadConfig(rel(file), fs)).diagnostics);

    const main = join(dir, 'rp-assets.config.yaml');
    expect(existsSync(main), 'examples/broken/rp-assets.config.yaml is missing').toBe(true);
    const projectConfig = (await loadConfig(rel(main), fs)).config;
    const roots = ['examples/global', 'examples/broken', 'examples/broken/missing-root'];
    const routingFiles = files
      .filter((f) => /routing[^/\\]*\.ya?ml$/.test(f) && !/\.tests\.ya?ml$/.test(f))
      .map(rel)
      .sort();

    found.push(...(await validate({ roots, config: projectConfig }, fs)).diagnostics);
    // a root that holds nothing (asset.no-assets) cannot share a run with assets
    found.push(...(await validate({ roots: ['examples/broken/no-assets'], config: projectConfig }, fs)).diagnostics);
    for (const routing of routingFiles)
      found.push(...(await validate({ roots: [], routing, config: projectConfig }, fs)).diagnostics);

    const seen = new Set(found.map((d) => d.code));
    const missing = EXPECTED.map((c) => c.code).filter((c) => !seen.has(c));
    expect(
      missing,
      `codes examples/broken/ does not produce yet (whole-file codes need their own file: \`*.config.yaml\`, \`routing-*.yaml\`, see this test's header):\n${missing.join('\n')}`,
    ).toEqual([]);
  });
});
