import { describe, expect, it } from 'vitest';
import { checkTurn } from '../../../src/turn/index.js';
import { args, change, file, transcript, FINAL_ASSISTANT } from './turn-files.js';

const codes = (r: ReturnType<typeof checkTurn>) => r.diagnostics.map((d) => d.code);

describe('checkTurn: valid arguments', () => {
  it('accepts the spec example and compiles its canonical path', () => {
    const r = checkTurn(args([change()]), transcript());
    expect(r.diagnostics).toEqual([]);
    expect(r.schemaVersion).toBe(2);
    expect(r.changes).toEqual([{ path: '/appearance/hair/length', op: 'replace', value: '耳下短发' }]);
  });
  it('escapes entity ids as JSON Pointer tokens', () => {
    const r = checkTurn(
      args([
        change({ op: 'add', target: { domain: 'inventory', entityId: 'a/b~c' }, value: 1 }),
        change({ op: 'increment', target: { domain: 'relationship', entityId: '林雪', field: 'trust' }, value: 2 }),
        change({ op: 'remove', target: { domain: 'questFlags', entityId: 'gate-open' }, value: undefined }),
      ]),
      transcript(),
    );
    expect(r.diagnostics).toEqual([]);
    expect(r.changes).toEqual([
      { path: '/inventory/a~1b~0c', op: 'add', value: 1 },
      { path: '/relationship/林雪/trust', op: 'increment', value: 2 },
      { path: '/questFlags/gate-open', op: 'remove' },
    ]);
  });
  it('accepts events, memories and uncertainties with verbatim evidence', () => {
    const ev = [{ source: 'user', quote: '我把剪刀放下' }];
    const r = checkTurn(
      args([], {
        events: [{ summary: '剪了头发', evidence: ev }],
        memories: [{ content: '她剪短了头发', importance: 0.5, evidence: ev }],
        uncertainties: [
          { note: '不确定她是否喜欢', target: { domain: 'relationship', entityId: 'user', field: 'attitude' } },
        ],
      }),
      transcript(),
    );
    expect(r.diagnostics).toEqual([]);
  });
});

describe('checkTurn: verbatim quotes', () => {
  const quoted = (quote: string, source = 'assistant') =>
    checkTurn(args([change({ evidence: [{ source, quote }] })]), transcript());

  it('rejects added 「」 and says so, offering the passage as a suggestion', () => {
    const r = quoted('「原本齐肩的黑发已经停在耳下」');
    expect(codes(r)).toEqual(['turn.quote-not-verbatim']);
    const d = r.diagnostics[0]!;
    expect(d.data).toMatchObject({ kind: 'quotation-marks', closest: '原本齐肩的黑发已经停在耳下' });
    expect(d.suggestion).toBe('"原本齐肩的黑发已经停在耳下"');
    expect([d.file, d.line, d.column]).toEqual(['args.json', 17, 20]);
  });
  it('rejects added ASCII double quotes', () => {
    expect(quoted('"原本齐肩的黑发已经停在耳下"').diagnostics[0]?.data.kind).toBe('quotation-marks');
  });
  it('rejects an ASCII comma where the text has ，', () => {
    const r = quoted('她抬手摸了摸后颈,原本齐肩');
    expect(r.diagnostics[0]?.data).toMatchObject({ kind: 'punctuation', closest: '她抬手摸了摸后颈，原本齐肩' });
  });
  it('rejects two joined fragments', () => {
    expect(quoted('她抬手摸了摸后颈发尾还带着剪刀').diagnostics[0]?.data.kind).toBe('spliced');
  });
  it('rejects a paraphrase and still shows the closest passage', () => {
    const r = quoted('原来齐肩的黑发现在到了耳下');
    expect(r.diagnostics[0]?.data.kind).toBe('paraphrase');
    expect(r.diagnostics[0]?.suggestion).toBeUndefined();
    expect(String(r.diagnostics[0]?.data.closest)).toContain('齐肩的黑发');
  });
  it('checks quotes against the final text of the named source only', () => {
    expect(codes(quoted('我把剪刀放下', 'assistant'))).toEqual(['turn.quote-not-verbatim']);
    expect(codes(quoted('我把剪刀放下', 'user'))).toEqual([]);
    expect(codes(quoted('先前的回答', 'assistant'))).toEqual(['turn.quote-not-verbatim']);
  });
  it('treats CRLF in the transcript and LF in the quote as equal, and nothing else', () => {
    const t = transcript([{ role: 'assistant', content: '第一行\r\n第二行' }]);
    const ok = checkTurn(args([change({ evidence: [{ source: 'assistant', quote: '第一行\n第二行' }] })]), t);
    expect(codes(ok)).toEqual([]);
    const crlfQuote = checkTurn(
      args([change({ evidence: [{ source: 'assistant', quote: '第一行\r\n第二行' }] })]),
      transcript([{ role: 'assistant', content: '第一行\n第二行' }]),
    );
    expect(codes(crlfQuote)).toEqual([]);
    const space = checkTurn(args([change({ evidence: [{ source: 'assistant', quote: '第一行 第二行' }] })]), t);
    expect(space.diagnostics[0]?.data.kind).toBe('whitespace');
  });
  it('points the related place at the closest passage in the transcript file', () => {
    const t = transcript([{ role: 'assistant', content: 'line one\nline two has\\ the 原本齐肩的黑发已经停在耳下' }]);
    const r = checkTurn(
      args([change({ evidence: [{ source: 'assistant', quote: '「原本齐肩的黑发已经停在耳下」' }] })]),
      t,
    );
    const rel = r.diagnostics[0]!.related[0]!;
    const text = new TextDecoder().decode(t.bytes);
    const line = text.split('\n')[rel.line! - 1]!;
    expect(rel.file).toBe('transcript.json');
    expect(line.slice(rel.column! - 1).startsWith('原本齐肩')).toBe(true);
  });
  it('reports evidence from a role that never spoke once', () => {
    const r = checkTurn(
      args([
        change({
          evidence: [
            { source: 'user', quote: 'x' },
            { source: 'user', quote: 'y' },
          ],
        }),
      ]),
      transcript([{ role: 'assistant', content: FINAL_ASSISTANT }]),
    );
    expect(codes(r)).toEqual(['turn.missing-source-message']);
  });
});

