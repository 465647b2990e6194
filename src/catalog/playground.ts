/**
 * What the site's playground needs to run the core in the browser, as small files fetched when
 * needed (docs/site.md, "Playground"): an index of the characters, one file per character, one per
 * world with its entries (split in parts when a world is large), and the routing rules with the
 * project config (plain data; the browser builds the router with routerFor and validators compiled
 * ahead of time). All paths are relative to `data/playground/`. Browser-safe.
 */
import { groupBy } from '../common/group-by.js';
import type { AssetGraph, Character, Entry, World } from '../assets/model.js';
import type { RpConfig } from '../config/types.js';
import type { RoutingRule } from '../routing/model/types.js';
import { slugAllocator } from './slug.js';

export interface PlaygroundData {
  readonly graph: AssetGraph;
  readonly routing: PlaygroundRouting | null;
}

export interface PlaygroundRouting {
  readonly rules: readonly RoutingRule[];
  readonly config: RpConfig;
}

/** `index.json`: the characters to choose from, and where the routing data is (null: no routing file). */
export interface PlaygroundIndex {
  readonly characters: readonly { readonly id: string; readonly name: string; readonly file: string }[];
  readonly routing: string | null;
}

/** `characters/<slug>.json`: the character and the files of the worlds it resolves. */
export interface PlaygroundCharacterFile {
  readonly character: Character;
  readonly worlds: readonly string[];
}

/**
 * `worlds/<slug>.json`: the world, its first entries, and the files of the rest. `at` is each
 * entry's position in the whole graph, so the browser restores the order retrieval sees in Node.
 */
export interface PlaygroundWorldFile {
  readonly world: World;
  readonly entries: readonly Entry[];
  readonly at: readonly number[];
  readonly more: readonly string[];
}

/** `worlds/<slug>/<n>.json`: more entries of a large world. */
export interface PlaygroundEntriesFile {
  readonly entries: readonly Entry[];
  readonly at: readonly number[];
}

/** `routing.json`: the project config and the first rules; `routing/<n>.json` hold the rest, in order. */
export interface PlaygroundRoutingFile {
  readonly config: RpConfig;
  readonly rules: readonly RoutingRule[];
  readonly more: readonly string[];
}

/** `routing/<n>.json`: more rules of a large rule set. */
export interface PlaygroundRulesFile {
  readonly rules: readonly RoutingRule[];
}

export type PlaygroundFile =
  | PlaygroundIndex
  | PlaygroundCharacterFile
  | PlaygroundWorldFile
  | PlaygroundEntriesFile
  | PlaygroundRoutingFile
  | PlaygroundRulesFile;

export const PLAYGROUND_INDEX = 'index.json';
export const PLAYGROUND_ROUTING = 'routing.json';

/** The JSON size a file's entries or rules (one part) stay under: far below the 1 MB file goal. */
export const ENTRIES_PART_BYTES = 256 * 1024;

/**
 * The graph the playground retrieves over: no diagnostics, no key positions, and no character or
 * entry bodies (retrieval reads the precomputed `tokens`, the examples text and world bodies only;
 * a unit test proves the result is the same). This keeps the files small.
 */
export function playgroundGraph(graph: AssetGraph): AssetGraph {
  return {
    roots: graph.roots,
    characters: graph.characters.map((c) => ({ ...c, keySpans: {}, body: '' })),
    worlds: graph.worlds.map((w) => ({ ...w, keySpans: {} })),
    entries: graph.entries.map((e) => ({ ...e, keySpans: {}, body: '' })),
    overrides: graph.overrides,
    diagnostics: [],
  };
}

/** Items in parts of at most `budget` UTF-16 units of JSON (a part holds at least one item). */
function parts<T>(items: readonly T[], budget: number): T[][] {
  const out: T[][] = [];
  let current: T[] = [];
  let size = 0;
  for (const item of items) {
    const itemSize = JSON.stringify(item).length + 12;
    if (current.length > 0 && size + itemSize > budget) {
      out.push(current);
      current = [];
      size = 0;
    }
    current.push(item);
    size += itemSize;
  }
  out.push(current);
  return out;
}

