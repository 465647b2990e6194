/**
 * The layer graph of src/ and of the site's sources (README "Architecture"), checked by `npm run
 * lint` (scripts/check-layers.ts, which also reads the `.astro` files). Each rule below is shown
 * failing on a planted violation in test/unit/layers.test.ts.
 *
 * - LAYERS lists the folders of src/ from the bottom up. A folder may import its own files and the
 *   folders of lower layers only: never a folder of its own layer or of a layer above it
 *   (`layer-<folder>`); every folder has a layer (`layer-unknown-folder`).
 * - site/src/ (the pages, components and browser scripts the Astro integration injects) is part of
 *   the astro face: it obeys astro/'s rules, and its browser scripts (site/src/scripts/) import
 *   neither node/ nor the integration (`site-scripts-in-browser`).
 * - The root of src/ holds the package entry index.ts only (`root-file-only-index`); no file
 *   imports a root file (`no-import-of-root-file`); index.ts exposes the layers, no face
 *   (`root-index-no-face`).
 * - The faces (FACES) import the layers, never each other (`face-<face>-no-sibling`), with one
 *   exception: cli/ hosts the Astro integration as a user's astro.config does (`rp-assets site`
 *   passes src/astro/index.ts to Astro's build()), and imports nothing else of astro/.
 * - Each folder imports only the npm packages PACKAGES lists for it (`npm-<folder>`), and only
 *   node/ and the faces import Node built-ins (`node-only`): the layers below run in the browser.
 * - Only node/ imports `worker_threads` (`threads-in-node-only`): the worker pool is an executor
 *   of src/node/ behind the core's `Executor` seam (src/common/executor.ts).
 * - Every module is reachable from an entry point (ENTRIES) or the site's sources: no dead barrel
 *   or helper (`no-dead-module`).
 * - No two folders (at any depth) import each other, directly or in a cycle (`no-folder-cycle`).
 */
const LAYERS = [
  ['common'], // leaf: file systems, paths, did-you-mean, value kinds, locales, YAML with positions
  ['diagnostics'], // the code registry, builders, render, sort, fingerprint, fail-on
  ['budgets', 'config'],
  ['assets', 'routing'],
  ['turn', 'retrieval', 'bridge'], // bridge: pure import/export of SillyTavern World Info and cards (bytes in, files out)
  ['report'], // the Report and its projections (text, json, sarif, github)
  ['validate'],
  ['diff', 'catalog', 'schemas-gen'],
  ['node'], // Node only: node-fs, the parse pool and its worker modules, git
  ['astro'], // face: the Astro integration `rp-assets/astro` (the site; the CLI passes it to build())
  ['cli'],
  ['action'],
  ['lsp'], // face: the language server (`rp-assets lsp --stdio`, started by bin/rp-assets.js)
];

/** The faces: they adapt the layers below to a user (command line, Action, site, editor). */
const FACES = ['astro', 'cli', 'action', 'lsp'];

/** What a face may import of another face (a path below src/), beside the layers. */
const FACE_EXCEPTIONS = { cli: ['astro/index\\.ts$'] };

/** Folders that import Node built-ins; everything else runs in the browser too. */
const NODE_FOLDERS = ['node', ...FACES];

/**
 * The npm packages each folder imports (a package's subpaths included); any other is refused.
 * Keep it to what the folder's job needs: a pure layer never imports a face's framework
 * (astro, vscode-languageserver, @actions/*) or a test tool.
 */
const PACKAGES = {
  common: ['yaml', 're2js', '@eslint-community/regexpp', 'fastest-levenshtein', 'jsonc-parser'],
  diagnostics: [],
  budgets: ['gpt-tokenizer'],
  config: ['ajv'],
  assets: ['yaml'],
  routing: ['ajv', 'yaml', '@eslint-community/regexpp'],
  turn: ['ajv', 'jsonc-parser'],
  retrieval: ['string-width'],
  bridge: ['fflate', 'jsonc-parser', 'yaml'],
  report: ['string-width'],
  validate: [],
  diff: [],
  catalog: ['unified', 'remark-parse', 'remark-gfm', 'remark-html'],
  'schemas-gen': [],
  node: ['string-width', 'tinypool'],
  astro: ['astro'],
  cli: ['astro', 'string-width', 'yocto-spinner'],
  action: ['@actions/core', '@actions/github', '@octokit/plugin-retry', '@octokit/plugin-throttling'],
  lsp: ['vscode-languageserver', 'vscode-languageserver-textdocument', 'yaml'],
};

/** Modules no package provides that a folder may import: Astro's own and the integration's virtual modules. */
const VIRTUAL = { astro: ['astro:[a-z-]+$', 'virtual:rp-assets/'] };

const escapeRe = (name) => name.replace(/[-./]/g, (c) => `\\${c}`);
const anyOf = (names) => names.map(escapeRe).join('|');

/** The files of a folder of src/; the astro face's include the site's sources. */
const filesOf = (folder) => (folder === 'astro' ? '^(src/astro|site/src)/' : `^src/${escapeRe(folder)}/`);

// (a folder alone on the top layer gets no rule: there is nothing it could break)
const layerRules = LAYERS.flatMap((layer, rank) =>
  layer.flatMap((folder) => {
    const notBelow = LAYERS.slice(rank)
      .flat()
      .filter((f) => f !== folder);
    if (notBelow.length === 0) return [];
    return {
      name: `layer-${folder}`,
      comment: `src/${folder}/ may import only folders of lower layers (${LAYERS.slice(0, rank).flat().join(', ') || 'none'}).`,
      severity: 'error',
      from: { path: filesOf(folder) },
      to: { path: `^src/(${anyOf(notBelow)})/` },
    };
  }),
);

