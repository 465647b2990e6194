import { describe, expect, it } from 'vitest';
import type { AssetGraph } from '../../../src/assets/model.js';
import { DEFAULT_CONFIG } from '../../../src/config/index.js';
import {
  characterGraph,
  PLAYGROUND_INDEX,
  PLAYGROUND_ROUTING,
  playgroundFiles,
  playgroundGraph,
  routingOf,
  type PlaygroundCharacterFile,
  type PlaygroundEntriesFile,
  type PlaygroundFile,
  type PlaygroundIndex,
  type PlaygroundRoutingFile,
  type PlaygroundRulesFile,
  type PlaygroundWorldFile,
} from '../../../src/catalog/playground.js';
import { retrieve } from '../../../src/retrieval/index.js';
import type { RoutingRule } from '../../../src/routing/model/types.js';
import { character, entry, sampleGraph, world } from './graph-fixture.js';

const MESSAGES = [['王都'], ['守卫 账簿'], ['皇宫', '守卫'], [], ['huge orphan b0 b3']];

/** What the browser does: fetch the index, the character's file, its worlds and their parts. */
function retrieveFromFiles(files: ReadonlyMap<string, PlaygroundFile>, id: string, messages: readonly string[]) {
  const get = <T>(f: string) => {
    expect(files.has(f), f).toBe(true);
    return JSON.parse(JSON.stringify(files.get(f))) as T; // as fetched: plain JSON
  };
  const index = get<PlaygroundIndex>(PLAYGROUND_INDEX);
  const file = index.characters.find((c) => c.id === id)?.file ?? '';
  const c = get<PlaygroundCharacterFile>(file);
  const worlds = c.worlds.map((w) => get<PlaygroundWorldFile>(w));
  const more = worlds.flatMap((w) => w.more.map((m) => get<PlaygroundEntriesFile>(m)));
  return retrieve(characterGraph(c, worlds, more), id, messages);
}

/** Two worlds whose entries interleave in the graph, one character using both, one using neither. */
function twoWorlds(): AssetGraph {
  const base = sampleGraph();
  const other = world('borea', { name: '北境' });
  const interleaved = base.entries.flatMap((e, i) => [
    e,
    entry('borea', `b${i}`, { keys: [`b${i}`, '守卫'], priority: i % 3 }),
  ]);
  return {
    ...base,
    worlds: [...base.worlds, other],
    entries: interleaved,
    characters: [
      ...base.characters,
      character('cleo', {
        worlds: [
          { ref: 'borea', resolved: true, span: null },
          { ref: 'astra', resolved: true, span: null },
        ],
      }),
      character('dan'),
      character('alice', { name: 'shadowed duplicate id' }),
    ],
  };
}

describe('playgroundGraph', () => {
  it('retrieves exactly like the full graph', () => {
    const full = sampleGraph();
    const lean = playgroundGraph(full);
    for (const messages of MESSAGES) {
      for (const c of full.characters) {
        expect(retrieve(lean, c.id, messages)).toEqual(retrieve(full, c.id, messages));
      }
    }
  });

  it('drops what the browser does not need', () => {
    const lean = playgroundGraph(sampleGraph());
    expect(lean.entries.every((e) => e.body === '')).toBe(true);
    expect(lean.diagnostics).toEqual([]);
    expect(lean.worlds[0]?.body).toBe('# 核心');
  });
});

describe('playgroundFiles', () => {
  it.each([
    ['whole worlds', undefined],
    ['worlds split into parts of one entry', 1],
  ])('gives, per character, the retrieval of the whole graph (%s)', (_name, budget) => {
    const full = twoWorlds();
    const files = playgroundFiles({ graph: full, routing: null }, budget);
    if (budget === 1) expect([...files.keys()].some((f) => /^worlds\/[^/]+\/2\.json$/.test(f))).toBe(true);
    const index = files.get(PLAYGROUND_INDEX) as PlaygroundIndex;
    expect(index.characters.map((c) => c.id)).toEqual(['alice', 'bob', 'cleo', 'dan']);
    expect(index.routing).toBeNull();
    for (const messages of MESSAGES)
      for (const c of index.characters)
        expect(retrieveFromFiles(files, c.id, messages)).toEqual(retrieve(full, c.id, messages));
  });

  it('names files by slug, one file per world and character', () => {
    const files = playgroundFiles({ graph: twoWorlds(), routing: null });
    expect([...files.keys()].sort()).toEqual([
      'characters/alice.json',
      'characters/bob.json',
      'characters/cleo.json',
      'characters/dan.json',
      'index.json',
      'worlds/astra.json',
      'worlds/borea.json',
    ]);
    expect((files.get('characters/alice.json') as PlaygroundCharacterFile).worlds).toEqual(['worlds/astra.json']);
    expect((files.get('characters/cleo.json') as PlaygroundCharacterFile).worlds).toEqual([
      'worlds/borea.json',
      'worlds/astra.json',
    ]);
  });

  it('keeps every routing rule, in order, across parts', () => {
    const rules = Array.from(
      { length: 7 },
      (_, i) => ({ id: `r${i}`, filter: { kind: 'all' }, values: {} }) as unknown as RoutingRule,
    );
    const files = playgroundFiles({ graph: sampleGraph(), routing: { rules, config: DEFAULT_CONFIG } }, 1);
    const first = files.get(PLAYGROUND_ROUTING) as PlaygroundRoutingFile;
    expect(first.more.length).toBe(6);
    const routing = routingOf(
      first,
      first.more.map((m) => files.get(m) as PlaygroundRulesFile),
    );
    expect(routing.rules.map((r) => r.id)).toEqual(rules.map((r) => r.id));
    expect((files.get(PLAYGROUND_INDEX) as PlaygroundIndex).routing).toBe(PLAYGROUND_ROUTING);
  });
});
