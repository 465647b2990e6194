/**
 * The site's components rendered by Astro itself (a real build of a probe page), with hostile
 * props: every piece of asset or diagnostic text is escaped by Astro, links sit under the base,
 * and the only markup that is not the components' own is the sanitised body. The probe project is
 * built from a temporary folder with the `rp-assets/astro` integration (sources).
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import rpAssets, { SITE_CONFIG } from '../../../src/astro/index.js';
import { collectCatalog } from '../../../src/catalog/collect.js';
import type { SanitisedHtml } from '../../../src/catalog/markdown.js';
import type { CatalogDiagnostic, CatalogEntry } from '../../../src/catalog/model.js';
import { cwdFileSystem } from '../../../src/common/cwd-fs.js';
import { nodeFileSystem } from '../../../src/node/node-fs.js';
import { dict } from '../../../site/src/i18n.js';

const REPO = join(import.meta.dirname, '../../..');
const COMPONENTS = join(REPO, 'site/src/components');
const HOSTILE = `<img src=x onerror="alert('x')"> & <script>alert(1)</script>`;
/** HOSTILE as Astro escapes text. */
const HOSTILE_TEXT =
  '&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt; &amp; &lt;script&gt;alert(1)&lt;/script&gt;';

function diagnostic(over: Partial<CatalogDiagnostic> = {}): CatalogDiagnostic {
  return {
    code: 'entry.duplicate-id',
    codeHref: 'codes/entry/duplicate-id/',
    severity: 'error',
    file: 'worlds/w/entries/a.md',
    line: 3,
    column: 7,
    title: 't',
    message: `id \`${HOSTILE}\` twice`,
    consequence: HOSTILE,
    fix: '',
    related: [{ file: `x/${HOSTILE}.md`, line: 2, message: HOSTILE }],
    suggestion: HOSTILE,
    source: { href: 'worlds/w/entries/a/', external: false },
    ...over,
  };
}

function entry(over: Partial<CatalogEntry> = {}): CatalogEntry {
  return {
    id: HOSTILE,
    slug: 'a',
    href: 'worlds/w/entries/a/',
    name: HOSTILE,
    keys: [HOSTILE, '王都'],
    aliases: [],
    secondaryKeys: [],
    priority: 5,
    constant: true,
    enabled: false,
    tokens: 12,
    duplicate: true,
    neverMatchable: false,
    diagnosticCount: 1,
    world: { id: 'w', name: HOSTILE, href: 'worlds/w/' },
    file: `worlds/w/entries/${HOSTILE}.md`,
    root: '.',
    tags: [],
    parents: [],
    bodyHtml: BODY_HTML,
    position: 1,
    fits: [true],
    duplicates: [{ file: HOSTILE, href: 'worlds/w/entries/b/' }],
    diagnostics: [diagnostic()],
    ...over,
  };
}

/** The entry's sanitised body (a string in the catalog, as every value the cases carry as JSON). */
const BODY_HTML = '<p>sanitised body</p>' as SanitisedHtml;

const FITS = [
  { budget: 20, source: 'set', fits: false, characters: [{ id: 'c', name: HOSTILE, href: 'characters/c/' }] },
  { budget: 3000, source: 'default', fits: true, characters: [{ id: 'd', name: HOSTILE, href: 'characters/d/' }] },
];

/** What the probe page renders, one `<div id=…>` per case. */
const CASES = {
  diagnostics: {
    component: 'DiagnosticList',
    props: { items: [diagnostic(), diagnostic({ source: null, suggestion: null })], locale: 'en' },
  },
  'no-diagnostics': { component: 'DiagnosticList', props: { items: [], locale: 'zh-CN' } },
  external: {
    component: 'DiagnosticList',
    props: {
      items: [diagnostic({ source: { href: 'https://example.org/r/blob/x/a.md#L3', external: true } })],
      locale: 'en',
    },
  },
  entry: { component: 'EntryPage', props: { e: entry(), fits: FITS, locale: 'zh-CN' } },
  'plain-entry': {
    component: 'EntryPage',
    props: { e: entry({ duplicates: [], diagnostics: [] }), fits: [], locale: 'en' },
  },
  capped: {
    component: 'DiagnosticList',
    props: { items: Array.from({ length: 51 }, () => diagnostic()), locale: 'en', file: `w/${HOSTILE}.md` },
  },
  anchored: { component: 'DiagnosticList', props: { items: [diagnostic(), diagnostic()], locale: 'en', start: 150 } },
  pager: {
    component: 'Pager',
    props: { list: `worlds/w/`, current: 5, last: 10, t: { pages: 'Pages', prevPage: 'p', nextPage: 'n' } },
  },
  'one-page': {
    component: 'Pager',
    props: { list: 'worlds/w/', current: 1, last: 1, t: { pages: 'x', prevPage: 'p', nextPage: 'n' } },
  },
  badges: { component: 'Badge', props: { text: HOSTILE, kind: 'warning' } },
  ticks: { component: 'Ticks', props: { text: 'a `<b>` c `d' } },
  budget: {
    component: 'BudgetBar',
    props: {
      use: {
        contextTotal: 1000,
        worldEntries: 1200,
        worldCore: 40,
        maxEntries: 3,
        coreTokens: 292,
        coreKept: 40,
        constants: 3,
        constantTokens: 97,
        constantsLeftOut: 0,
        room: 863,
        slots: 0,
      },
      name: HOSTILE,
      t: dict('en'),
    },
  },
  overrides: {
    component: 'OverrideDiagram',
    props: {
      roots: [HOSTILE, `project ${HOSTILE}`],
      overrides: [
        {
          kind: 'world',
          id: HOSTILE,
          href: 'worlds/x/',
          winner: { file: 'b', root: `project ${HOSTILE}` },
          shadowed: [{ file: 'a', root: HOSTILE }],
        },
      ],
      entriesOfWorld: { [HOSTILE]: 2 },
      t: dict('en'),
    },
  },
  grid: {
    component: 'RoutingGrid',
    props: {
      routing: {
        file: 'routing.yaml',
        rules: [
          {
            id: HOSTILE,
            href: 'routing/rules/x/',
            order: 1,
            enabled: true,
            writes: [`chat.${HOSTILE}.a`],
            losesTo: [],
          },
        ],
        matrix: [{ namespace: `chat.${HOSTILE}`, cells: ['write-lock'], decider: 0 }],
        scenarios: null,
        diagnostics: [],
      },
      t: dict('en'),
    },
  },
} as const;

