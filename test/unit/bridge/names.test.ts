/** Readable, safe, deterministic names: CJK stays, anything path-like goes, clashes count up in order. */
import { describe, expect, it } from 'vitest';
import { NamePool, slugOf } from '../../../src/bridge/shared/names.js';
import { fixture, importAll } from './support.js';

describe('names', () => {
  it('keeps the letters of every script and drops what a path could use', () => {
    expect(slugOf('王都塞勒恩', 'x')).toBe('王都塞勒恩');
    expect(slugOf('Harbour Master (old)', 'x')).toBe('harbour-master-old');
    expect(slugOf('../../etc/passwd', 'x')).toBe('etc-passwd');
    expect(slugOf('..', 'entry-3')).toBe('entry-3');
    expect(slugOf('ＡＢＣ１２３', 'x')).toBe('abc123');
    expect([...slugOf('字'.repeat(100), 'x')]).toHaveLength(48);
  });

  it('resolves clashes in order, case-insensitively (file systems may fold case)', () => {
    const pool = new NamePool();
    expect(['guard', 'Guard', 'guard', 'guard-2'].map((n) => pool.claim(n))).toEqual([
      'guard',
      'Guard-2',
      'guard-3',
      'guard-2-2',
    ]);
  });

  it('gives the same files for the same input, and unique ids across inputs of one run', async () => {
    const a = await importAll([
      { name: 'astra.json', bytes: fixture('astra.json') },
      { name: 'astra.json', bytes: fixture('astra.json') },
    ]);
    const b = await importAll([
      { name: 'astra.json', bytes: fixture('astra.json') },
      { name: 'astra.json', bytes: fixture('astra.json') },
    ]);
    expect(a.run.files.map((f) => f.path)).toEqual(b.run.files.map((f) => f.path));
    expect(a.graph.worlds.map((w) => w.id)).toEqual(['astra', 'astra-2']);
    expect(a.graph.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });
});
