/**
 * docs/format.md cannot drift from the validator. The page marks its examples and claims in HTML
 * comments that this test reads:
 *
 *   <!-- example: NAME file=PATH -->   the next fenced block is the file PATH of the example
 *                                      repository NAME (blocks sharing a NAME form one repository)
 *   <!-- expect: NAME -->              the next fenced block is `$ rp-assets validate` followed by
 *                                      every finding, one per line: `SEVERITY FILE[:LINE] CODE`
 *                                      (`-` for no file), or `no findings`
 *   <!-- retrieve: NAME -->            the next fenced block is `$ rp-assets retrieve --character ID
 *                                      --message '…'…`, then `injected: a, b` (in order) and
 *                                      `excluded: c (reason), …` (every other entry)
 *   <!-- table: ID -->                 the next Markdown table lists, in its first column, exactly
 *                                      the fields the code defines for ID, with their defaults
 *
 * Each example is written to a fresh folder under the system temp folder (removed afterwards) and
 * checked the way `rp-assets validate` runs there: `rp-assets.config.yaml` when the example has one
 * (its roots, routing file, scenario tests, namespaces…), else the folder itself as the only root.
 * The findings must be exactly the ones the page lists: same file, line, severity and code, no more.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { CHARACTER_FIELDS, ENTRY_FIELDS, MODEL_FLAGS, WORLD_FIELDS } from '../../../src/assets/fields.js';
import type { FieldSpec } from '../../../src/assets/fields.js';
import { BUDGET_DEFAULTS, BUDGET_KEYS } from '../../../src/common/budget-keys.js';
import { cwdFileSystem } from '../../../src/common/cwd-fs.js';
import { CONFIG_FILE_NAME, DEFAULT_CONFIG, loadConfig } from '../../../src/config/index.js';
import {
  CONFIG_FIELDS,
  CUSTOM_PREDICATE_ENTRY_FIELDS,
  ENGINE_ENTRY_FIELDS,
  NAMESPACE_ENTRY_FIELDS,
} from '../../../src/config/fields.js';
import { memoryFileSystem } from '../../../src/common/memory-fs.js';
import { nodeFileSystem } from '../../../src/node/node-fs.js';
import { docsPath, registry } from '../../../src/diagnostics/registry.js';
import { retrieve } from '../../../src/retrieval/index.js';
import { BUILTIN_NAMESPACES, createRouter, RULE_FIELDS } from '../../../src/routing/index.js';
import { PREDICATE_KINDS, SCOPE_FIELDS, CONTENT_MATCHES } from '../../../src/routing/file/normalise-predicate.js';
import { loadRoutingFile } from '../../../src/routing/file/load-routing-file.js';
import { INPUT_FLAG_FIELDS, INPUT_STRING_FIELDS } from '../../../src/routing/input/check-input.js';
import type { Report } from '../../../src/validate/index.js';
import { validate } from '../../../src/validate/index.js';

const ROOT = join(import.meta.dirname, '../../..');
const DOC_PATH = 'docs/format.md';
const DOC = readFileSync(join(ROOT, DOC_PATH), 'utf8');

/**
 * Examples that must stay in the page (example name -> its files). Adding examples needs no change
 * here; removing or renaming one of these fails, so a block cannot disappear unnoticed.
 */
