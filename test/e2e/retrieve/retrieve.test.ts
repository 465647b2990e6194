import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../cli/run-cli.js';

const REPO = join(import.meta.dirname, '../../fixtures/retrieval/preview-capital');

interface Doc {
  version: number;
  character: string;
  query: { recentMessages: number; messages: string[] };
  injected: {
    id: string;
    file: string;
    score: number;
    matched: { kind: string; key: string }[];
    tokens: number;
    runningTokens: number;
  }[];
  excluded: { id: string; file: string; reason: string; budget?: { name: string } }[];
  worldCore: { parts: { world: string; cutChars: number }[] };
  examples: { cutChars: number };
  diagnostics: { code: string; message: string }[];
}

async function preview(...messages: string[]) {
  const r = await runCli(['retrieve', '.', '--character', 'alice', ...messages.flatMap((m) => ['--message', m])], REPO);
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  return JSON.parse(r.stdout) as Doc;
}

describe('rp-assets retrieve', () => {
  it('prints the injected entries in order with scores, keys and tokens, and every left-out entry with its reason', async () => {
    const doc = await preview('很久以前的历史', '我们去王都的皇宫吧，顺便问问守卫和abc商会');
    expect(doc.version).toBe(1);
    expect(doc.query.recentMessages).toBe(2);
    expect(doc.injected.map((e) => [e.id, e.score])).toEqual([
      ['oath', 0],
      ['capital', 1.5],
      ['merchant', 1],
      ['guard', 1],
    ]);
    expect(doc.injected[1]?.matched.map((k) => `${k.kind}:${k.key}`)).toEqual(['key:王都', 'secondary:皇宫']);
    expect(doc.injected.at(-1)?.file).toBe('worlds/astra/entries/npc/guard.md');
    const reasons = Object.fromEntries(
      doc.excluded.map((x) => [x.file.replace('worlds/astra/entries/', ''), x.reason]),
    );
    expect(reasons).toEqual({
      'lore/history.md': 'budget',
      'dup/guard.md': 'duplicate-id',
      'misc/notes.md': 'never-matchable',
      'npc/old-captain.md': 'disabled',
    });
    expect(doc.worldCore.parts[0]?.cutChars).toBeGreaterThan(0);
    expect(doc.examples.cutChars).toBeGreaterThan(0);
    expect(doc.diagnostics.map((d) => d.code)).toEqual([
      'retrieval.world-core-truncated',
      'retrieval.examples-truncated',
    ]);
    // The same diagnostic projection as `validate --format json` (docs/cli.md), not a reduced copy.
    expect(Object.keys(doc.diagnostics[0] ?? {})).toEqual(
      expect.arrayContaining([
        'severity',
        'code',
        'file',
        'line',
        'column',
        'endLine',
        'endColumn',
        'consequence',
        'fix',
        'related',
      ]),
    );
  });

  it('uses only the last recentMessages messages', async () => {
    const doc = await preview('王都', '守卫', '天气不错');
    expect(doc.query.messages).toEqual(['守卫', '天气不错']);
    expect(doc.injected.map((e) => e.id)).toEqual(['oath', 'guard']);
  });

  it('prints an aligned text table with --format text', async () => {
    const r = await runCli(
      ['retrieve', '.', '--character', 'alice', '--message', '王都的守卫', '--format', 'text', '--locale', 'en'],
      REPO,
    );
    expect(r.code).toBe(0);
    const lines = r.stdout.split('\n');
    const header = lines.findIndex((l) => l.includes('#') && l.includes('entry'));
    expect(header).toBeGreaterThan(0);
    expect(lines[header + 1]).toMatch(/^\s+1\s+oath\s+astra\s+yes/);
    expect(r.stdout).toContain('never matchable');
  });

  it('gives real tokens (o200k_base) beside the estimate, in JSON and text, without changing what fits', async () => {
    const json = await runCli(['retrieve', '.', '--character', 'alice', '--message', '王都的守卫'], REPO);
    const doc = JSON.parse(json.stdout) as {
      injected: { id: string; tokens: number; realTokens: number }[];
      excluded: { id: string; realTokens: number }[];
      contextTotal: { used: number; worldCore: number };
      realTokens: { encoding: string; worldCore: number; worldEntries: number; used: number; examples: number };
    };
    // the capital entry's body: 31 Han characters and punctuation, 8 tokens by the estimate
    const capital = doc.injected.find((e) => e.id === 'capital');
    expect(capital?.tokens).toBe(8);
    expect(capital?.realTokens).toBeGreaterThan(2 * (capital?.tokens ?? 0));
    expect(doc.excluded.every((x) => Number.isInteger(x.realTokens))).toBe(true);
    const t = doc.realTokens;
    expect(t.encoding).toBe('o200k_base');
    expect(t.worldEntries).toBe(doc.injected.reduce((n, e) => n + e.realTokens, 0));
    expect(t.used).toBe(t.worldCore + t.worldEntries);
    expect(t.worldCore).toBeGreaterThan(doc.contextTotal.worldCore);
    // additive: the estimate's figures are those of a preview without the tokenizer
    expect(doc.injected.map((e) => e.id)).toEqual(['oath', 'capital', 'guard']);

    const text = await runCli(
      ['retrieve', '.', '--character', 'alice', '--message', '王都的守卫', '--format', 'text', '--locale', 'en'],
      REPO,
    );
    const lines = text.stdout.split('\n');
    const header = lines.find((l) => l.includes('#') && l.includes('entry')) ?? '';
    expect(header).toMatch(/tokens\s+real\s+running/);
    const row = lines.find((l) => /^\s+2\s+capital\s/.test(l)) ?? '';
    expect(row).toMatch(new RegExp(`\\s8\\s+${capital?.realTokens}\\s`));
    expect(text.stdout).toContain(
      `Real tokens (o200k_base, for reference; budgets use the estimate): world context ${t.used}`,
    );
  });

  it('exits 2 with a did-you-mean for an unknown character', async () => {
    const r = await runCli(['retrieve', '.', '--character', 'alcie', '--message', 'x'], REPO);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('did you mean `alice`');
    expect(r.stdout).toBe('');
  });

  it('exits 2 without --message or with a format it does not offer', async () => {
    expect((await runCli(['retrieve', '.', '--character', 'alice'], REPO)).code).toBe(2);
    expect(
      (await runCli(['retrieve', '.', '--character', 'alice', '--message', 'x', '--format', 'sarif'], REPO)).code,
    ).toBe(2);
  });
});