const unzip = (part: readonly (readonly [Entry, number])[]) => ({
  entries: part.map(([e]) => e),
  at: part.map(([, at]) => at),
});

/**
 * Every file of the playground's data, path → content (see the file comment). `graph` is the
 * loader's graph; it is trimmed here with playgroundGraph.
 */
export function playgroundFiles(
  data: PlaygroundData,
  budget: number = ENTRIES_PART_BYTES,
): ReadonlyMap<string, PlaygroundFile> {
  const graph = playgroundGraph(data.graph);
  const files = new Map<string, PlaygroundFile>();
  // worlds as retrieval finds them (by id, the last of an id wins), entries grouped by world
  const worlds = new Map(graph.worlds.map((w) => [w.id, w]));
  const entriesOf = groupBy(
    graph.entries.map((e, i): [Entry, number] => [e, i]),
    ([e]) => e.world,
  );
  const worldSlugs = slugAllocator();
  const worldFile = new Map<string, string>();
  for (const id of [...worlds.keys()].sort()) {
    const world = worlds.get(id) as World;
    const slug = worldSlugs.take(id);
    const [first = [], ...rest] = parts(entriesOf.get(id) ?? [], budget);
    const more = rest.map((_, n) => `worlds/${slug}/${n + 2}.json`);
    rest.forEach((p, n) => files.set(more[n] as string, unzip(p)));
    const file = `worlds/${slug}.json`;
    files.set(file, { world, ...unzip(first), more });
    worldFile.set(id, file);
  }
  // characters as retrieval finds them (the first of an id), listed in the graph's order
  const seen = new Set<string>();
  const firstOfId = graph.characters.filter((c) => !seen.has(c.id) && (seen.add(c.id), true));
  const characterSlugs = slugAllocator();
  const characterFile = new Map([...seen].sort().map((id) => [id, `characters/${characterSlugs.take(id)}.json`]));
  const characters = firstOfId.map((character) => {
    const file = characterFile.get(character.id) as string;
    const linked = character.worlds.flatMap((w) => (w.resolved ? (worldFile.get(w.ref) ?? []) : []));
    files.set(file, { character, worlds: [...new Set(linked)] });
    return { id: character.id, name: character.name, file };
  });
  if (data.routing !== null) {
    const [first = [], ...rest] = parts(data.routing.rules, budget);
    const more = rest.map((_, n) => `routing/${n + 2}.json`);
    rest.forEach((rules, n) => files.set(more[n] as string, { rules }));
    files.set(PLAYGROUND_ROUTING, { config: data.routing.config, rules: first, more });
  }
  files.set(PLAYGROUND_INDEX, { characters, routing: data.routing === null ? null : PLAYGROUND_ROUTING });
  return files;
}

/**
 * The graph one character's retrieval reads, assembled from its file and its worlds' files (with
 * their parts): retrieve() over it gives what it gives over the whole graph.
 */
export function characterGraph(
  file: PlaygroundCharacterFile,
  worlds: readonly PlaygroundWorldFile[],
  more: readonly PlaygroundEntriesFile[],
): AssetGraph {
  const placed: [Entry, number][] = [];
  for (const part of [...worlds, ...more]) part.entries.forEach((e, i) => placed.push([e, part.at[i] ?? 0]));
  placed.sort((a, b) => a[1] - b[1]);
  return {
    roots: [],
    characters: [file.character],
    worlds: worlds.map((w) => w.world),
    entries: placed.map(([e]) => e),
    overrides: [],
    diagnostics: [],
  };
}

/** The rule set from `routing.json` and its parts, in order. */
export function routingOf(file: PlaygroundRoutingFile, more: readonly PlaygroundRulesFile[]): PlaygroundRouting {
  return { config: file.config, rules: [...file.rules, ...more.flatMap((m) => m.rules)] };
}
