/**
 * The real-token hint tokenises only what it needs (docs/budgets.md "Real tokens"): a text whose
 * UTF-8 size is within the budget cannot exceed it in real tokens, so a repository where no entry
 * and no constant load could never loads the tokenizer at all.
 */
import { describe, expect, it } from 'vitest';
import { loadAssets } from '../../../src/assets/index.js';
import { countingChunks, loadRealTokenCounter, mayExceedRealTokens, realTokensAtMost } from '../../../src/budgets/real-tokens.js';
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import { nodeFileSystem } from '../../../src/node/node-fs.js';
import { checkRetrievalHygiene } from '../../../src/retrieval/hygiene/index.js';

async function run(roots: string[]) {
  const graph = await loadAssets({ roots }, nodeFileSystem());
  const counted: string[] = [];
  let loads = 0;
  const diagnostics = await checkRetrievalHygiene(graph, {
    loadCounter: async () => {
      loads++;
      const real = await loadRealTokenCounter();
      return { encoding: real.encoding, count: (text) => (counted.push(text), real.count(text)) };
    },
  });
  return { graph, diagnostics, counted, loads };
}

describe('the real-token hint', () => {
  it('never loads the tokenizer when no text could exceed its budget (the bundled examples)', async () => {
    const r = await run(['examples/global', 'examples/project']);
    expect(r.loads).toBe(0);
    expect(r.diagnostics.map((d) => d.code)).not.toContain('budget.over-in-real-tokens');
  });

  it('tokenises only the texts whose UTF-8 size exceeds the budget they fit by the estimate', async () => {
    const r = await run(['test/fixtures/budget/over-in-real-tokens/not-ok-chinese-entry']);
    expect(r.loads).toBe(1);
    expect(r.counted).toEqual([r.graph.entries[0]?.body]);
    expect(realTokensAtMost(r.counted[0] ?? '')).toBeGreaterThan(20);
  });

  it('bounds real tokens by UTF-8 bytes', async () => {
    const counter = await loadRealTokenCounter();
    for (const text of ['', 'abc', '王都塞勒恩', '😀 emoji', '<|endoftext|> plain', 'x'.repeat(1000)]) {
      expect(counter.count(text)).toBeLessThanOrEqual(realTokensAtMost(text));
    }
    expect(realTokensAtMost('a王😀')).toBe(1 + 3 + 4);
  });

  it('rules a text out by its length before reading it, and agrees with its UTF-8 size', () => {
    const reads: number[] = [];
    const watched = (text: string): string =>
      new Proxy(new String(text), {
        get: (t, k) => (k === 'charCodeAt' ? (i: number) => (reads.push(i), text.charCodeAt(i)) : Reflect.get(t, k)),
      }) as unknown as string;
    // 3 × 10 units ≤ 30: settled without one charCodeAt
    expect(mayExceedRealTokens(watched('王'.repeat(10)), 30)).toBe(false);
    expect(reads).toEqual([]);
    for (const [text, budget] of [
      ['王'.repeat(10), 29],
      ['王'.repeat(10), 30],
      ['abc王😀', 10],
      ['abc王😀', 11],
      ['x'.repeat(100), 99],
    ] as const)
      expect(mayExceedRealTokens(text, budget), `${text} ${budget}`).toBe(realTokensAtMost(text) > budget);
  });

  it('counts in chunks that give the whole text’s count on real text (the bundled examples)', async () => {
    const graph = await loadAssets({ roots: ['examples/global', 'examples/project'] }, nodeFileSystem());
    const counter = await loadRealTokenCounter();
    const texts = [...graph.entries, ...graph.worlds, ...graph.characters].map((a) => a.body);
    const long = texts.join('\n'); // over 7,000 characters: cut into several chunks
    expect(countingChunks(long).length).toBeGreaterThan(5);
    expect(countingChunks(long).join('')).toBe(long);
    for (const text of [...texts, long])
      expect(counter.count(text)).toBe(countTokens(text, { disallowedSpecial: new Set() }));
  });

  it('counts a long run without punctuation in linear time, in whole characters', async () => {
    // one 200,000-character piece would take the tokenizer's pair merging hours; cut, it takes well under a second
    const counter = await loadRealTokenCounter();
    const run = '王都塞勒恩'.repeat(40_000);
    expect(counter.count(run)).toBeGreaterThan(100_000);
    const astral = '😀'.repeat(100);
    expect(countingChunks(astral).join('')).toBe(astral);
    expect(countingChunks(astral).every((c) => !/^[\udc00-\udfff]|[\ud800-\udbff]$/.test(c))).toBe(true);
  });
});
