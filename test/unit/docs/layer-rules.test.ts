/**
 * Every rule of .dependency-cruiser.cjs fails on a planted violation: small planted trees hold one
 * violating import (or dead module) per rule (in `.ts` and `.astro` files, through relative paths and the
 * `@rp-assets/core/*` alias), and scripts/check-layers.ts must report each rule at its file. A
 * rule without a case here fails the test, so a new rule comes with its proof. The last case runs
 * the check on this repository: nothing broken, and the `.astro` files read.
 */
import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkLayers, type LayerCheck, type LayerViolation } from '../../../scripts/check-layers.js';
import { tempDir } from '../../support/temp-dirs.js';

const REPO = join(import.meta.dirname, '..', '..', '..');
const rules = (
  createRequire(import.meta.url)(join(REPO, '.dependency-cruiser.cjs')) as { forbidden: { name: string }[] }
).forbidden.map((r) => r.name);

/** A rule, the file that breaks it and what that file says. */
interface Case {
  readonly rule: string;
  readonly from: string;
  readonly text: string;
}

const imports = (specifier: string): string => `import '${specifier}';\n`;
const astro = (frontmatter: string): string => `---\n${frontmatter}---\n<p>planted</p>\n`;

/** Each folder imports one of a layer above it (or of its own layer). */
const UPWARDS: readonly (readonly [string, string])[] = [
  ['common', 'diagnostics'],
  ['diagnostics', 'budgets'],
  ['budgets', 'config'],
  ['config', 'assets'],
  ['assets', 'routing'],
  ['routing', 'turn'],
  ['turn', 'retrieval'],
  ['retrieval', 'bridge'],
  ['bridge', 'report'],
  ['report', 'validate'],
  ['validate', 'diff'],
  ['diff', 'catalog'],
  ['catalog', 'schemas-gen'],
  ['schemas-gen', 'node'],
  ['node', 'astro'],
  ['cli', 'action'],
  ['action', 'lsp'],
];

/** A package no folder may import (a test tool). */
const FOREIGN = 'playwright-core';
const FOLDERS = [...UPWARDS.map(([f]) => f), 'lsp'];

const MAIN_CASES: readonly Case[] = [
  ...UPWARDS.map(([folder, above]) => ({
    rule: `layer-${folder}`,
    from: `src/${folder}/upwards.ts`,
    text: imports(`../${above}/target.js`),
  })),
  // the site's pages belong to the astro face: an .astro page importing the CLI through the alias
  { rule: 'layer-astro', from: 'site/src/routes/upwards.astro', text: astro(imports('@rp-assets/core/cli/target.js')) },
  { rule: 'layer-unknown-folder', from: 'src/misc/stray.ts', text: imports('../common/target.js') },
  { rule: 'root-file-only-index', from: 'src/helpers.ts', text: imports('./common/target.js') },
  { rule: 'no-import-of-root-file', from: 'src/common/uses-root.ts', text: imports('../quiet-root.js') },
  { rule: 'root-index-no-face', from: 'src/index.ts', text: imports('./cli/target.js') },
  { rule: 'npm-index', from: 'src/index.ts', text: imports('yaml') },
  ...FOLDERS.map((folder) => ({ rule: `npm-${folder}`, from: `src/${folder}/package.ts`, text: imports(FOREIGN) })),
  // the astro face's package rule covers the site's .astro files too
  { rule: 'npm-astro', from: 'site/src/components/Package.astro', text: astro(imports('vscode-languageserver')) },
  {
    rule: 'site-scripts-in-browser',
    from: 'site/src/scripts/server-side.ts',
    text: imports('@rp-assets/core/node/target.js'),
  },
  { rule: 'node-only', from: 'src/retrieval/built-in.ts', text: imports('node:fs') },
  { rule: 'node-only', from: 'site/src/components/BuiltIn.astro', text: astro(imports('node:path')) },
  { rule: 'threads-in-node-only', from: 'src/cli/threads.ts', text: imports('node:worker_threads') },
  { rule: 'no-folder-cycle', from: 'src/routing/file', text: '' },
];

/**
 * The faces importing each other, in a tree of their own: beside the upward imports of the main
 * tree they would close folder cycles (cli -> action -> cli).
 */