describe('checkTurn: schema', () => {
  const one = (spec: Parameters<typeof change>[0]) => checkTurn(args([change(spec)]), transcript());

  it('rejects an unknown domain at the domain value', () => {
    const r = one({ target: { domain: 'hair', field: 'length' } });
    expect(codes(r)).toEqual(['turn.schema-violation']);
    expect(r.diagnostics[0]).toMatchObject({
      line: 8,
      column: 19,
      data: { problem: 'discriminator', found: '"hair"' },
    });
    expect(r.changes).toEqual([]);
  });
  it('rejects a field of another domain', () => {
    const r = one({ target: { domain: 'location', field: 'hair.length' } });
    expect(r.diagnostics.map((d) => [d.data.pointer, d.data.problem])).toEqual([
      ['/stateChanges/0/target/field', 'enum'],
    ]);
  });
  it('requires entityId and refuses it where the domain has fields only', () => {
    expect(one({ target: { domain: 'relationship', field: 'trust' } }).diagnostics[0]?.data).toMatchObject({
      problem: 'required',
      property: 'entityId',
    });
    expect(
      one({ target: { domain: 'appearance', field: 'makeup', entityId: 'x' } }).diagnostics[0]?.data,
    ).toMatchObject({
      problem: 'additionalProperties',
      property: 'entityId',
    });
  });
  it('limits entity ids to 64 characters without surrounding spaces', () => {
    expect(codes(one({ target: { domain: 'knowledge', entityId: 'k'.repeat(65) } }))).toEqual([
      'turn.schema-violation',
    ]);
    expect(codes(one({ target: { domain: 'knowledge', entityId: ' padded' } }))).toEqual(['turn.schema-violation']);
    expect(codes(one({ target: { domain: 'knowledge', entityId: 'k'.repeat(64) } }))).toEqual([]);
  });
  it('rejects source "system" with turn.unknown-source', () => {
    const r = one({ evidence: [{ source: 'system', quote: '原本' }] });
    expect(codes(r)).toEqual(['turn.unknown-source']);
  });
  it('rejects a free-form path in v2 at the key', () => {
    const r = one({ path: '/appearance/hair/length' });
    expect(r.diagnostics.map((d) => [d.code, d.data.property, d.line])).toEqual([
      ['turn.schema-violation', 'path', 20],
    ]);
  });
  it('checks op against value: remove has none, increment needs a number', () => {
    expect(one({ op: 'remove' }).diagnostics[0]?.data.problem).toBe('not');
    expect(one({ op: 'increment', value: 'more' }).diagnostics[0]?.data).toMatchObject({
      problem: 'type',
      pointer: '/stateChanges/0/value',
    });
    expect(one({ op: 'set' }).diagnostics[0]?.data).toMatchObject({ problem: 'enum', found: '"set"' });
  });
  it('bounds confidence to 0..1 and durability to its enum', () => {
    expect(one({ confidence: 1.5 }).diagnostics[0]?.data).toMatchObject({ problem: 'maximum', limit: 1 });
    expect(one({ durability: 'forever' }).diagnostics[0]?.data.problem).toBe('enum');
  });
  it('requires evidence for every state change', () => {
    expect(one({ evidence: [] }).diagnostics[0]?.data).toMatchObject({ problem: 'minItems', limit: 1 });
  });
  it('rejects schemaVersion 3 and a missing schemaVersion', () => {
    expect(checkTurn(args([], { schemaVersion: 3 }), transcript()).diagnostics[0]?.data).toMatchObject({
      problem: 'const',
      pointer: '/schemaVersion',
    });
    expect(
      checkTurn(file('args.json', '{"events":[],"stateChanges":[],"memories":[],"uncertainties":[]}'), transcript())
        .diagnostics[0]?.data,
    ).toMatchObject({
      problem: 'required',
      property: 'schemaVersion',
    });
  });
});

