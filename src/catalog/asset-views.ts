/**
 * Characters, worlds and entries with every relation precomputed once (per-page queries
 * made large builds several times slower): world -> entries in retrieval order, world -> using characters,
 * character -> world status, entry -> worldEntries budget of every user, duplicates, overrides.
 */
import { groupBy, groupByEach } from '../common/group-by.js';
import { fitsWorldEntries } from '../assets/check-entries.js';
import type { AssetGraph, Character, Entry, Override, World } from '../assets/model.js';
import { estimateTokens } from '../budgets/tokens.js';
import type { Locale } from '../diagnostics/define.js';
import type { RealTokenCounter } from '../budgets/real-tokens.js';
import { constantLoadDetail } from '../retrieval/constant-load.js';
import { cardTexts } from './card-texts.js';
import { worldResolver } from '../retrieval/retrieve.js';
import { budgetRows } from './budget-rows.js';
import type { BudgetUse, CatalogDiagnostic, CatalogCharacter, CatalogEntry, CatalogWorld, EntryRow } from './model.js';
import { compareEntriesForRetrieval, isNeverMatchable } from './entry-order.js';
import { renderMarkdown, type SanitisedHtml } from './markdown.js';
import { slugAllocator } from './slug.js';
import { phrases } from './text.js';

export interface AssetPages {
  readonly characterHref: ReadonlyMap<string, string>;
  readonly worldHref: ReadonlyMap<string, string>;
  /** Entry file -> page. */
  readonly entryHref: ReadonlyMap<string, string>;
}

/** Slugs and page paths of every asset, allocated in a stable order. */
export function assignPages(graph: AssetGraph): AssetPages {
  const chars = slugAllocator();
  const worlds = slugAllocator();
  const characterHref = new Map<string, string>();
  const worldHref = new Map<string, string>();
  const entryHref = new Map<string, string>();
  for (const c of graph.characters) characterHref.set(c.id, `characters/${chars.take(c.id)}/`);
  for (const w of graph.worlds) worldHref.set(w.id, `worlds/${worlds.take(w.id)}/`);
  const perWorld = new Map<string, ReturnType<typeof slugAllocator>>();
  const sorted = [...graph.entries].sort((a, b) =>
    a.world !== b.world
      ? a.world < b.world
        ? -1
        : 1
      : a.id !== b.id
        ? a.id < b.id
          ? -1
          : 1
        : a.file < b.file
          ? -1
          : 1,
  );
  for (const e of sorted) {
    const base = worldHref.get(e.world);
    if (base === undefined) continue;
    let alloc = perWorld.get(e.world);
    if (!alloc) perWorld.set(e.world, (alloc = slugAllocator()));
    entryHref.set(e.file, `${base}entries/${alloc.take(e.id)}/`);
  }
  return { characterHref, worldHref, entryHref };
}

export interface AssetViewInput {
  readonly graph: AssetGraph;
  readonly pages: AssetPages;
  readonly locale: Locale;
  readonly diagnosticsByFile: ReadonlyMap<string, readonly CatalogDiagnostic[]>;
  /** Bodies rendered already (body -> `renderMarkdown(body)`); any body not in it renders here. */
  readonly rendered?: ReadonlyMap<string, SanitisedHtml> | undefined;
  /** A real tokenizer: budget pictures then show real tokens beside the estimate. */
  readonly realTokens?: RealTokenCounter;
}

/** `view` with its sanitised body: rendered already (`rendered`), else rendered here. */
function withBodyHtml<T extends object>(
  view: T,
  body: string,
  rendered: ReadonlyMap<string, SanitisedHtml> | undefined,
): T & { readonly bodyHtml: SanitisedHtml } {
  return { ...view, bodyHtml: rendered?.get(body) ?? renderMarkdown(body) };
}

const slugOf = (href: string): string => href.split('/').filter(Boolean).pop() ?? '';

function overrideOf(list: readonly Override[], kind: Override['kind'], id: string) {
  const o = list.find((x) => x.kind === kind && x.id === id);
  return o ? { winner: o.winner, shadowed: [...o.shadowed] } : null;
}

