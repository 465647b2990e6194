/**
 * A generated catalog at the scale of issue 18 ("pages that stay small"), in the proportions of the
 * bench's corpus at 100,000 entries (bench/generate.js): 100,000 entries in five large worlds (one of
 * 60,000) and 400 small ones, 4,000 characters with tags (one using every world), 4,000 routing
 * rules over 40 namespaces with writes and locks and 500 routing scenarios, four roots with 3,000
 * overrides, and 10,000 findings; built in memory as the model the pages read, with long titles,
 * keys and messages (the worst case a page size must hold). Entry pages are left out
 * (`entries: []`): each shows one object, and leaving 100,000 of them out keeps the build short.
 */
import type { CollectedCatalog } from '../../../src/catalog/collect.js';
import type { SanitisedHtml } from '../../../src/catalog/markdown.js';
import type {
  Catalog,
  CatalogCharacter,
  CatalogDiagnostic,
  CatalogOverride,
  CatalogRouting,
  CatalogRule,
  CatalogScenario,
  CatalogWorld,
  EntryRow,
  MatrixCell,
  WorldUser,
} from '../../../src/catalog/model.js';
import { codeHref } from '../../../src/catalog/diagnostic-view.js';
import { registry } from '../../../src/diagnostics/registry.js';
import { NO_SCENARIOS } from '../../../src/validate/summarize.js';

export interface LargeCatalogSize {
  /** Entries of each world, the first the largest. */
  readonly worlds: readonly number[];
  /** Worlds of a few entries each, beside the large ones. */
  readonly smallWorlds: number;
  readonly findings: number;
  readonly characters: number;
  readonly rules: number;
  readonly namespaces: number;
  readonly scenarios: number;
  readonly roots: number;
  readonly overrides: number;
}

export const ISSUE_18_SIZE: LargeCatalogSize = {
  worlds: [60_000, 10_000, 10_000, 10_000, 10_000],
  smallWorlds: 400,
  findings: 10_000,
  characters: 4_000,
  rules: 4_000,
  namespaces: 40,
  scenarios: 500,
  roots: 4,
  overrides: 3_000,
};

/** The character tags: 30, each on about a tenth of the characters. */
export const TAGS = Array.from({ length: 30 }, (_, i) => `标签-${i}`);

/** A title of `n` characters, mixing Chinese and characters Astro escapes (`&`, `<`, `"`). */
const longText = (seed: number, n: number): string => {
  const unit = `王都阿斯特拉的旧账簿 & <记录> "第${seed}条" `;
  return unit.repeat(Math.ceil(n / unit.length)).slice(0, n);
};

function entryRow(world: number, i: number): EntryRow {
  const id = `w${world}-entry-${String(i).padStart(6, '0')}`;
  return {
    id,
    slug: id,
    href: `worlds/w${world}/entries/${id}/`,
    // every tenth entry with a title and keys far longer than any page should print whole
    name: longText(i, i % 10 === 0 ? 1000 : 60),
    keys:
      i % 10 === 0
        ? Array.from({ length: 30 }, (_, k) => longText(i + k, 40))
        : [longText(i, 12), `key-${i}`, `钥匙${i}`],
    aliases: [longText(i + 1, i % 10 === 0 ? 400 : 10)],
    secondaryKeys: [`second-${i}`],
    priority: i % 10,
    constant: i % 97 === 0,
    enabled: i % 89 !== 0,
    tokens: 100 + (i % 400),
    duplicate: i % 1000 === 0,
    neverMatchable: i % 501 === 0,
    diagnosticCount: i % 10 === 0 ? 1 : 0,
  };
}

function finding(
  i: number,
  codes: readonly { code: string; severity: CatalogDiagnostic['severity'] }[],
  fileOf: (i: number) => string,
): CatalogDiagnostic {
  const c = codes[i % codes.length] as (typeof codes)[number];
  const file = fileOf(i);
  return {
    code: c.code,
    codeHref: codeHref(c.code),
    severity: c.severity,
    file,
    line: 1 + (i % 40),
    column: 1,
    title: longText(i, 20),
    message: `条目 \`${longText(i, 40)}\` ${longText(i + 7, 80)}`,
    consequence: longText(i + 3, 90),
    fix: longText(i + 5, 90),
    related: [
      { file: fileOf(i + 1), line: 3, message: longText(i, 30) },
      { file: fileOf(i + 2), line: 4, message: longText(i, 30) },
    ],
    suggestion: i % 3 === 0 ? longText(i, 20) : null,
    source: { href: `worlds/w0/entries/w0-entry-${String(i).padStart(6, '0')}/`, external: false },
  };
}

const NAMESPACE = (n: number): string => `ns${n}.${longText(n, 6).replace(/[^\p{L}\p{N}]/gu, '')}`;