/** Every tag the markup opens: none may come from the hostile text. */
const tags = (s: string) => [...s.matchAll(/<([a-z0-9]+)/g)].map((m) => m[1]);

let work: string;
/** Astro writes its type stubs into `<root>/.astro/`: removed afterwards unless it was there before. */
const TYPES = join(REPO, '.astro');
let typesBefore = true;
const out: Record<string, string> = {};

beforeAll(async () => {
  typesBefore = existsSync(TYPES);
  work = await mkdtemp(join(tmpdir(), 'rp-components-'));
  const project = join(work, 'probe');
  await mkdir(join(project, 'src/pages'), { recursive: true });
  await mkdir(join(work, 'assets'));
  await writeFile(
    join(project, 'src/cases.json'),
    // a whole dictionary (it has functions: counts, plurals) travels as its locale, revived below
    JSON.stringify(CASES, (key, value: unknown) => (key === 't' && value === dict('en') ? { $dict: 'en' } : value)),
  );
  const names = [...new Set(Object.values(CASES).map((c) => c.component))];
  await writeFile(
    join(project, 'src/pages/probe.astro'),
    [
      '---',
      ...names.map((n) => `import ${n} from ${JSON.stringify(join(COMPONENTS, `${n}.astro`))};`),
      "import cases from '../cases.json';",
      `import { dict } from ${JSON.stringify(join(COMPONENTS, '../i18n.ts'))};`,
      `const components = { ${names.join(', ')} };`,
      'const revive = (p) => (p.t?.$dict ? { ...p, t: dict(p.t.$dict) } : p);',
      '---',
      '{Object.entries(cases).map(([id, c]) => { const C = components[c.component]; return <div id={id}><C {...revive(c.props)} /></div>; })}',
    ].join('\n'),
  );
  // an empty asset repository: the integration's own pages build beside the probe
  const catalog = collectCatalog(
    { roots: ['.'], routing: null, config: null, configDiagnostics: [], locale: 'en', repoUrl: null },
    cwdFileSystem(nodeFileSystem(), join(work, 'assets')),
  );
  const { build } = await import('astro');
  const cwd = process.cwd();
  process.chdir(project); // Astro keeps its prerender chunks inside the working directory
  try {
    await build({
      ...SITE_CONFIG,
      // The project's root is this checkout, so that the site's files are inside it (Astro cannot
      // compile the scripts of injected pages outside the root) and Astro resolves its packages;
      // the probe's sources, cache and output stay in the temporary folder.
      root: REPO,
      srcDir: join(project, 'src'),
      publicDir: join(project, 'public'),
      cacheDir: join(project, 'cache'),
      outDir: join(project, 'dist'),
      configFile: false,
      base: '/sub/',
      logLevel: 'warn',
      integrations: [rpAssets({ catalog })],
      vite: { environments: { prerender: { resolve: { noExternal: true } } } },
    });
  } finally {
    process.chdir(cwd);
  }
  const html = await readFile(join(project, 'dist/probe/index.html'), 'utf8');
  for (const id of Object.keys(CASES)) {
    const start = html.indexOf(`<div id="${id}">`);
    const next = Object.keys(CASES)
      .map((k) => html.indexOf(`<div id="${k}">`))
      .filter((i) => i > start)
      .sort((a, b) => a - b)[0];
    out[id] = html.slice(
      start + `<div id="${id}">`.length,
      next === undefined ? html.lastIndexOf('</div>') : html.lastIndexOf('</div>', next),
    );
  }
}, 180_000);

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
  if (!typesBefore) await rm(TYPES, { recursive: true, force: true });
});