function entryRow(e: Entry, href: string, diagnostics: number): EntryRow {
  return {
    id: e.id,
    slug: slugOf(href),
    href,
    name: e.name,
    keys: e.keys,
    aliases: e.aliases,
    secondaryKeys: e.secondaryKeys,
    priority: e.priority,
    constant: e.constant,
    enabled: e.enabled,
    tokens: e.tokens,
    duplicate: e.duplicate,
    neverMatchable: isNeverMatchable(e),
    diagnosticCount: diagnostics,
  };
}

/** Real tokens of texts, each text counted once per catalog (cores and constants repeat across characters). */
export type RealCount = (text: string) => number;

export function realCount(counter: RealTokenCounter): RealCount {
  const seen = new Map<string, number>();
  return (text) => {
    let n = seen.get(text);
    if (n === undefined) {
      n = counter.count(text);
      seen.set(text, n);
    }
    return n;
  };
}

/**
 * What every turn spends before any key matches (`constantLoadDetail`, src/retrieval/constant-load.ts),
 * with the kept core and the constants in real tokens when `real` is given.
 */
export function budgetUse(
  character: Character,
  worlds: readonly World[],
  constants: readonly Entry[],
  real?: { readonly encoding: string; readonly count: RealCount },
): BudgetUse {
  const detail = constantLoadDetail(character, worlds, constants);
  if (real === undefined) return detail.load;
  const sum = (texts: readonly string[]) => texts.reduce((n, t) => n + real.count(t), 0);
  return {
    ...detail.load,
    real: {
      encoding: real.encoding,
      coreKept: sum(detail.coreTexts),
      constantTokens: sum(detail.injected.map((e) => e.body)),
    },
  };
}

/** The graph looked up by world: its entries (in retrieval order), the characters using it, its always-on entries. */
interface GraphIndex {
  readonly worldById: ReadonlyMap<string, World>;
  /** A character's resolved worlds, once each, in its order (retrieval's own resolver). */
  readonly worldsOf: (character: Character) => World[];
  readonly entriesOf: ReadonlyMap<string, readonly Entry[]>;
  readonly usersOf: ReadonlyMap<string, readonly Character[]>;
  readonly constantsOf: ReadonlyMap<string, readonly Entry[]>;
}

function indexGraph(graph: AssetGraph): GraphIndex {
  const entriesOf = groupBy(graph.entries, (e) => e.world);
  for (const list of entriesOf.values()) list.sort(compareEntriesForRetrieval);
  const usersOf = groupByEach(graph.characters, (c) => new Set(c.worlds.filter((r) => r.resolved).map((r) => r.ref)));
  const constantsOf = new Map([...entriesOf].map(([w, list]) => [w, list.filter((e) => e.constant && e.enabled)]));
  return {
    worldById: new Map(graph.worlds.map((w) => [w.id, w])),
    worldsOf: worldResolver(graph),
    entriesOf,
    usersOf,
    constantsOf,
  };
}

/** What every view needs: the input, its phrases, the real token count and the diagnostics of a file. */
interface ViewContext {
  readonly input: AssetViewInput;
  readonly p: ReturnType<typeof phrases>;
  readonly real: { readonly encoding: string; readonly count: RealCount } | undefined;
  readonly diags: (file: string | null) => readonly CatalogDiagnostic[];
  readonly index: GraphIndex;
}

export function viewAssets(input: AssetViewInput): {
  characters: CatalogCharacter[];
  worlds: CatalogWorld[];
  entries: CatalogEntry[];
} {
  const ctx: ViewContext = {
    input,
    p: phrases(input.locale),
    real: input.realTokens && { encoding: input.realTokens.encoding, count: realCount(input.realTokens) },
    diags: (file) => (file === null ? [] : (input.diagnosticsByFile.get(file) ?? [])),
    index: indexGraph(input.graph),
  };
  const characters = input.graph.characters.map((c) => characterView(c, ctx));
  const entries: CatalogEntry[] = [];
  const worlds = input.graph.worlds.map((w) => {
    const view = worldView(w, ctx);
    entries.push(...view.entries);
    return view.world;
  });
  return { characters, worlds, entries };
}