const faceRules = FACES.map((face) => {
  const others = FACES.filter((f) => f !== face);
  const allowed = FACE_EXCEPTIONS[face] ?? [];
  return {
    name: `face-${face}-no-sibling`,
    comment: `The ${face} face adapts the layers; it imports no other face (${others.join(', ')})${allowed.length > 0 ? `, except ${allowed.join(', ')}` : ''}.`,
    severity: 'error',
    from: { path: filesOf(face) },
    to: {
      path: `^src/(${anyOf(others)})/`,
      ...(allowed.length > 0 ? { pathNot: `^src/(${allowed.join('|')})` } : {}),
    },
  };
});

/** An import of a package: resolved into node_modules, or a bare name nothing resolved (not a built-in). */
const PACKAGE_PATH = '(^|/)node_modules/|^(?![./]|src/|site/)';

const packageRules = Object.entries(PACKAGES).map(([folder, names]) => {
  const allowed = [
    ...(names.length > 0 ? [`(^|/)node_modules/(${anyOf(names)})(/|$)`, `^(${anyOf(names)})(/|$)`] : []),
    ...(VIRTUAL[folder] ?? []).map((v) => `^${v}`),
  ];
  return {
    name: `npm-${folder}`,
    comment: `${filesOf(folder)} imports only the packages ${names.join(', ') || '(none)'} (PACKAGES in .dependency-cruiser.cjs).`,
    severity: 'error',
    from: { path: filesOf(folder) },
    to: {
      path: PACKAGE_PATH,
      dependencyTypesNot: ['core'],
      ...(allowed.length > 0 ? { pathNot: allowed.join('|') } : {}),
    },
  };
});

const known = LAYERS.flat();

/**
 * Where src/ is entered from outside: the package's exports and bin (src/index.ts, the Astro
 * integration, the CLI, the language server), the Action's bundle, the pool's worker thread
 * (started by URL) and the generators' modules (scripts/build-docs.ts, scripts/build-schemas.ts).
 * Every other module must be reachable from one of them or from the site's sources.
 */
const ENTRIES = [
  'src/index.ts',
  'src/astro/index.ts',
  'src/cli/main.ts',
  'src/lsp/main.ts',
  'src/action/index.ts',
  'src/node/pool-worker.ts',
  'src/diagnostics/docs.ts',
  'src/schemas-gen/index.ts',
];
const entryPaths = `^(${anyOf(ENTRIES)})$`;

module.exports = {
  forbidden: [
    ...layerRules,
    {
      name: 'layer-unknown-folder',
      comment: 'Every folder of src/ has a place in LAYERS (.dependency-cruiser.cjs).',
      severity: 'error',
      from: { path: `^src/(?!(${anyOf(known)})/)[^/]+/` },
      to: {},
    },
    {
      name: 'root-file-only-index',
      comment: 'The root of src/ holds the package entry index.ts only: a module belongs in the folder of its layer.',
      severity: 'error',
      from: { path: '^src/[^/]+$', pathNot: '^src/index\\.ts$' },
      to: {},
    },
    {
      name: 'no-import-of-root-file',
      comment: "Nothing imports a file at the root of src/ (index.ts is the package's entry for its users).",
      severity: 'error',
      from: { path: '^(src|site/src)/' },
      to: { path: '^src/[^/]+$' },
    },
    {
      name: 'root-index-no-face',
      comment: 'The package entry (src/index.ts) exposes the layers; the faces have their own entries.',
      severity: 'error',
      from: { path: '^src/index\\.ts$' },
      to: { path: `^src/(${anyOf(FACES)})/` },
    },
    {
      name: 'npm-index',
      comment: 'The package entry (src/index.ts) re-exports the layers and imports no package itself.',
      severity: 'error',
      from: { path: '^src/index\\.ts$' },
      to: { path: PACKAGE_PATH, dependencyTypesNot: ['core'] },
    },
    ...faceRules,
    ...packageRules,
    {
      name: 'site-scripts-in-browser',
      comment:
        "The site's browser scripts (site/src/scripts/) import the pure layers only: not node/ nor the integration.",
      severity: 'error',
      from: { path: '^site/src/scripts/' },
      to: { path: '^src/(node|astro)/' },
    },
    {
      name: 'node-only',
      comment: `Only ${NODE_FOLDERS.join('/, ')}/ import Node built-ins; the layers below (and the site's sources) run in the browser too.`,
      severity: 'error',
      from: { path: '^(src|site/src)/', pathNot: `^src/(${anyOf(NODE_FOLDERS)})/` },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'threads-in-node-only',
      comment:
        'Only src/node/ starts threads: the worker pool sits behind the core\'s Executor seam (src/common/executor.ts, src/node/pool-executor.ts), and the faces pass it on.',
      severity: 'error',
      from: { path: '^(src|site/src)/', pathNot: '^src/node/' },
      to: { path: '^(node:)?worker_threads$', dependencyTypes: ['core'] },
    },
    {
      name: 'no-dead-module',
      comment:
        'Every module of src/ is reachable from an entry (ENTRIES) or the site: a barrel or helper nobody imports is deleted, not kept.',
      severity: 'error',
      from: { path: `${entryPaths}|^site/src/` },
      to: { path: '^src/', pathNot: entryPaths, reachable: false },
    },
    {
      name: 'no-folder-cycle',
      comment: 'No cycle between folders.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^(src|site/src)/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
