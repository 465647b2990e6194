/**
 * The layer graph of src/ (README "Architecture"), checked by `npm run lint`.
 *
 * LAYERS lists the folders of src/ from the bottom up. A folder may import its own files and the
 * folders of lower layers only: never a folder of its own layer or of a layer above it. src/index.ts
 * (the package entry) sits on top. Every folder must have a layer, only node/, astro/, cli/, action/ and lsp/ import
 * Node built-ins, and no two folders (at any depth) import each other, directly or in a cycle.
 */
const LAYERS = [
  ['core'], // leaf: file systems, paths, did-you-mean, value kinds, locales, YAML with positions
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

const escapeRe = (name) => name.replace(/[-.]/g, (c) => `\\${c}`);

const layerRules = LAYERS.flatMap((layer, rank) =>
  layer.map((folder) => {
    const notBelow = LAYERS.slice(rank)
      .flat()
      .filter((f) => f !== folder);
    return {
      name: `layer-${folder}`,
      comment: `src/${folder}/ may import only folders of lower layers (${LAYERS.slice(0, rank).flat().join(', ') || 'none'}).`,
      severity: 'error',
      from: { path: `^src/${escapeRe(folder)}/` },
      to: { path: `^src/(${notBelow.map(escapeRe).join('|')})/` },
    };
  }),
);

const known = LAYERS.flat();

module.exports = {
  forbidden: [
    ...layerRules,
    {
      name: 'layer-unknown-folder',
      comment: 'Every folder of src/ has a place in LAYERS (.dependency-cruiser.cjs).',
      severity: 'error',
      from: { path: `^src/(?!(${known.map(escapeRe).join('|')})/)[^/]+/` },
      to: {},
    },
    {
      name: 'lsp-no-other-face',
      comment: 'The language server adapts the core layers; it imports no other face (cli/, action/, astro/).',
      severity: 'error',
      from: { path: '^src/lsp/' },
      to: { path: '^src/(cli|action|astro)/' },
    },
    {
      name: 'node-only',
      comment: 'Only node/, astro/, cli/, action/ and lsp/ import Node built-ins; the layers below run in the browser too.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/(node|astro|cli|action|lsp)/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'no-folder-cycle',
      comment: 'No cycle between folders.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^src/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
