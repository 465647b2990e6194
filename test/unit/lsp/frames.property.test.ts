/**
 * The frame parser (src/lsp/frames.ts) over any stream of well-formed frames with malformed ones
 * between them, cut into chunks anywhere: every well-formed frame comes out, in order, and each
 * malformed one never turns into a message; a stream without garbage gives no error.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FrameParser } from '../../../src/lsp/frames.js';

const frame = (body: string) => {
  const b = Buffer.from(body, 'utf8');
  return Buffer.concat([Buffer.from(`Content-Length: ${b.length}\r\n\r\n`, 'ascii'), b]);
};

/** Messages whose text holds what a header looks like (JSON escapes the line breaks). */
const message = fc.record({
  jsonrpc: fc.constant('2.0'),
  id: fc.nat(),
  method: fc.constantFrom('shutdown', 'textDocument/hover'),
  params: fc.record({
    text: fc.string({ unit: fc.constantFrom('a', '海', '\r', '\n', ':', '{', '}', 'Content-Length: 12\r\n\r\n') }),
  }),
});

/** Frames no reader can take, each ending where the next frame's header begins. */
const garbage = fc.oneof(
  fc.constant('Content-Length: abc\r\n\r\n'),
  fc.constant('Content-Length: -5\r\n\r\n'),
  fc.constant('Content-Length: 4000000000\r\n\r\n'),
  fc.constant('no colon here\r\n\r\n'),
  fc.constant('Content-Length: 2\n\n{}'),
  fc.constant('Content-Length: 2\r\n'),
  fc.constant('Content-Length: 5\r\n\r\n{{{{{'),
  fc.nat({ max: 30 }).map((n) => `Content-Length: ${400 + n}\r\n\r\n{"jsonrpc":"2.0"}`),
  fc.nat({ max: 30 }).map((n) => `Content-Length: ${400 + n}\r\n\r\n{"half":`),
  fc.string({ unit: fc.constantFrom('x', ' ', '{', '"', ':'), minLength: 1, maxLength: 20 }),
);

const item = fc.oneof(
  message.map((m) => ({ kind: 'ok' as const, m })),
  garbage.map((g) => ({ kind: 'bad' as const, g })),
);

describe('FrameParser (property)', () => {
  it('every well-formed frame comes out in order; a stream without garbage gives no error', () => {
    fc.assert(
      fc.property(
        fc.array(item, { maxLength: 12 }),
        fc.array(fc.nat({ max: 400 }), { maxLength: 10 }),
        (items, cuts) => {
          // a stream that ends in garbage is still waiting for the next header: close it with a frame
          const all = [
            ...items,
            { kind: 'ok' as const, m: { jsonrpc: '2.0', id: -1, method: 'exit', params: { text: '' } } },
          ];
          const bytes = Buffer.concat(
            all.map((x) => (x.kind === 'ok' ? frame(JSON.stringify(x.m)) : Buffer.from(x.g))),
          );
          const at = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
          const parser = new FrameParser();
          const out = [];
          let prev = 0;
          for (const c of [...at, bytes.length]) {
            out.push(...parser.push(bytes.subarray(prev, c)));
            prev = c;
          }
          const messages = out.flatMap((f) => ('message' in f ? [f.message] : []));
          expect(messages).toEqual(all.flatMap((x) => (x.kind === 'ok' ? [x.m] : [])));
          // (garbage can read as an unknown header line in front of the next frame: no error then)
          if (items.every((x) => x.kind === 'ok')) expect(out.length).toBe(messages.length);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('takes a body of many megabytes sent in small chunks', () => {
    const big = { jsonrpc: '2.0', method: 'textDocument/didOpen', params: { text: '海'.repeat(3_000_000) } };
    const bytes = frame(JSON.stringify(big));
    const parser = new FrameParser();
    const out = [];
    for (let i = 0; i < bytes.length; i += 65_536) out.push(...parser.push(bytes.subarray(i, i + 65_536)));
    expect(out).toEqual([{ message: big }]);
  });
});