const PINNED: { readonly [name: string]: readonly string[] } = {
  layout: [
    'characters/alice/CHARACTER.md',
    'characters/_templates/CHARACTER.md',
    'characters/thumbnails/alice.txt',
    'worlds/astra/WORLD.md',
    'worlds/astra/entries/geography/capital.md',
    'worlds/astra/entries/_drafts/unfinished.md',
  ],
  'layout-mistakes': [
    'characters/alice/CHARACTER.md',
    'characters/bob/character.md',
    'characters/fantasy/elf/CHARACTER.md',
  ],
  'file-rules': ['characters/alice/CHARACTER.md', 'characters/bob/CHARACTER.md', 'characters/carol/CHARACTER.md'],
  ids: [
    'rp-assets.config.yaml',
    'global/characters/alice/CHARACTER.md',
    'global/worlds/astra/WORLD.md',
    'global/worlds/astra/entries/npc/guard.md',
    'global/worlds/astra/entries/rules/guard.md',
    'project/characters/alice/CHARACTER.md',
    'project/characters/alice-copy/CHARACTER.md',
  ],
  character: ['characters/alice/CHARACTER.md', 'characters/alice/examples.md', 'worlds/astra/WORLD.md'],
  'character-mistakes': ['characters/alice/CHARACTER.md', 'characters/bob/CHARACTER.md', 'worlds/astra/WORLD.md'],
  budgets: ['characters/alice/CHARACTER.md', 'characters/bob/CHARACTER.md'],
  world: [
    'worlds/astra/WORLD.md',
    'worlds/astra/lore/capital.md',
    'worlds/core-only/WORLD.md',
    'worlds/broken/WORLD.md',
    'worlds/escape/WORLD.md',
  ],
  entries: [
    'characters/alice/CHARACTER.md',
    'worlds/astra/WORLD.md',
    'worlds/astra/entries/capital.md',
    'worlds/astra/entries/no-keys.md',
    'worlds/astra/entries/old-map.md',
    'worlds/astra/entries/history.md',
  ],
  retrieval: [
    'characters/alice/CHARACTER.md',
    'worlds/astra/WORLD.md',
    'worlds/astra/entries/law.md',
    'worlds/astra/entries/capital.md',
    'worlds/astra/entries/gate.md',
    'worlds/astra/entries/palace.md',
    'worlds/astra/entries/old-map.md',
  ],
  'routing-list': ['rp-assets.config.yaml', 'routing.yaml', 'characters/alice/CHARACTER.md'],
  'routing-rules-mapping': ['rp-assets.config.yaml', 'routing.yaml', 'characters/alice/CHARACTER.md'],
  'routing-loader-entry': ['rp-assets.config.yaml', 'routing.yaml', 'characters/alice/CHARACTER.md'],
  'routing-mistakes': ['rp-assets.config.yaml', 'routing.yaml', 'characters/alice/CHARACTER.md'],
  scenarios: ['rp-assets.config.yaml', 'routing.yaml', 'routing.tests.yaml', 'characters/alice/CHARACTER.md'],
  config: [
    'rp-assets.config.yaml',
    'rules/routing.yaml',
    'rules/routing.tests.yaml',
    'global/characters/alice/CHARACTER.md',
    'project/characters/mira/CHARACTER.md',
  ],
  'config-mistakes': ['rp-assets.config.yaml', 'characters/alice/CHARACTER.md'],
};
/** The page holds at least this many example repositories, retrieval checks and claimed findings. */
const MIN_EXAMPLES = 17;
const MIN_RETRIEVALS = 3;
const MIN_FINDINGS = 40;

// ---------------------------------------------------------------------------------------------
// Reading the page

interface Fence {
  readonly info: string;
  readonly body: string;
  /** 1-based line of the opening fence. */
  readonly line: number;
}
interface Finding {
  readonly severity: string;
  readonly place: string;
  readonly code: string;
}
interface Retrieval {
  readonly name: string;
  readonly line: number;
  readonly character: string;
  readonly messages: readonly string[];
  readonly injected: readonly string[];
  readonly excluded: readonly string[];
}
interface Table {
  readonly line: number;
  readonly header: readonly string[];
  readonly rows: readonly (readonly string[])[];
}
interface Page {
  readonly examples: Map<string, Map<string, string>>;
  readonly expects: Map<string, { readonly line: number; readonly findings: readonly Finding[] }>;
  readonly retrievals: readonly Retrieval[];
  readonly tables: Map<string, Table>;
  readonly problems: readonly string[];
}

const MARKER = /^<!--\s*(example|expect|retrieve|table):\s*(.*?)\s*-->\s*$/;
const SEVERITIES = new Set(['error', 'warning', 'hint']);

