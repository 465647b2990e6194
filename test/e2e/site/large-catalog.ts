/**
 * A generated catalog at the scale of issue 18 ("pages that stay small"): 100,000 entries in five
 * worlds (one of 60,000) and 10,000 findings, built in memory as the model the pages read, with
 * long titles, keys and messages (the worst case a page size must hold). Entry and character pages
 * are left out (`entries: []`, `characters: []`): each of those shows one object, and leaving them
 * out keeps the build to the pages that list many (world pages, the diagnostics lists).
 */
import type { CollectedCatalog } from '../../../src/catalog/collect.js';
import type { SanitisedHtml } from '../../../src/catalog/markdown.js';
import type { Catalog, CatalogDiagnostic, CatalogWorld, EntryRow, WorldUser } from '../../../src/catalog/model.js';
import { codeHref } from '../../../src/catalog/diagnostic-view.js';
import { registry } from '../../../src/diagnostics/registry.js';

export interface LargeCatalogSize {
  /** Entries of each world, the first the largest. */
  readonly worlds: readonly number[];
  readonly findings: number;
}

export const ISSUE_18_SIZE: LargeCatalogSize = { worlds: [60_000, 10_000, 10_000, 10_000, 10_000], findings: 10_000 };

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
  const worlds = size.worlds.map((n, w): CatalogWorld => ({
    id: `w${w}`,
    slug: `w${w}`,
    href: `worlds/w${w}/`,
    name: longText(w, 30),
    description: longText(w, 200),
    file: `worlds/w${w}/world.md`,
    root: '.',
    entryRoot: `worlds/w${w}/entries`,
    entryDir: `worlds/w${w}/entries`,
    bodyHtml: Promise.resolve(`<p>${longText(w, 2000).replace(/[&<>"]/g, '')}</p>` as SanitisedHtml),
    coreTokens: 1500,
    entries: Array.from({ length: n }, (_, i) => entryRow(w, i)),
    users,
    override: null,
    // the largest world's file carries a tenth of the findings: its page must stay small too
    diagnostics: w === 0 ? diagnostics.slice(size.findings - onWorld) : [],
  }));
  const count = (s: CatalogDiagnostic['severity']) => diagnostics.filter((d) => d.severity === s).length;
  const catalog: Catalog = {
    locale: 'zh-CN',
    roots: ['.'],
    summary: {
      characters: users.length,
      worlds: worlds.length,
      entries: size.worlds.reduce((a, b) => a + b, 0),
      rules: 0,
      errors: count('error'),
      warnings: count('warning'),
      hints: count('hint'),
    },
    diagnostics,
    characters: [],
    worlds,
    entries: [],
    overrides: [],
    routing: null,
    retrievalScenarios: null,
    codes: [],
    search: [],
  };
  const graph = { roots: ['.'], characters: [], worlds: [], entries: [], overrides: [], diagnostics: [] };
  return { catalog, playground: { graph, routing: null } as unknown as CollectedCatalog['playground'] };
}
