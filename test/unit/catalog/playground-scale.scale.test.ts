/**
 * The playground's data at 100,000 entries (issue 18 point 3): an asset graph generated in memory
 * (the bench corpus's names and prose, its routing rules; no loader, no Astro) is split into the
 * files the playground fetches. No file may exceed 1 MB; the old single `playground.json` did
 * (the test checks that too, so it cannot pass with the old layout).
 */
import { Buffer } from 'node:buffer';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- plain JavaScript without declarations (the bench corpus generator)
import { markdownBody, paragraph, personName, placeName } from '../../../bench/corpus/prose.js';
import { createRng } from '../../../bench/corpus/rng.js';
import { generateRules } from '../../../bench/corpus/rules.js';
import type { AssetGraph, Character, Entry, World } from '../../../src/assets/model.js';
import { estimateTokens } from '../../../src/budgets/tokens.js';
import { DEFAULT_CONFIG } from '../../../src/config/index.js';
import {
  PLAYGROUND_INDEX,
  playgroundFiles,
  playgroundGraph,
  type PlaygroundIndex,
  type PlaygroundWorldFile,
  type PlaygroundEntriesFile,
} from '../../../src/catalog/playground.js';
import type { RoutingRule } from '../../../src/routing/model/types.js';
import { budgets, character, entry, world } from './graph-fixture.js';

interface Rng {
  int(min: number, max: number): number;
  fork(n: number): Rng;
}
type Prose = (rng: Rng, ...args: unknown[]) => string;

const MB = 1024 * 1024;

/**
 * `entries` entries over entries/250 worlds (one world holds a fifth of them: a large world must
 * not become one large file), 4 % characters using one to three worlds, and 4 % routing rules.
 */
function generatedGraph(entries: number): { graph: AssetGraph; rules: RoutingRule[] } {
  const rng = createRng(7) as Rng;
  const worldCount = Math.max(2, Math.round(entries / 250));
  const worlds: World[] = [];
  for (let i = 0; i < worldCount; i++) {
    const id = `world-${String(i).padStart(4, '0')}`;
    const name = (placeName as Prose)(rng);
    const body = (markdownBody as Prose)(rng, name, 800);
    worlds.push(
      world(id, { name, body, file: `roleplay/worlds/${id}/WORLD.md`, entryDir: `roleplay/worlds/${id}/entries` }),
    );
  }
  const list: Entry[] = [];
  for (let i = 0; i < entries; i++) {
    const w = i % 5 === 0 ? 0 : rng.int(1, worldCount - 1);
    const worldId = (worlds[w] as World).id;
    const id = `entry-${String(i).padStart(6, '0')}`;
    const name = (placeName as Prose)(rng);
    const body = (paragraph as Prose)(rng, rng.int(150, 600));
    list.push(
      entry(worldId, id, {
        name,
        body,
        tokens: estimateTokens(body),
        keys: [name, (paragraph as Prose)(rng, 6)],
        aliases: i % 3 === 0 ? [(personName as Prose)(rng)] : [],
        secondaryKeys: i % 4 === 0 ? [(paragraph as Prose)(rng, 4)] : [],
        priority: rng.int(0, 100),
        constant: i % 97 === 0,
        file: `roleplay/worlds/${worldId}/entries/${String(i % 40)}/${id}.md`,
        worldFile: `roleplay/worlds/${worldId}/WORLD.md`,
      }),
    );
  }
  const characters: Character[] = [];
  for (let i = 0; i < Math.round(entries * 0.04); i++) {
    const id = `char-${String(i).padStart(5, '0')}`;
    const refs = Array.from({ length: rng.int(1, 3) }, () => (worlds[rng.int(0, worldCount - 1)] as World).id);
    characters.push(
      character(id, {
        name: (personName as Prose)(rng),
        body: (markdownBody as Prose)(rng, id, 1200),
        worlds: refs.map((ref) => ({ ref, resolved: true, span: null })),
        budgets: budgets({ worldEntries: rng.int(500, 4000) }),
      }),
    );
  }
  const rules = (generateRules as (rng: Rng, o: { count: number }) => RoutingRule[])(rng.fork(12), {
    count: Math.round(entries * 0.04),
  });
  return {
    graph: { roots: ['roleplay'], characters, worlds, entries: list, overrides: [], diagnostics: [] },
    rules,
  };
}

describe('the playground data at 100,000 entries', () => {
  it('is split into files of at most 1 MB, where the old single file was larger', () => {
    const { graph, rules } = generatedGraph(100_000);
    const data = { graph, routing: { rules, config: DEFAULT_CONFIG } };
    const files = playgroundFiles(data);
    const sizes = [...files].map(
      ([file, content]) => [file, Buffer.byteLength(JSON.stringify(content))] as const,
    );
    const [largestFile, largest] = sizes.reduce((a, b) => (b[1] > a[1] ? b : a));
    console.log(`playground data at 100,000 entries: ${sizes.length} files, largest ${largestFile} ${largest} bytes`);
    expect(largest).toBeLessThanOrEqual(MB);

    const index = files.get(PLAYGROUND_INDEX) as PlaygroundIndex;
    expect(index.characters.length).toBe(4000);
    const entriesInFiles = [...files]
      .filter(([f]) => f.startsWith('worlds/'))
      .reduce((n, [, c]) => n + (c as PlaygroundWorldFile | PlaygroundEntriesFile).entries.length, 0);
    expect(entriesInFiles).toBe(100_000);
    // the large world is in parts
    expect(files.has('worlds/world-0000/2.json')).toBe(true);

    // the old layout: one data/playground.json with the whole trimmed graph
    const old = Buffer.byteLength(JSON.stringify({ graph: playgroundGraph(graph), routing: data.routing }));
    console.log(`the old single playground.json at 100,000 entries: ${old} bytes`);
    expect(old).toBeGreaterThan(MB);
  });
});
