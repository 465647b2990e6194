/**
 * Hostile encodings: binary files with `.md` names, NUL bytes, invalid UTF-8 in the middle of a
 * file, every Unicode line separator. Each gets a diagnostic at the right place or a correct load.
 */
import { describe, expect, it } from 'vitest';
import { codesAt, validateSafely } from './support/safe-run.js';
import { copyFixture } from './support/tree.js';

describe('hostile encodings', () => {
  it('reports a PNG named `.md` as binary and still loads its world', () => {
    const dir = copyFixture('not-ok-binary-md');
    const r = validateSafely(dir);
    expect(codesAt(r, 'roleplay/worlds/astra/entries/portrait.md')).toContain('asset.binary-file');
    expect(r.worlds).toEqual(['astra']);
  });

  it('reports NUL bytes in a text entry as binary at line 6', () => {
    const dir = copyFixture('not-ok-nul-bytes');
    const r = validateSafely(dir);
    const d = r.diagnostics.find((x) => x.code === 'asset.binary-file');
    expect(d?.file).toBe('roleplay/worlds/astra/entries/guard.md');
    expect(d?.line).toBe(6);
  });

  it('reports invalid UTF-8 in the middle of a file at its line (7)', () => {
    const dir = copyFixture('not-ok-invalid-utf8-mid-file');
    const r = validateSafely(dir);
    const d = r.diagnostics.find((x) => x.code === 'asset.not-utf8');
    expect(d?.file).toBe('roleplay/worlds/astra/entries/guard.md');
    expect(d?.line).toBe(7);
  });

  it('loads files using U+2028, U+2029, U+0085, VT, FF, lone CR and CRLF without losing an asset', () => {
    const dir = copyFixture('ok-unicode-line-separators');
    const r = validateSafely(dir);
    expect(r.characters).toEqual(['alice']);
    expect([...r.entryIds].sort()).toEqual(['cr', 'ff', 'ls', 'nel', 'ps', 'vt']);
    expect(r.diagnostics.filter((d) => d.code === 'character.unresolved-world')).toEqual([]);
    // a lone-CR file has a closed frontmatter: no "unclosed" report for it
    expect(codesAt(r, 'roleplay/worlds/astra/entries/cr.md')).not.toContain('asset.unclosed-frontmatter');
  });
});