/** The fenced block starting at the first non-blank line at or after `from`, with the line after it. */
function fenceAt(lines: readonly string[], from: number): { fence: Fence; next: number } | null {
  let i = from;
  while (i < lines.length && (lines[i] ?? '').trim() === '') i++;
  const open = /^(`{3,}|~{3,})(.*)$/.exec(lines[i] ?? '');
  if (!open) return null;
  const [, ticks = '', info = ''] = open;
  const body: string[] = [];
  for (let j = i + 1; j < lines.length; j++) {
    const line = lines[j] ?? '';
    if (line.startsWith(ticks) && line.slice(ticks.length).trim() === '' && line[0] === ticks[0])
      return {
        fence: { info: info.trim(), body: body.length > 0 ? body.join('\n') + '\n' : '', line: i + 1 },
        next: j + 1,
      };
    body.push(line);
  }
  return null;
}

/** Shell-like words: spaces separate, single or double quotes group (no escapes inside). */
function words(command: string): string[] {
  const out: string[] = [];
  const re = /'([^']*)'|"([^"]*)"|(\S+)/g;
  for (const m of command.matchAll(re)) out.push(m[1] ?? m[2] ?? m[3] ?? '');
  return out;
}

/** Cells of a Markdown table row (pipes inside backticks or escaped as `\|` do not split). */
function cells(row: string): string[] {
  const out: string[] = [];
  let cell = '';
  let code = false;
  const s = row.trim().replace(/^\|/, '').replace(/\|$/, '');
  for (let i = 0; i < s.length; i++) {
    const ch = s[i] as string;
    if (ch === '\\' && s[i + 1] === '|') {
      cell += '|';
      i++;
    } else if (ch === '`') {
      code = !code;
      cell += ch;
    } else if (ch === '|' && !code) {
      out.push(cell.trim());
      cell = '';
    } else cell += ch;
  }
  out.push(cell.trim());
  return out;
}

function readPage(text: string): Page {
  const lines = text.split('\n');
  const examples = new Map<string, Map<string, string>>();
  const expects = new Map<string, { line: number; findings: Finding[] }>();
  const retrievals: Retrieval[] = [];
  const tables = new Map<string, Table>();
  const problems: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const m = MARKER.exec(lines[i] ?? '');
    if (!m) {
      if (/<!--\s*(example|expect|retrieve|table)\b/.test(lines[i] ?? ''))
        problems.push(`line ${i + 1}: malformed marker ${lines[i]}`);
      continue;
    }
    const [, kind, args = ''] = m;
    const at = `line ${i + 1}`;
    if (kind === 'table') {
      let j = i + 1;
      while ((lines[j] ?? '').trim() === '') j++;
      const rows: string[][] = [];
      const start = j;
      while ((lines[j] ?? '').trim().startsWith('|')) rows.push(cells(lines[j++] ?? ''));
      if (rows.length < 3) problems.push(`${at}: table ${args} has no rows`);
      if (tables.has(args)) problems.push(`${at}: table ${args} appears twice`);
      tables.set(args, { line: start + 1, header: rows[0] ?? [], rows: rows.slice(2) });
      continue;
    }
    const found = fenceAt(lines, i + 1);
    if (found === null) {
      problems.push(`${at}: ${kind} marker not followed by a fenced block`);
      continue;
    }
    const { fence } = found;
    if (kind === 'example') {
      const em = /^(\S+)\s+file=(\S+)$/.exec(args);
      if (!em) {
        problems.push(`${at}: expected \`example: NAME file=PATH\`, got \`${args}\``);
        continue;
      }
      const [, name = '', file = ''] = em;
      if (file.startsWith('/') || file.split('/').includes('..')) problems.push(`${at}: ${file} must stay inside`);
      const files = examples.get(name) ?? new Map<string, string>();
      if (files.has(file)) problems.push(`${at}: ${name} has ${file} twice`);
      files.set(file, fence.body);
      examples.set(name, files);
      continue;
    }
    const body = fence.body.split('\n').filter((l) => l.trim() !== '');
    const [command = '', ...rest] = body;
    if (kind === 'expect') {
      if (expects.has(args)) problems.push(`${at}: a second expect for ${args}`);
      if (command.trim() !== '$ rp-assets validate')
        problems.push(`${at}: the expect block must start with \`$ rp-assets validate\``);
      const findings: Finding[] = [];
      for (const line of rest) {
        if (/^no findings\b/.test(line.trim())) continue;
        const [severity = '', place = '', code = '', ...extra] = line.trim().split(/\s+/);
        if (!SEVERITIES.has(severity) || code === '' || extra.length > 0)
          problems.push(`${at}: cannot read the finding \`${line}\` (SEVERITY FILE[:LINE] CODE)`);
        else findings.push({ severity, place, code });
      }
      if (findings.length === 0 && !rest.some((l) => /^no findings\b/.test(l.trim())))
        problems.push(`${at}: say \`no findings\` when there are none`);
      expects.set(args, { line: fence.line, findings });
      continue;
    }
    // retrieve
    const argv = words(command.replace(/^\$\s*/, ''));
    if (argv[0] !== 'rp-assets' || argv[1] !== 'retrieve') {
      problems.push(`${at}: the retrieve block must start with \`$ rp-assets retrieve\``);
      continue;
    }
    let character = '';
    const messages: string[] = [];
    for (let k = 2; k < argv.length; k += 2) {
      if (argv[k] === '--character') character = argv[k + 1] ?? '';
      else if (argv[k] === '--message') messages.push(argv[k + 1] ?? '');
      else problems.push(`${at}: unsupported retrieve option ${argv[k]}`);
    }
    const list = (label: string): string[] => {
      const line = rest.find((l) => l.startsWith(`${label}:`));
      if (line === undefined) {
        problems.push(`${at}: no \`${label}:\` line`);
        return [];
      }
      const value = line.slice(label.length + 1).trim();
      return value === '(none)' ? [] : value.split(/,\s*/);
    };
    retrievals.push({
      name: args,
      line: fence.line,
      character,
      messages,
      injected: list('injected'),
      excluded: list('excluded'),
    });
  }
  for (const name of expects.keys()) if (!examples.has(name)) problems.push(`expect for unknown example ${name}`);
  for (const r of retrievals) if (!examples.has(r.name)) problems.push(`retrieve for unknown example ${r.name}`);
  for (const name of examples.keys()) if (!expects.has(name)) problems.push(`example ${name} has no expect block`);
  return { examples, expects, retrievals, tables, problems };
}

