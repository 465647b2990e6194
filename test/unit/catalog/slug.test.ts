import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { slugAllocator, slugify } from '../../../src/catalog/slug.js';

describe('slugify', () => {
  it('keeps plain lowercase ids', () => {
    expect(slugify('alice')).toBe('alice');
    expect(slugify('astra-capital_2')).toBe('astra-capital_2');
  });

  it('gives CJK, spaces, dots and upper case a readable part plus a hash', () => {
    expect(slugify('王都')).toMatch(/^x-[0-9a-f]{8}$/);
    expect(slugify('王都')).not.toBe(slugify('王城'));
    expect(slugify('astra capital')).toMatch(/^astra-capital-[0-9a-f]{8}$/);
    expect(slugify('..')).toMatch(/^x-[0-9a-f]{8}$/);
    expect(slugify('../../etc/passwd')).toMatch(/^etc-passwd-[0-9a-f]{8}$/);
    expect(slugify('Alice')).not.toBe(slugify('alice'));
    expect(slugify('con')).not.toBe('con');
  });

  it('never gives a number or `tags`, which are list pages beside the asset pages (`characters/2/`, `characters/tags/`)', () => {
    expect(slugify('2')).toMatch(/^2-[0-9a-f]{8}$/);
    expect(slugify('0042')).toMatch(/^0042-[0-9a-f]{8}$/);
    expect(slugify('tags')).toMatch(/^tags-[0-9a-f]{8}$/);
    expect(slugify('2b')).toBe('2b');
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), (id) => {
        expect(slugify(id)).not.toMatch(/^(\d+|tags)$/);
      }),
    );
  });

  it('is stable', () => {
    expect(slugify('王都')).toBe(slugify('王都'));
  });

  it('always produces a safe single path segment', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 80 }), (id) => {
        const s = slugify(id);
        expect(s).toMatch(/^[a-z0-9][a-z0-9_-]*$/);
        expect(s.length).toBeLessThanOrEqual(64);
      }),
    );
  });

  it('allocates unique slugs for ids that slugify alike', () => {
    const a = slugAllocator();
    expect([a.take('x'), a.take('x'), a.take('x')]).toEqual(['x', 'x-2', 'x-3']);
  });
});
