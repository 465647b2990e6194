/**
 * Issue 29, point 1: no regex from a repository runs without a bound. A generated corpus of
 * pathological shapes (nested quantifiers, alternation chains, lookaround + bounded repeats,
 * backreferences; bench/lib/regex-corpus.js) on adversarial texts up to the 20,000-character
 * window, through both doors a repository has: a `content` predicate (compileContentRegex) and a
 * JSON Schema `pattern` (the routing ajv). Each call runs on a worker thread; one that has not
 * ended after 10 s is a hang (the worker is terminated and the call named). The target is 1 s a
 * call; bench/suites/regex.js reports the worst time measured. Before the fix the alternation
 * chain `(?=a)(?:a|[a])×k b` hung at k = 28 on 40 a's, and `(a+)+$` as a schema pattern on 32 a's
 * and `!`.
 */
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module of the bench, without types
import { corpusCalls as untypedCorpus, runCorpus as untypedRun } from '../../bench/lib/regex-watchdog.js';
import { bundledRoutingEngines } from './support/bundle-engines.js';

interface Call {
  readonly engine: 'content' | 'schema';
  readonly p: number;
  readonly t: number;
}
interface Corpus {
  readonly patterns: readonly { readonly family: string; readonly pattern: string }[];
  readonly texts: readonly string[];
  readonly calls: readonly Call[];
}
const corpusCalls = untypedCorpus as () => Corpus;
const runCorpus = untypedRun as (
  engines: string,
  o: { deadlineMs: number; corpus: Corpus },
) => Promise<{ times: readonly (Call & { ms: number })[]; hung: (Call & { pattern: string }) | null }>;

const DEADLINE_MS = 10_000;

describe('the pathological-regex corpus', () => {
  const corpus = corpusCalls();

  it('covers every family with both engines', () => {
    const families = new Set(corpus.patterns.map((p) => p.family));
    expect([...families].sort()).toEqual([
      'alternation chain',
      'backreferences',
      'lookaround + bounded repeats',
      'nested quantifiers',
    ]);
    expect(corpus.calls.length).toBeGreaterThan(2000);
  });

  it('ends every call (no call hangs the worker past 10 s)', async () => {
    const { times, hung } = await runCorpus(await bundledRoutingEngines(), { deadlineMs: DEADLINE_MS, corpus });
    expect(hung, 'a call that never ended').toBeNull();
    expect(times).toHaveLength(corpus.calls.length);
  }, 600_000);
});
