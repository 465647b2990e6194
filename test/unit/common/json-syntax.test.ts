/**
 * The one place that says where JSON is broken (the CLI's `explain --input`, the bridge's imports,
 * the turn checker's depth guard): the offending token's line and column, a string cut by a line
 * break at that break, and nesting too deep for the parser's recursion refused at its bracket
 * instead of overflowing the stack.
 */
import { describe, expect, it } from 'vitest';
import { firstJsonSyntaxError, lineColumnAt, MAX_JSON_DEPTH } from '../../../src/common/json-syntax.js';
import { parseJsonText } from '../../../src/bridge/shared/json-text.js';

const at = (text: string) => {
  const e = firstJsonSyntaxError(text);
  return e === null ? null : { ...lineColumnAt(text, e.offset), code: e.code };
};

describe('firstJsonSyntaxError', () => {
  it('is null for JSON, a BOM included', () => {
    expect(at('{"a": [1, 2, {"b": null}]}')).toBeNull();
    expect(at('\uFEFF{"a": 1}')).toBeNull();
  });

  it('points at the token that breaks the text', () => {
    expect(at('{\n  "isDirect": tru\n}')).toEqual({ line: 2, column: 15, code: 'InvalidSymbol' });
    expect(at('{"a": 1,,}')).toEqual({ line: 1, column: 9, code: 'PropertyNameExpected' });
    expect(at('{} x')).toEqual({ line: 1, column: 4, code: 'InvalidSymbol' });
    expect(at('')).toEqual({ line: 1, column: 1, code: 'ValueExpected' });
    expect(at('{"a": 1, // no\n}')).toMatchObject({ line: 1, column: 10 });
  });

  it('points at the line break that cuts a string', () => {
    expect(at('{"a": "x\ny"}')).toEqual({ line: 1, column: 9, code: 'UnexpectedEndOfString' });
  });

  it('refuses nesting past the limit at its bracket, without recursing (no stack overflow)', () => {
    const deep = '['.repeat(1_000_000);
    expect(at(deep)).toEqual({ line: 1, column: MAX_JSON_DEPTH + 1, code: 'NestingTooDeep' });
    // brackets inside strings do not count
    expect(at(`["${'['.repeat(MAX_JSON_DEPTH * 2)}"]`)).toBeNull();
  });
});

describe("the bridge's JSON reader", () => {
  it('reports hostile nesting as bad input with its place, not a RangeError', () => {
    expect(() => parseJsonText('['.repeat(1_000_000), 'lorebook.json')).toThrow(
      expect.objectContaining({ name: 'BridgeInputError', message: expect.stringContaining('more than 256 levels deep'), line: 1, column: 257 }),
    );
  });
});
