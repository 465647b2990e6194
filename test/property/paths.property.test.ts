import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalize } from '../../src/common/paths.js';

/** The plain algorithm, without normalize's fast path for paths that are already normal. */
function reference(p: string): string {
  const s = p.replace(/\\/g, '/');
  const abs = s.startsWith('/');
  const out: string[] = [];
  for (const seg of s.split('/')) {
    if (seg === '' || seg === '.') continue;
    if (seg === '..') {
      if (out.length > 0 && out[out.length - 1] !== '..') out.pop();
      else if (!abs) out.push('..');
      continue;
    }
    out.push(seg);
  }
  const joined = out.join('/');
  if (abs) return '/' + joined;
  return joined === '' ? '.' : joined;
}

describe('normalize', () => {
  it('matches the plain algorithm on paths made of tricky pieces', () => {
    const piece = fc.constantFrom('a', 'b.md', '.', '..', '...', '.x', 'x.', '/', '\\', '//', '世界', 'C:');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (parts) => {
        const p = parts.join('');
        expect(normalize(p)).toBe(reference(p));
        expect(normalize(normalize(p))).toBe(normalize(p));
      }),
      { numRuns: 5000 },
    );
  });
});
