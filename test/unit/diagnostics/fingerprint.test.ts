import { describe, expect, it, vi } from 'vitest';
import { fingerprint, fnv1a64 } from '../../../src/diagnostics/fingerprint.js';
import { sampleDiagnostics } from './support/sample-diagnostics.js';

vi.mock('../../../src/diagnostics/registry.js', async () =>
  (await import('./support/test-registry.js')).mockRegistry(),
);

describe('fingerprint', () => {
  it('is FNV-1a 64 over UTF-8', () => {
    expect(fnv1a64('')).toBe('cbf29ce484222325');
    expect(fnv1a64('a')).toBe('af63dc4c8601ec8c');
    expect(fnv1a64('角色')).toMatch(/^[0-9a-f]{16}$/);
  });

  it('survives line and column moves', () => {
    const [, d] = sampleDiagnostics();
    expect(fingerprint({ ...d!, line: 99, column: 7, endLine: 120, endColumn: 1 })).toBe(fingerprint(d!));
  });

  it('changes with the code, the file, the key or the message data', () => {
    const [withKey, noKey] = sampleDiagnostics();
    const base = fingerprint(noKey!);
    expect(fingerprint({ ...noKey!, file: 'other.md' })).not.toBe(base);
    expect(fingerprint({ ...noKey!, data: { id: 'other' } })).not.toBe(base);
    expect(fingerprint({ ...noKey!, code: 'world.test-unresolved', data: { character: 'x', ref: 'y' } })).not.toBe(
      base,
    );
    expect(fingerprint({ ...withKey!, key: 'alice/other' })).not.toBe(fingerprint(withKey!));
  });

  it('uses the key rather than the message when one is given', () => {
    const [d] = sampleDiagnostics();
    expect(fingerprint({ ...d!, data: { character: 'alice', ref: 'changed' } })).toBe(fingerprint(d!));
  });
});

describe('fnv1a64 against a BigInt reference', () => {
  function reference(text: string): string {
    let h = 0xcbf29ce484222325n;
    for (const b of new TextEncoder().encode(text)) h = ((h ^ BigInt(b)) * 0x100000001b3n) & 0xffffffffffffffffn;
    return h.toString(16).padStart(16, '0');
  }
  it.each(['', 'a', 'foobar', '角色 alice/astara', '\u0000\uffff', 'x'.repeat(1000)])('matches for %j', (text) => {
    expect(fnv1a64(text)).toBe(reference(text));
  });
});
