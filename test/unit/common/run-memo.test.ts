/** The run memo's own rules (src/common/run-memo.ts); the language server's use of it: test/unit/lsp/incremental.test.ts. */
import { describe, expect, it } from 'vitest';
import { createRunMemo, NO_MEMO } from '../../../src/common/run-memo.js';
import type { RunMemo } from '../../../src/common/run-memo.js';

interface Doc {
  readonly file: string;
  readonly name: string;
  readonly body: string;
}
const doc = (name: string, body: string): Doc => ({ file: 'a.md', name, body });

function facts(memo: RunMemo, calls = { n: 0 }) {
  return memo.derive(
    'facts',
    (d: Doc) => d.file,
    (d: Doc) => (calls.n++, { name: d.name }),
  );
}

describe('RunMemo.derive', () => {
  it('gives the last value again for a new object whose derived part is unchanged', () => {
    const memo = createRunMemo();
    const first = facts(memo)(doc('a', 'one'));
    memo.endRun();
    expect(facts(memo)(doc('a', 'two'))).toBe(first);
    memo.endRun();
    const renamed = facts(memo)(doc('b', 'two'));
    expect(renamed).not.toBe(first);
    expect(renamed).toEqual({ name: 'b' });
  });

  it('derives once per object across runs, and forgets a key after a run that did not ask for it', () => {
    const memo = createRunMemo();
    const calls = { n: 0 };
    const input = doc('a', 'one');
    const first = facts(memo, calls)(input);
    memo.endRun();
    expect(facts(memo, calls)(input)).toBe(first);
    expect(calls.n).toBe(1);
    memo.endRun();
    memo.endRun(); // a run that did not ask
    expect(facts(memo, calls)(doc('a', 'three'))).not.toBe(first);
  });

  it('without a memo derives per object for the run', () => {
    const input = doc('a', 'one');
    const f = facts(NO_MEMO);
    expect(f(input)).toBe(f(input));
    expect(f(doc('a', 'one'))).not.toBe(f(input));
  });
});