const page = readPage(DOC);

// ---------------------------------------------------------------------------------------------
// Running an example

const tempDirs: string[] = [];
afterAll(() => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

const place = (file: string | null, line: number | null): string =>
  file === null ? '-' : line === null ? file : `${file}:${line}`;
const show = (f: Finding): string => `${f.severity} ${f.place} ${f.code}`;

const runs = new Map<string, Promise<Report>>();
/** `rp-assets validate` in a fresh folder holding the example (one run per example, shared by its checks). */
function run(name: string): Promise<Report> {
  const cached = runs.get(name);
  if (cached) return cached;
  const files = page.examples.get(name) ?? new Map<string, string>();
  const promise = (async () => {
    const dir = mkdtempSync(join(tmpdir(), `rp-format-${name}-`));
    tempDirs.push(dir);
    for (const [file, text] of files) {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), text);
    }
    const fs = cwdFileSystem(nodeFileSystem(), dir);
    const loaded = files.has(CONFIG_FILE_NAME) ? await loadConfig(CONFIG_FILE_NAME, fs) : null;
    const config = loaded?.config ?? DEFAULT_CONFIG;
    return validate({ roots: config.roots, config, extraDiagnostics: loaded?.diagnostics ?? [] }, fs);
  })();
  runs.set(name, promise);
  return promise;
}

// ---------------------------------------------------------------------------------------------

describe(`${DOC_PATH}: the examples`, () => {
  it('are marked correctly', () => {
    expect(page.problems).toEqual([]);
  });

  it(`are there: at least ${MIN_EXAMPLES}, the pinned ones with every file`, () => {
    expect(page.examples.size).toBeGreaterThanOrEqual(MIN_EXAMPLES);
    expect(page.retrievals.length).toBeGreaterThanOrEqual(MIN_RETRIEVALS);
    const findings = [...page.expects.values()].reduce((n, e) => n + e.findings.length, 0);
    expect(findings).toBeGreaterThanOrEqual(MIN_FINDINGS);
    const missing = Object.entries(PINNED).flatMap(([name, files]) =>
      files.filter((f) => !page.examples.get(name)?.has(f)).map((f) => `${name}: ${f}`),
    );
    expect(missing, 'example blocks removed from the page').toEqual([]);
  });

  it('name only codes that exist, each linked to its page somewhere in the doc', () => {
    const known = new Set(registry.keys());
    const claimed = new Set([...page.expects.values()].flatMap((e) => e.findings.map((f) => f.code)));
    const unknown = [...claimed].filter((c) => !known.has(c));
    expect(unknown, 'codes the registry does not define').toEqual([]);
    const unlinked = [...claimed].filter((c) => !DOC.includes(`](${docsPath(c).replace(/^docs\//, '')})`));
    expect(unlinked, 'codes without a link to docs/codes/…').toEqual([]);
  });

  it.each([...page.examples.keys()])('%s: `rp-assets validate` reports exactly what the page says', async (name) => {
    const report = await run(name);
    const actual = report.diagnostics.map((d) =>
      show({ severity: d.severity, place: place(d.file, d.line), code: d.code }),
    );
    const claimed = (page.expects.get(name)?.findings ?? []).map(show);
    expect(
      [...actual].sort(),
      `${DOC_PATH} line ${page.expects.get(name)?.line}: the findings of example ${name}`,
    ).toEqual([...claimed].sort());
  });

  it.each(page.retrievals.map((r) => [`${r.name} (line ${r.line})`, r] as const))(
    '%s: `rp-assets retrieve` injects and leaves out what the page says',
    async (_label, r) => {
      const report = await run(r.name);
      const result = retrieve(report.assets, r.character, r.messages);
      expect(result.injected.map((e) => e.id)).toEqual(r.injected);
      expect(result.excluded.map((e) => `${e.id} (${e.reason})`).sort()).toEqual([...r.excluded].sort());
    },
  );
});

