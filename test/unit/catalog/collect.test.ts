import { describe, expect, it } from 'vitest';
import { collectCatalog } from '../../../src/catalog/collect.js';
import { memoryFileSystem } from '../../../src/common/memory-fs.js';
import { renderMarkdown as renderMarkdownSync } from '../../../src/catalog/markdown.js';
import { renderMarkdownJob } from '../../../src/catalog/markdown-job.js';
import { inlineExecutor } from '../../../src/common/executor.js';
import type { Executor } from '../../../src/common/executor.js';

/** The body of an asset file: everything after its frontmatter's closing line. */
const bodyOf = (file: string): string => file.slice(file.indexOf('\n---\n') + 5);

const CHARACTER = '---\nid: alice\nname: 爱丽丝\nworlds: [astra]\n---\n\n# 爱丽丝\n';
const WORLD = '---\nid: astra\nname: 阿斯特拉\n---\n\n核心\n';
const ENTRY = '---\nid: capital\nkeys: [王都]\n---\n\n王都的城门在黄昏时关闭。\n';

function files(extra: Record<string, string> = {}) {
  return memoryFileSystem({
    'repo/roleplay/characters/alice/CHARACTER.md': CHARACTER,
    'repo/roleplay/worlds/astra/WORLD.md': WORLD,
    'repo/roleplay/worlds/astra/entries/capital.md': ENTRY,
    ...extra,
  });
}

const options = (routing: string | null) => ({
  roots: ['repo/roleplay'],
  routing,
  config: null,
  configDiagnostics: [],
  locale: 'en' as const,
  repoUrl: null,
});

describe('collectCatalog', () => {
  it('builds the catalog and playground data through the core', async () => {
    const fs = files({
      'repo/routing.yaml':
        "rules:\n  - id: global\n    filter: { kind: 'true' }\n    values:\n      chat.model: { model: a }\n",
    });
    const { catalog, playground } = await collectCatalog(options('repo/routing.yaml'), fs);
    expect(catalog.characters.map((c) => c.worldLine)).toEqual(['Worlds: astra ✓(1 entry)']);
    expect(catalog.entries.map((e) => e.href)).toEqual(['worlds/astra/entries/capital/']);
    expect(catalog.routing?.rules.map((r) => r.id)).toEqual(['global']);
    expect(catalog.summary.rules).toBe(1);
    expect(playground.routing?.rules).toHaveLength(1);
    expect(playground.graph.entries[0]?.body).toBe('');
  });

  it('publishes a missing or broken routing file as findings instead of failing', async () => {
    for (const [name, fs] of [
      ['missing', files()],
      ['broken', files({ 'repo/routing.yaml': 'rules: [ { id: global, filter: ' })],
      ['no global', files({ 'repo/routing.yaml': 'rules:\n  - id: x\n    filter: { kind: direct }\n' })],
    ] as const) {
      const { catalog } = await collectCatalog(options('repo/routing.yaml'), fs);
      expect(catalog.routing, name).not.toBeNull();
      expect(catalog.routing?.diagnostics.length, name).toBeGreaterThan(0);
      expect(
        catalog.diagnostics.some((d) => d.file === 'repo/routing.yaml'),
        name,
      ).toBe(true);
    }
  });

  it('has no routing section without a routing file', async () => {
    const { catalog, playground } = await collectCatalog(options(null), files());
    expect(catalog.routing).toBeNull();
    expect(playground.routing).toBeNull();
  });

  it('renders the bodies through the executor, each distinct body once, and holds plain HTML strings', async () => {
    const fs = files({ 'repo/roleplay/worlds/astra/entries/gate.md': '---\nid: gate\nkeys: [门]\n---\n\n**门**\n' });
    const plain = await collectCatalog(options(null), fs);
    const asked: string[] = [];
    const inline = inlineExecutor(fs);
    const executor: Executor = {
      capacity: inline.capacity,
      run: async (job, input) => {
        if (job === (renderMarkdownJob as unknown)) asked.push(input as string);
        // every result comes back later, as from a worker
        await new Promise((resolve) => setTimeout(resolve, 5));
        return inline.run(job, input);
      },
    };
    const { catalog } = await collectCatalog({ ...options(null), executor }, fs);
    // every distinct body went out once, characters and worlds before entries (their pages come first)
    expect(asked.slice(0, 2)).toEqual([CHARACTER, WORLD].map(bodyOf));
    expect(asked.sort()).toEqual([...new Set([CHARACTER, WORLD, ENTRY].map(bodyOf).concat('\n**门**\n'))].sort());
    const html = (c: typeof catalog) => [c.characters, c.worlds, c.entries].flat().map((x) => x.bodyHtml);
    expect(html(catalog)).toEqual(html(plain.catalog));
    expect(catalog.entries.find((e) => e.id === 'gate')?.bodyHtml).toBe(renderMarkdownSync('\n**门**\n'));
    // plain data: the catalog survives structured clone unchanged
    expect(structuredClone(catalog.entries)).toEqual(catalog.entries);
  });

  it('fails with the file and the cause when a body cannot be rendered', async () => {
    const fs = files({});
    const inline = inlineExecutor(fs);
    const executor: Executor = {
      capacity: inline.capacity,
      run: (job, input) =>
        job === (renderMarkdownJob as unknown) ? Promise.reject(new Error('worker gone')) : inline.run(job, input),
    };
    const collected = collectCatalog({ ...options(null), executor }, fs);
    await expect(collected).rejects.toThrow(/^the body of repo\/roleplay\/.* could not be rendered: worker gone$/);
    await expect(collected).rejects.toHaveProperty('cause.message', 'worker gone');
  });
});