const FACE_CASES: readonly Case[] = [
  {
    rule: 'face-astro-no-sibling',
    from: 'site/src/components/Sibling.astro',
    text: astro(imports('@rp-assets/core/lsp/target.js')),
  },
  { rule: 'face-cli-no-sibling', from: 'src/cli/integration-insides.ts', text: imports('../astro/target.js') },
  { rule: 'face-action-no-sibling', from: 'src/action/sibling.ts', text: imports('../cli/target.js') },
  { rule: 'face-lsp-no-sibling', from: 'src/lsp/sibling.ts', text: imports('../action/target.js') },
];

/**
 * A dead barrel, in a tree of its own with an entry (src/index.ts) that reaches a module beside it:
 * in the other trees nothing is an entry, so every planted file is "dead" there (those reports are
 * left out of their check).
 */
const DEAD_CASES: readonly Case[] = [
  { rule: 'no-dead-module', from: 'src/common/dead-barrel.ts', text: "export * from './used.js';\n" },
];
const DEAD_TREE: Readonly<Record<string, string>> = {
  'src/index.ts': "export * from './common/used.js';\n",
  'src/common/used.ts': 'export const used = 1;\n',
};

const CASES = [...MAIN_CASES, ...FACE_CASES, ...DEAD_CASES];

/** Files the cases import. */
const SUPPORT: Readonly<Record<string, string>> = {
  ...Object.fromEntries([...FOLDERS, 'astro'].map((f) => [`src/${f}/target.ts`, 'export const target = 1;\n'])),
  'src/quiet-root.ts': 'export const quiet = 1;\n',
};

/** The two halves of the folder cycle, planted with the main tree. */
const CYCLE: Readonly<Record<string, string>> = {
  'src/routing/file/a.ts': imports('../lint/b.js'),
  'src/routing/lint/b.ts': imports('../file/c.js'),
  'src/routing/file/c.ts': 'export const c = 1;\n',
};

function plant(root: string, cases: readonly Case[], support: Readonly<Record<string, string>>): void {
  const cycle = cases.some((c) => c.rule === 'no-folder-cycle') ? CYCLE : {};
  const files = new Map(Object.entries({ ...support, ...cycle }));
  for (const c of cases) if (c.text !== '') files.set(c.from, (files.get(c.from) ?? '') + c.text);
  for (const [path, text] of files) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  for (const f of ['tsconfig.json', 'package.json']) cpSync(join(REPO, f), join(root, f));
}

async function plantedCheck(cases: readonly Case[], support = SUPPORT): Promise<LayerCheck> {
  const root = tempDir('rp-layers-planted-');
  plant(root, cases, support);
  return checkLayers(root);
}

/** The violations of the planted trees (the main and face trees' dead-module reports left out), and of the dead-barrel tree. */
let planted: LayerViolation[];
let dead: readonly LayerViolation[];
beforeAll(async () => {
  const live = (v: LayerViolation) => v.rule !== 'no-dead-module';
  planted = [
    ...(await plantedCheck(MAIN_CASES)).violations.filter(live),
    ...(await plantedCheck(FACE_CASES)).violations.filter(live),
  ];
  dead = (await plantedCheck(DEAD_CASES, DEAD_TREE)).violations;
  planted.push(...dead);
}, 60_000);

describe('each layer rule fails on a planted violation', () => {
  it('has a case for every rule of .dependency-cruiser.cjs', () => {
    expect([...new Set(CASES.map((c) => c.rule))].sort()).toEqual([...rules].sort());
  });

  it.each(CASES.map((c) => [c.rule, c.from, c] as const))('%s at %s', (_rule, _from, c) => {
    expect(planted.filter((v) => v.from === c.from).map((v) => v.rule)).toContain(c.rule);
  });

  it('reports nothing else: the targets, the quiet files and the allowed imports pass', () => {
    const expected = new Set(CASES.map((c) => c.from));
    const others = planted.filter((v) => !expected.has(v.from));
    // the cycle's other half is the only extra
    expect(others.map((v) => `${v.rule} ${v.from}`)).toEqual(['no-folder-cycle src/routing/lint']);
  });

  it('reports the dead barrel only: what the entry reaches is alive', () => {
    expect(dead).toEqual([{ rule: 'no-dead-module', from: 'src/common/dead-barrel.ts', to: 'src/common/dead-barrel.ts' }]);
  });
});

describe('this repository', () => {
  it('breaks no rule, and the check reads its .astro files', async () => {
    const own = await checkLayers(REPO);
    expect(own.violations).toEqual([]);
    expect(own.modules).toContain('site/src/components/Badge.astro');
    expect(own.modules).toContain('site/src/routes/index.astro');
  }, 60_000);
});