function rule(i: number, size: LargeCatalogSize): CatalogRule {
  const id = `rule-${String(i).padStart(5, '0')}-${longText(i, 8).replace(/[^\p{L}\p{N}]/gu, '')}`;
  const ns = [i % size.namespaces, (i * 7 + 3) % size.namespaces];
  // every 50th rule writes and locks 40 leaf paths (a whole preset written out)
  const leaves = (n: number) =>
    Array.from({ length: i % 50 === 0 ? 20 : 1 }, (_, k) => `${NAMESPACE(n)}.value${(i + k) % 5}.leaf${k}`);
  const writes = ns.flatMap(leaves);
  const locks = i % 4 === 0 ? (i % 50 === 0 ? writes : [`${NAMESPACE(ns[0] ?? 0)}.value${i % 5}`]) : [];
  // as in the bench's 100,000 corpus (bench/generate.js), where 1,267 of 4,000 rules lose
  // `render.format` to up to 193 earlier locks: every 3rd rule loses its first write to 200 of them
  const lost: [string, number][] =
    i === 0 ? [] : i % 3 === 0 ? [[writes[0] ?? '', 200]] : i % 5 === 0 ? writes.map((w) => [w, 1]) : [];
  return {
    id,
    slug: id,
    href: `routing/rules/${id}/`,
    name: longText(i, i % 10 === 0 ? 300 : 30),
    enabled: i % 13 !== 0,
    order: i + 1,
    specificity: i % 7,
    priority: i % 3,
    createdAt: 1_700_000_000 + i,
    filterText: `tags ∋ ${longText(i, i % 10 === 0 ? 300 : 40)}`,
    filterJson: JSON.stringify({ tags: [longText(i, 40)] }),
    namespaces: ns.map(NAMESPACE),
    writes,
    locks,
    losesTo: lost.flatMap(([w, losers]) =>
      Array.from({ length: losers }, (_, k) => ({
        path: w,
        lock: w,
        rule: { id: `rule-earlier-${i - 1 - k}`, name: 'earlier', href: `routing/rules/rule-earlier-${i - 1 - k}/` },
        always: (i + k) % 10 === 0,
      })),
    ),
    representative: { input: null, explanation: null, reason: longText(i, 60) },
    valuesJson: JSON.stringify(Object.fromEntries(writes.map((w) => [w, longText(i, 50)])), null, 2),
  };
}

function scenario(i: number, rules: readonly CatalogRule[]): CatalogScenario {
  const ruleIds = Array.from({ length: 12 }, (_, k) => rules[(i * 31 + k * 97) % rules.length]?.id ?? '');
  const pass = i % 6 !== 0;
  return {
    name: longText(i, 60),
    line: 1 + i * 12,
    pass,
    input: {
      character: `character-${i}`,
      tags: [longText(i, 20), longText(i + 1, 20)],
    } as unknown as CatalogScenario['input'],
    ruleIds,
    decidedBy: Object.fromEntries(Array.from({ length: 6 }, (_, k) => [NAMESPACE(k), ruleIds[k] ?? ''])),
    values: Object.fromEntries(Array.from({ length: 6 }, (_, k) => [NAMESPACE(k), { value: longText(i + k, 60) }])),
    failures: pass
      ? []
      : [
          {
            kind: 'value',
            path: `${NAMESPACE(1)}.value1`,
            expected: JSON.stringify(longText(i, 60)),
            actual: '"x"',
            decidedBy: ruleIds[1] ?? null,
          },
        ],
  };
}

function routing(size: LargeCatalogSize): CatalogRouting {
  const rules = Array.from({ length: size.rules }, (_, i) => rule(i, size));
  const matrix = Array.from({ length: size.namespaces }, (_, n) => {
    const ns = NAMESPACE(n);
    const cells = rules.map((r): MatrixCell => {
      const w = r.writes.some((p) => p.startsWith(`${ns}.`));
      const l = r.locks.some((p) => p.startsWith(`${ns}.`));
      return w && l ? 'write-lock' : w ? 'write' : l ? 'lock' : '';
    });
    const decider = cells.lastIndexOf('write');
    return { namespace: ns, cells, decider: decider < 0 ? null : decider };
  });
  return {
    file: 'routing.yaml',
    rules,
    matrix,
    scenarios: Array.from({ length: size.scenarios }, (_, i) => scenario(i, rules)),
    diagnostics: [],
  };
}

function character(i: number, worlds: readonly CatalogWorld[], roots: readonly string[]): CatalogCharacter {
  const id = `character-${String(i).padStart(5, '0')}`;
  // the first character uses every world (its page lists them all); the others three
  const used = i === 0 ? worlds : [0, 1, 2].map((k) => worlds[(i + k * 53) % worlds.length] as CatalogWorld);
  return {
    id,
    slug: id,
    href: `characters/${id}/`,
    name: longText(i, i % 10 === 0 ? 200 : 16),
    description: longText(i + 2, i % 10 === 0 ? 2000 : 120),
    language: 'zh-CN',
    tags: [TAGS[i % TAGS.length] ?? '', TAGS[(i * 7 + 1) % TAGS.length] ?? ''],
    isDefault: i === 0,
    avatar: null,
    file: `characters/${id}.md`,
    root: roots[i % roots.length] ?? '.',
    bodyHtml: `<p>${longText(i, 500).replace(/[&<>"]/g, '')}</p>` as SanitisedHtml,
    worlds: used.map((w) => ({
      ref: w.id,
      resolved: true,
      href: w.href,
      entries: w.entries.length,
      label: `${w.id} ✓(${w.entries.length} 条目)`,
    })),
    worldLine: `世界：${used.map((w) => `${w.id} ✓(${w.entries.length} 条目)`).join(' / ')}`,
    budgets: [],
    budgetUse: {
      contextTotal: 7000,
      worldEntries: 5000,
      worldCore: 2500,
      maxEntries: 8,
      coreTokens: 1500,
      coreKept: 1500,
      constants: 3,
      constantTokens: 600,
      constantsLeftOut: 0,
      room: 4400,
      slots: 5,
    },
    examples: null,
    override: null,
    cardTexts: [],
    diagnostics: [],
  };
}