describe('checkTurn: legacy v1', () => {
  it('reads a v1 path, flags it as legacy and keeps the path', () => {
    const a = file(
      'args.json',
      JSON.stringify(
        { schemaVersion: 1, stateChanges: [{ path: 'appearance.hair.length', op: 'set', value: '短' }] },
        null,
        2,
      ),
    );
    const r = checkTurn(a, transcript());
    expect(r.schemaVersion).toBe(1);
    expect(r.diagnostics.map((d) => [d.code, d.severity, d.line])).toEqual([['turn.legacy-path', 'warning', 5]]);
    expect(r.changes).toEqual([{ path: '/appearance/hair/length', op: 'set', value: '短', legacy: true }]);
  });
  it('rejects v1 without a path', () => {
    const a = file(
      'args.json',
      JSON.stringify({ schemaVersion: 1, stateChanges: [{ target: { domain: 'appearance' } }] }),
    );
    expect(checkTurn(a, transcript()).diagnostics[0]).toMatchObject({
      code: 'turn.schema-violation',
      data: { problem: 'required', property: 'path' },
    });
  });
});

describe('checkTurn: reading files', () => {
  it('reports a trailing comma with its position', () => {
    const r = checkTurn(file('args.json', '{\n  "schemaVersion": 2,\n}'), transcript());
    expect(r.diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([['turn.invalid-json', 3, 1]]);
  });
  it('refuses comments', () => {
    expect(codes(checkTurn(file('args.json', '// hi\n{}'), transcript()))).toContain('turn.invalid-json');
  });
  it('reports an empty file', () => {
    expect(codes(checkTurn(file('args.json', ''), transcript()))).toEqual(['turn.invalid-json']);
  });
  it('reports bytes that are not UTF-8 (GBK) with their line', () => {
    const gbk = new Uint8Array([0x7b, 0x0a, 0x22, 0xc4, 0xe3, 0x22, 0x7d]);
    const r = checkTurn({ file: 'args.json', bytes: gbk }, transcript());
    expect(r.diagnostics.map((d) => [d.code, d.line])).toEqual([['turn.invalid-encoding', 2]]);
  });
  it('reads a file with a BOM, counting the BOM as column 1', () => {
    const r = checkTurn(
      file('args.json', '\uFEFF{"schemaVersion": 3, "events":[],"stateChanges":[],"memories":[],"uncertainties":[]}'),
      transcript(),
    );
    expect(r.diagnostics[0]).toMatchObject({ code: 'turn.schema-violation', line: 1, column: 20 });
  });
  it('reports duplicate keys with the first one as related', () => {
    const r = checkTurn(
      file(
        'args.json',
        '{"schemaVersion": 1, "schemaVersion": 2, "events":[],"stateChanges":[],"memories":[],"uncertainties":[]}',
      ),
      transcript(),
    );
    expect(r.diagnostics.map((d) => [d.code, d.column, d.related[0]?.column])).toEqual([['turn.duplicate-key', 22, 2]]);
  });
  it('reports a malformed transcript and still checks the arguments', () => {
    const t = file(
      'transcript.json',
      JSON.stringify({
        messages: [
          { role: 'system', content: 'x' },
          { role: 'assistant', content: 5 },
        ],
      }),
    );
    const r = checkTurn(args([change()]), t);
    expect(r.diagnostics.map((d) => [d.code, d.file])).toEqual([
      ['turn.missing-source-message', 'args.json'],
      ['turn.invalid-transcript', 'transcript.json'],
      ['turn.invalid-transcript', 'transcript.json'],
    ]);
    expect(r.diagnostics.slice(1).map((d) => d.data.problem)).toEqual(['role', 'content']);
  });
});

describe('checkTurn: hostile input', () => {
  it('refuses nesting deeper than 256 levels with a diagnostic instead of overflowing the stack', () => {
    const r = checkTurn(file('args.json', '{"a":' + '['.repeat(100_000) + ']'.repeat(100_000) + '}'), transcript());
    expect(r.diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([['turn.invalid-json', 1, 261]]);
  });
  it('accepts brackets inside strings at any count', () => {
    const quote = '['.repeat(300);
    const r = checkTurn(
      args([change({ evidence: [{ source: 'assistant', quote }] })]),
      transcript([{ role: 'assistant', content: quote }]),
    );
    expect(r.diagnostics).toEqual([]);
  });
  it('survives a long paraphrased quote against a long message', () => {
    const text = '她'.repeat(20_000);
    const r = checkTurn(
      args([change({ evidence: [{ source: 'assistant', quote: '他'.repeat(1000) }] })]),
      transcript([{ role: 'assistant', content: text }]),
    );
    expect(r.diagnostics.map((d) => d.code)).toEqual(['turn.quote-not-verbatim']);
  });
});