function characterView(c: Character, { input, p, real, diags, index }: ViewContext): CatalogCharacter {
  const { pages, locale, graph } = input;
  const href = pages.characterHref.get(c.id) ?? '';
  const worlds = c.worlds.map((r) => {
    const w = r.resolved ? index.worldById.get(r.ref) : undefined;
    const n = w ? (index.entriesOf.get(w.id)?.length ?? 0) : 0;
    return {
      ref: r.ref,
      resolved: w !== undefined,
      href: w ? (pages.worldHref.get(w.id) ?? null) : null,
      entries: n,
      label: `${r.ref} ${w ? p.resolved(n) : p.unresolved}`,
    };
  });
  const ex = c.examples;
  const used = index.worldsOf(c);
  const view = {
    id: c.id,
    slug: slugOf(href),
    href,
    name: c.name || c.id,
    description: c.description,
    language: c.language,
    tags: c.tags,
    isDefault: c.default,
    avatar: c.avatar,
    file: c.file,
    root: c.root,
    worlds,
    worldLine: p.worldsLabel + (worlds.length ? worlds.map((w) => w.label).join(' / ') : p.noWorlds),
    budgets: budgetRows(c.budgets, locale),
    budgetUse: budgetUse(
      c,
      used,
      used.flatMap((w) => index.constantsOf.get(w.id) ?? []),
      real,
    ),
    examples: ex ? { ref: ex.ref, file: ex.file, text: ex.text, tokens: estimateTokens(ex.text ?? '') } : null,
    override: overrideOf(graph.overrides, 'character', c.id),
    cardTexts: cardTexts(c, locale),
    diagnostics: [...diags(c.file), ...(ex?.file ? diags(ex.file) : [])],
  };
  return withBodyHtml(view, c.body, input.rendered);
}

/** A world's page and the pages of its entries (in retrieval order). */
function worldView(w: World, { input, diags, index }: ViewContext): { world: CatalogWorld; entries: CatalogEntry[] } {
  const { pages, graph } = input;
  const href = pages.worldHref.get(w.id) ?? '';
  const list = index.entriesOf.get(w.id) ?? [];
  const users = index.usersOf.get(w.id) ?? [];
  const worldLink = { id: w.id, name: w.name || w.id, href };
  const rows = list.map((e) => entryRow(e, pages.entryHref.get(e.file) ?? '', diags(e.file).length));
  const entries = list.map((e, i) => {
    const twins = e.duplicate ? list.filter((o) => o !== e && o.id === e.id) : [];
    const view = {
      ...(rows[i] as EntryRow),
      world: worldLink,
      file: e.file,
      root: e.root,
      tags: e.tags,
      parents: e.parents,
      position: i + 1,
      fits: users.map((c) => fitsWorldEntries(e.tokens, c)),
      duplicates: twins.map((o) => ({ file: o.file, href: pages.entryHref.get(o.file) ?? '' })),
      diagnostics: diags(e.file),
    };
    return withBodyHtml(view, e.body, input.rendered);
  });
  const view = {
    id: w.id,
    slug: slugOf(href),
    href,
    name: w.name || w.id,
    description: w.description,
    file: w.file,
    root: w.root,
    entryRoot: w.entryRoot,
    entryDir: w.entryDir,
    coreTokens: estimateTokens(w.body),
    entries: rows,
    users: users.map((c) => ({
      id: c.id,
      name: c.name || c.id,
      href: pages.characterHref.get(c.id) ?? '',
      worldEntries: c.budgets.values.worldEntries,
      worldEntriesSource: c.budgets.source.worldEntries,
      worldCore: c.budgets.values.worldCore,
    })),
    override: overrideOf(graph.overrides, 'world', w.id),
    diagnostics: diags(w.file),
  };
  return { world: withBodyHtml(view, w.body, input.rendered), entries };
}