function override(i: number, size: LargeCatalogSize, roots: readonly string[]): CatalogOverride {
  const kind = i % 3 === 0 ? 'world' : 'character';
  const id = kind === 'world' ? `w${5 + (i % size.smallWorlds)}` : `character-${String(i).padStart(5, '0')}`;
  const later = 1 + (i % (roots.length - 1));
  const path = (root: string) => `${root}/${kind === 'world' ? `worlds/${id}/world.md` : `characters/${id}.md`}`;
  return {
    kind,
    id,
    href: kind === 'world' ? `worlds/${id}/` : `characters/${id}/`,
    winner: { file: path(roots[later] ?? '.'), root: roots[later] ?? '.' },
    shadowed: roots.slice(0, later).map((root) => ({ file: path(root), root })),
  };
}

/** The catalog, sorted as the report sorts findings (by file, line). */
export function largeCatalog(size: LargeCatalogSize = ISSUE_18_SIZE): CollectedCatalog {
  const codes = [...registry.values()].slice(0, 40).map((d) => ({ code: d.code, severity: d.severity }));
  const users: WorldUser[] = Array.from({ length: 40 }, (_, i) => ({
    id: `character-${i}`,
    name: longText(i, 16),
    href: `characters/character-${i}/`,
    worldEntries: 3000,
    worldEntriesSource: 'default',
    worldCore: 800,
  }));
  const fileOf = (i: number): string =>
    `worlds/w0/entries/folder-${String(Math.floor(i / 50)).padStart(4, '0')}/w0-entry-${String(i).padStart(6, '0')}.md`;
  // a tenth of the findings are about the largest world's own file (its page must stay small too);
  // the rest one per entry file. In the report's order: by file (`entries/…` before `world.md`).
  const onWorld = Math.floor(size.findings / 10);
  const diagnostics = Array.from({ length: size.findings }, (_, i) =>
    i < size.findings - onWorld
      ? finding(i, codes, fileOf)
      : { ...finding(i, codes, fileOf), file: 'worlds/w0/world.md' },
  );
  const roots = Array.from({ length: size.roots }, (_, i) => (i === 0 ? '.' : `roots/extra-${i}`));
  const counts = [...size.worlds, ...Array.from({ length: size.smallWorlds }, () => 0)];
  const worlds = counts.map((n, w): CatalogWorld => ({
    id: `w${w}`,
    slug: `w${w}`,
    href: `worlds/w${w}/`,
    name: longText(w, 30),
    description: longText(w, 200),
    file: `worlds/w${w}/world.md`,
    root: '.',
    entryRoot: `worlds/w${w}/entries`,
    entryDir: `worlds/w${w}/entries`,
    bodyHtml: `<p>${longText(w, 2000).replace(/[&<>"]/g, '')}</p>` as SanitisedHtml,
    coreTokens: 1500,
    entries: Array.from({ length: n }, (_, i) => entryRow(w, i)),
    users,
    override: null,
    // the largest world's file carries a tenth of the findings: its page must stay small too
    diagnostics: w === 0 ? diagnostics.slice(size.findings - onWorld) : [],
  }));
  const characters = Array.from({ length: size.characters }, (_, i) => character(i, worlds, roots));
  const rules = routing(size);
  const count = (s: CatalogDiagnostic['severity']) => diagnostics.filter((d) => d.severity === s).length;
  const catalog: Catalog = {
    locale: 'zh-CN',
    roots,
    summary: {
      characters: characters.length,
      worlds: worlds.length,
      entries: size.worlds.reduce((a, b) => a + b, 0),
      rules: rules.rules.length,
      errors: count('error'),
      warnings: count('warning'),
      hints: count('hint'),
      scenarios: NO_SCENARIOS,
    },
    diagnostics,
    characters,
    worlds,
    entries: [],
    overrides: Array.from({ length: size.overrides }, (_, i) => override(i, size, roots)),
    routing: rules,
    retrievalScenarios: null,
    codes: [],
    search: [],
  };
  const graph = { roots: ['.'], characters: [], worlds: [], entries: [], overrides: [], diagnostics: [] };
  return {
    catalog,
    playground: { graph, routing: null } as unknown as CollectedCatalog['playground'],
    // a synthetic catalog has no graph to export: no downloads
    downloads: { worlds: new Map(), characters: new Map() },
  };
}
