import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAssetFile } from '../../../src/assets/parse-file.js';
import { ASSET_TEXT, decodeUtf8, firstInvalidUtf8 } from '../../../src/common/yaml/decode.js';

const enc = (s: string): Uint8Array => new TextEncoder().encode(s);

/** How asset files are decoded. */
const decodeText = (bytes: Uint8Array) => decodeUtf8(bytes, ASSET_TEXT);

describe('decodeUtf8 for asset files', () => {
  it('strips the BOM and reports it', () => {
    const r = decodeText(new Uint8Array([0xef, 0xbb, 0xbf, ...enc('---\nid: a\n---\n')]));
    expect(r).toEqual({ ok: true, bom: true, text: '---\nid: a\n---\n' });
  });

  it('normalises CRLF, lone CR and LF to LF', () => {
    const r = decodeText(enc('a\r\nb\rc\nd'));
    expect(r.ok && r.text).toBe('a\nb\nc\nd');
  });

  it('refuses GBK text with the line and column of the first bad byte', () => {
    // "name: " then 爱 in GBK (0xB0 0xAE) on line 2.
    const bytes = new Uint8Array([...enc('id: a\r\nname: '), 0xb0, 0xae, ...enc('\n')]);
    const r = decodeText(bytes);
    expect(r).toMatchObject({ ok: false, problem: 'not-utf8', line: 2, column: 7, byte: 13 });
  });

  it('counts columns after multi-byte characters in UTF-16 units', () => {
    const bytes = new Uint8Array([...enc('名字'), 0xff]);
    expect(decodeText(bytes)).toMatchObject({ ok: false, line: 1, column: 3 });
  });

  it('refuses NUL bytes as binary', () => {
    expect(decodeText(new Uint8Array([0x61, 0x0a, 0x62, 0x00]))).toMatchObject({
      ok: false,
      problem: 'binary',
      line: 2,
      column: 2,
    });
  });

  it('keeps line ends and NUL bytes for whole YAML files (their offsets index the text)', () => {
    expect(decodeUtf8(new Uint8Array([0xef, 0xbb, 0xbf, ...enc('a: 1\r\nb: 2\r')]))).toEqual({
      ok: true,
      bom: true,
      text: 'a: 1\r\nb: 2\r',
    });
    expect(decodeUtf8(enc('a: "\0"'))).toMatchObject({ ok: true });
    expect(decodeUtf8(new Uint8Array([0x61, 0xff]))).toMatchObject({ ok: false, problem: 'not-utf8', column: 2 });
  });

  it('finds overlong and surrogate encodings invalid', () => {
    expect(firstInvalidUtf8(new Uint8Array([0x41, 0xc0, 0x80]))).toBe(1);
    expect(firstInvalidUtf8(new Uint8Array([0xed, 0xa0, 0x80]))).toBe(0);
    expect(firstInvalidUtf8(enc('ok 好 🙂'))).toBe(-1);
  });

  it('agrees with the platform decoder on what is valid UTF-8', () => {
    const strict = new TextDecoder('utf-8', { fatal: true });
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 24 }), (bytes) => {
        let valid = true;
        try {
          strict.decode(bytes);
        } catch {
          valid = false;
        }
        expect(firstInvalidUtf8(bytes) === -1).toBe(valid);
      }),
    );
  });

  it('parses CRLF, LF and mixed files to identical results', () => {
    const lines = ['---', 'id: alice', 'worlds: [astra]', 'budgets:', '  maxEntries: 3', '---', '', '# 爱丽丝', '正文'];
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('\n', '\r\n'), { minLength: lines.length, maxLength: lines.length }),
        (eols) => {
          const mixed = lines.map((l, i) => l + eols[i]).join('');
          const lf = lines.map((l) => l + '\n').join('');
          const a = parseAssetFile(enc(mixed), 'f.md');
          const b = parseAssetFile(enc(lf), 'f.md');
          expect(a).toEqual(b);
        },
      ),
    );
  });
});