describe('the site components, rendered by Astro', () => {
  it('draw the pictures from shapes and escaped text only, with links under the base', () => {
    // data attributes carry ids (quoted, so `<` there opens nothing): tags are read outside them
    const tagsOutsideAttributes = (html: string) => tags(html.replace(/="[^"]*"/g, '=""'));
    const svg = new Set(['figure', 'svg', 'title', 'desc', 'rect', 'g', 'line', 'text', 'polygon', 'path']);
    const html = ['figcaption', 'ul', 'li', 'span'];
    expect(new Set(tagsOutsideAttributes(out.budget ?? ''))).toEqual(
      new Set([...svg, ...html].filter((t) => t !== 'polygon' && t !== 'path')),
    );
    expect(new Set(tagsOutsideAttributes(out.overrides ?? ''))).toEqual(new Set([...svg].filter((t) => t !== 'line')));
    expect(new Set(tagsOutsideAttributes(out.grid ?? ''))).toEqual(
      new Set([
        'section',
        'table',
        'caption',
        'thead',
        'tr',
        'th',
        'tbody',
        'td',
        'ol',
        'li',
        'span',
        'a',
        'wbr',
        'strong',
      ]),
    );
    for (const id of ['budget', 'overrides', 'grid']) {
      expect(out[id], id).toContain(HOSTILE_TEXT);
      // every quote in an attribute value is escaped: no attribute can end early
      expect(out[id], id).not.toContain(`onerror="alert`);
    }
    expect(out.grid).toContain('href="/sub/routing/rules/x/"');
  });

  it('show backticked parts as code and nothing as markup', () => {
    expect(out.ticks).toBe('a <code>&lt;b&gt;</code> c <code>d</code>');
  });

  it('print a badge with its text escaped', () => {
    expect(out.badges).toBe(`<span class="badge warning">${HOSTILE_TEXT}</span>`);
  });

  it('list diagnostics with every part escaped and links under the base', () => {
    const d = out.diagnostics ?? '';
    expect(new Set(tags(d))).toEqual(new Set(['div', 'section', 'p', 'span', 'a', 'code', 'strong', 'ul', 'li']));
    expect(d).toContain(HOSTILE_TEXT);
    expect(d).toContain('href="/sub/codes/entry/duplicate-id/"');
    expect(d).toContain('href="/sub/worlds/w/entries/a/">worlds/w/entries/a.md:3:7</a>');
    expect(d).toContain('<span class="mono">worlds/w/entries/a.md:3:7</span>');
    expect(d.match(/<section/g)).toHaveLength(2);
    expect(out['no-diagnostics']).toMatch(/^<p class="ok">[^<]+<\/p>$/);
  });

  it('show at most 50 findings of a file, then link to the file filter with the path encoded', () => {
    const c = out.capped ?? '';
    expect(c.match(/<section/g)).toHaveLength(50);
    expect(c).toContain(`<p class="more"><a href="/sub/diagnostics/?file=${encodeURIComponent(`w/${HOSTILE}.md`)}">`);
    expect(out.diagnostics).not.toContain('class="more"');
    expect([...(out.anchored ?? '').matchAll(/<section class="diag" id="(d-\d+)"/g)].map((m) => m[1])).toEqual([
      'd-150',
      'd-151',
    ]);
  });

  it('number a pager around the current page, under the base, with rel prev and next', () => {
    const p = out.pager ?? '';
    expect(new Set(tags(p))).toEqual(new Set(['nav', 'a', 'span']));
    expect(p).toContain('<nav class="pager" aria-label="Pages">');
    expect(p).toContain('<a rel="prev" href="/sub/worlds/w/4/">');
    expect(p).toContain('<a rel="next" href="/sub/worlds/w/6/">');
    expect(p).toContain('<a href="/sub/worlds/w/">1</a>');
    expect(p).toContain('<span aria-current="page">5</span>');
    expect(p).toContain('<a href="/sub/worlds/w/10/">10</a>');
    expect(out['one-page']).toBe('');
  });

  it('link an external source with rel=noopener and leave it as given', () => {
    expect(out.external).toContain('<a class="mono" href="https://example.org/r/blob/x/a.md#L3" rel="noopener">');
  });

  it('build an entry page whose only markup is its own and the sanitised body', () => {
    const e = out.entry ?? '';
    expect(e).toContain('<article class="body"><p>sanitised body</p></article>');
    expect(e).toContain(HOSTILE_TEXT);
    const outside = e.replace('<p>sanitised body</p>', '');
    expect(new Set(tags(outside))).toEqual(
      new Set([
        'p',
        'a',
        'h1',
        'span',
        'dl',
        'dt',
        'dd',
        'h2',
        'div',
        'table',
        'thead',
        'tr',
        'th',
        'tbody',
        'td',
        'ul',
        'li',
        'article',
        'section',
        'code',
        'strong',
      ]),
    );
    expect(e).toContain('href="/sub/worlds/w/"');
    expect(e).toContain('href="/sub/characters/c/"');
    expect(e).toContain('<span class="badge">'); // constant
    expect(e).toContain('<span class="badge hint">'); // disabled
    expect(e).toContain('<span class="badge error">'); // duplicate
    expect(e).not.toContain('<span class="badge warning">'); // matchable
    expect(out['plain-entry']).not.toContain('<table');
  });
});
