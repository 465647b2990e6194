/**
 * Issue 13, item 6: `check-turn` on long evidence quotes. The schema's 1,000-character limit is
 * enforced before any quadratic work (a 64 KiB quote took 17–29 s, 1 MiB over 300 s), and the
 * "spliced" classification is O(n log m) instead of a scan of every split. A fast-check property
 * checks the new classification against the old one.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkTurn } from '../../src/turn/index.js';
import { classifyQuoteMiss } from '../../src/turn/quote-diff.js';
import { args, change, defaultMessages, transcript } from '../unit/turn/turn-files.js';

const codes = (r: ReturnType<typeof checkTurn>) => r.diagnostics.map((d) => d.code);

function withQuote(quote: string, assistant?: string) {
  const messages = defaultMessages();
  if (assistant !== undefined) messages[3] = { role: 'assistant', content: assistant };
  return checkTurn(args([change({ evidence: [{ source: 'assistant', quote }] })]), transcript(messages));
}

/** Wall time of one call, for the bound below: generous, a hang is minutes. */
function timed<T>(fn: () => T): { value: T; ms: number } {
  const t = performance.now();
  const value = fn();
  return { value, ms: performance.now() - t };
}

describe('quotes over the schema limit', () => {
  it.each([
    ['64 KiB', 64 * 1024],
    ['1 MiB', 1024 * 1024],
  ])('a %s quote is a schema violation, and no quote check runs on it', (_, size) => {
    const quote = '她抬手'.repeat(Math.ceil(size / 3)).slice(0, size);
    const { value: r, ms } = timed(() => withQuote(quote, '她'.repeat(20_000)));
    expect(codes(r)).toContain('turn.schema-violation');
    expect(codes(r)).not.toContain('turn.quote-not-verbatim');
    expect(ms).toBeLessThan(5_000);
  });

  it('a quote at the limit against a 1 MiB final text finishes', () => {
    const quote = 'ab'.repeat(500); // 1,000 characters, spliced nowhere
    const { value: r, ms } = timed(() => withQuote(quote, 'a'.repeat(1024 * 1024)));
    expect(codes(r)).toContain('turn.quote-not-verbatim');
    expect(ms).toBeLessThan(5_000);
  });
});

/** The classification as it was (a scan of every split), the oracle for the property. */
function oldSpliced(text: string, quote: string): boolean {
  for (let k = 2; k <= quote.length - 2; k++) {
    if (text.includes(quote.slice(0, k)) && text.includes(quote.slice(k))) return true;
  }
  return false;
}

describe('property: the fast spliced check decides as the old scan did', () => {
  it('on random texts and quotes over a small alphabet', () => {
    const str = (max: number) => fc.string({ unit: fc.constantFrom('a', 'b', 'c', '她', '，'), maxLength: max });
    fc.assert(
      fc.property(str(40), str(12), (text, quote) => {
        const kind = classifyQuoteMiss(text, quote);
        if (kind === 'spliced' || kind === 'paraphrase') {
          expect(kind === 'spliced').toBe(oldSpliced(text, quote));
        }
      }),
      { numRuns: 3000 },
    );
  });
});