// ---------------------------------------------------------------------------------------------
// Field tables

/** The first `code` span of a cell, read as YAML; undefined when the cell does not start with one. */
function literal(cell: string): unknown {
  const m = /^`([^`]*)`/.exec(cell.trim());
  return m ? parseYaml(m[1] as string) : undefined;
}
const nameOf = (cell: string): string => /^`([^`]+)`/.exec(cell.trim())?.[1] ?? cell.trim();

function defaultsOf(fields: readonly FieldSpec[]): Record<string, unknown> {
  return Object.fromEntries(fields.filter((f) => f.default !== null).map((f) => [f.name, f.default]));
}

/** Rule defaults as the routing file loader fills them in. */
async function ruleDefaults(): Promise<Record<string, unknown>> {
  const fs = memoryFileSystem({ 'r.yaml': "- id: x\n  filter: { kind: 'true' }\n" });
  const [rule] = (await loadRoutingFile('r.yaml', fs)).rules;
  const out: Record<string, unknown> = { ...rule };
  delete out['id'];
  delete out['filter'];
  return out;
}

/** Each built-in namespace's value when no rule writes it. */
function namespaceDefaults(): Record<string, unknown> {
  const router = createRouter({ rules: [{ id: 'global', filter: { kind: 'true' } } as never] });
  return { ...router.resolve({}).values };
}

interface TableSpec {
  readonly names: readonly string[];
  /** Field -> default; a field listed here must show exactly that default as the first `code` of its cell. */
  readonly defaults?: Record<string, unknown> | (() => Promise<Record<string, unknown>> | Record<string, unknown>);
  /** Fields whose default cell must not start with a literal (no default). */
  readonly noDefault?: readonly string[];
}

const TABLES: { readonly [id: string]: TableSpec } = {
  character: { names: CHARACTER_FIELDS.map((f) => f.name), defaults: defaultsOf(CHARACTER_FIELDS) },
  models: { names: MODEL_FLAGS.map((f) => f.name), defaults: defaultsOf(MODEL_FLAGS) },
  budgets: { names: BUDGET_KEYS, defaults: { ...BUDGET_DEFAULTS } },
  world: { names: WORLD_FIELDS.map((f) => f.name), defaults: defaultsOf(WORLD_FIELDS) },
  entry: { names: ENTRY_FIELDS.map((f) => f.name), defaults: defaultsOf(ENTRY_FIELDS) },
  rule: { names: RULE_FIELDS, defaults: ruleDefaults },
  predicates: { names: PREDICATE_KINDS },
  namespaces: {
    names: BUILTIN_NAMESPACES.map((n) => n.name),
    defaults: namespaceDefaults,
    noDefault: BUILTIN_NAMESPACES.filter((n) => n.noDefault).map((n) => n.name),
  },
  'scenario-input': { names: [...INPUT_STRING_FIELDS, ...INPUT_FLAG_FIELDS, 'custom'] },
  // `locale` has no fixed default: the environment's language, else zh-CN (src/common/locale.ts)
  config: { names: CONFIG_FIELDS, noDefault: ['locale'] },
  'config-namespace': { names: NAMESPACE_ENTRY_FIELDS, defaults: { merge: 'deep', applies: 'live' } },
  'config-engine': { names: ENGINE_ENTRY_FIELDS, defaults: { enabled: true } },
  'config-predicate': { names: CUSTOM_PREDICATE_ENTRY_FIELDS, defaults: { preview: false } },
};

describe(`${DOC_PATH}: the field tables`, () => {
  it('are all there', () => {
    expect([...page.tables.keys()].sort()).toEqual(Object.keys(TABLES).sort());
  });

  it.each(Object.keys(TABLES))('%s: lists exactly the fields of the code, with their defaults', async (id) => {
    const spec = TABLES[id] as TableSpec;
    const table = page.tables.get(id);
    expect(table, `no <!-- table: ${id} --> in ${DOC_PATH}`).toBeDefined();
    if (!table) return;
    const where = `${DOC_PATH} line ${table.line}, table ${id}`;
    expect(
      table.rows.map((r) => nameOf(r[0] ?? '')),
      where,
    ).toEqual([...spec.names]);
    const defaults = typeof spec.defaults === 'function' ? await spec.defaults() : (spec.defaults ?? {});
    const column = table.header.findIndex((h) => /默认|default/i.test(h));
    if (Object.keys(defaults).length > 0 || spec.noDefault)
      expect(column, `${where}: a default column`).toBeGreaterThan(0);
    for (const row of table.rows) {
      const name = nameOf(row[0] ?? '');
      const cell = row[column] ?? '';
      if (spec.noDefault?.includes(name)) expect(literal(cell), `${where}: ${name} has no default`).toBeUndefined();
      else if (name in defaults) expect(literal(cell), `${where}: default of ${name}`).toEqual(defaults[name]);
    }
  });

  it('the predicate table names every scope field and content match', () => {
    const text = (page.tables.get('predicates')?.rows ?? []).map((r) => r.join(' ')).join('\n');
    for (const word of [...SCOPE_FIELDS, ...CONTENT_MATCHES]) expect(text).toContain(`'${word}'`);
  });
});

// ---------------------------------------------------------------------------------------------
// Links

/** GitHub's heading anchors: lower case, punctuation dropped (letters of every script kept), spaces to `-`. */
function anchors(text: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  let fence = false;
  for (const line of text.split('\n')) {
    if (/^(`{3,}|~{3,})/.test(line)) fence = !fence;
    const m = fence ? null : /^#{1,6}\s+(.*)$/.exec(line);
    if (!m) continue;
    const base = (m[1] as string)
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
      .replace(/ /g, '-');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.add(n === 0 ? base : `${base}-${n}`);
  }
  return out;
}

describe(`${DOC_PATH}: links`, () => {
  const links = [...DOC.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1] as string).filter((l) => !/^[a-z]+:/.test(l));

  it('point at files that exist', () => {
    const missing = links
      .map((l) => l.split('#')[0] as string)
      .filter((p) => p !== '' && !existsSync(join(ROOT, 'docs', p)));
    expect(missing).toEqual([]);
  });

  it('point at headings that exist (in this page and in the pages it links)', () => {
    const broken = links.filter((l) => {
      const [p = '', anchor] = l.split('#');
      if (anchor === undefined) return false;
      const target = p === '' ? DOC : readFileSync(join(ROOT, 'docs', p), 'utf8');
      return !anchors(target).has(anchor);
    });
    expect(broken).toEqual([]);
  });

  it('docs/config.md and docs/editor.md link this page at headings that exist', () => {
    const here = anchors(DOC);
    for (const page of ['docs/config.md', 'docs/editor.md']) {
      const found = [...readFileSync(join(ROOT, page), 'utf8').matchAll(/\]\(format\.md(?:#([^)]*))?\)/g)];
      expect(found.length, `${page} links ${DOC_PATH}`).toBeGreaterThan(0);
      for (const m of found) if (m[1] !== undefined) expect(here, `${page}: #${m[1]}`).toContain(m[1]);
    }
  });

  it('README.md lists it first among the documentation', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const section = readme.slice(readme.indexOf('## Documentation'));
    const first = section.split('\n').find((l) => l.startsWith('- ')) ?? '';
    expect(first).toContain(`](${DOC_PATH})`);
  });
});
