import { describe, expect, it } from 'vitest';
import { parseRoutingInputJson } from '../../../src/cli/routing-input.js';

describe('parseRoutingInputJson', () => {
  it('accepts every contract field (and a BOM)', () => {
    const r = parseRoutingInputJson(
      '\uFEFF{"platform":"onebot","selfId":"b","guildId":"1","channelId":"1","userId":"u","routeId":"r","isDirect":false,"isAtMe":true,"isQuotingMe":false,"isSelf":false,"content":"你好","custom":{"vip:check":true}}',
    );
    expect(r.ok && r.input).toMatchObject({ guildId: '1', isAtMe: true, custom: { 'vip:check': true } });
  });
  it('gives the line and column of a syntax error', () => {
    const r = parseRoutingInputJson('{\n  "guildId": "1",\n  "isDirect": tru\n}');
    expect(r).toMatchObject({ ok: false, line: 3, column: 15 });
    expect(parseRoutingInputJson('{"a": 1,,}')).toMatchObject({ ok: false, line: 1, column: 9 });
    expect(parseRoutingInputJson('{"a": "x\ny"}')).toMatchObject({ ok: false, line: 1, column: 9 });
    expect(parseRoutingInputJson('{} x')).toMatchObject({ ok: false, line: 1, column: 4 });
  });
  it('names a wrong type or an unknown field', () => {
    expect(parseRoutingInputJson('{"isDirect":"yes"}')).toMatchObject({
      ok: false,
      message: expect.stringContaining('`isDirect`'),
    });
    expect(parseRoutingInputJson('{"custom":{"a":1}}')).toMatchObject({
      ok: false,
      message: expect.stringContaining('`custom`'),
    });
    expect(parseRoutingInputJson('[1]')).toMatchObject({ ok: false, message: 'the input must be a JSON object' });
    expect(parseRoutingInputJson('')).toMatchObject({ ok: false, line: 1, column: 1 });
  });
});
