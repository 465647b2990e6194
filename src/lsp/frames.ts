/**
 * The LSP base protocol's framing (`Content-Length: N\r\n\r\n` and N bytes of JSON), read so that
 * one bad frame costs only itself: after any malformed header or body the reader finds the next
 * `Content-Length:` header in what it holds and reads on from there (issue 42 L1). The stock reader
 * kept waiting for the bytes a wrong length promised, swallowing every later message.
 *
 * Resynchronising is safe because a well-formed body cannot hold a header: JSON has no raw line
 * breaks inside strings, and `Content-Length: 12\r\n` outside a string is no JSON. So a header
 * seen inside the bytes a length claims means that length was wrong, and the frame is dropped at
 * once rather than when enough later bytes have arrived to fill it.
 */

/** The largest body taken (a 50 MB document arrives as one frame; V8's strings end near 512 MB). */
export const MAX_BODY_BYTES = 256 * 1024 * 1024;
/** A header block longer than this without its blank line is garbage. */
const MAX_HEADER_BYTES = 8 * 1024;
const HEADER_START = 'Content-Length:';
/** A header line inside bytes that claim to be a body: proof the claimed length was wrong. */
const HEADER_LINE = /Content-Length:[ \t]*\d+\r\n/i;
/** Bytes kept from the end of a scanned region, so a header split across two chunks is still seen. */
const OVERLAP = 48;

export type Frame = { readonly message: unknown } | { readonly error: string };

/**
 * Reading a header, or a body of `length` bytes at `start` of the bytes held (its header kept in
 * front of it until the frame is taken: a bad frame is searched again from just after its start).
 */
type State =
  | { readonly kind: 'header' }
  | { readonly kind: 'body'; readonly start: number; readonly length: number; scanned: number };

/** Frames parsed from the bytes pushed so far; pure apart from its own buffer. */
export class FrameParser {
  /** Bytes not yet taken: a header in progress, or a body's chunks. */
  private chunks: Buffer[] = [];
  private size = 0;
  private state: State = { kind: 'header' };

  push(chunk: Buffer): Frame[] {
    this.chunks.push(chunk);
    this.size += chunk.length;
    const out: Frame[] = [];
    for (;;) {
      const step = this.state.kind === 'header' ? this.header() : this.body(this.state);
      if (step === 'wait') return out;
      if (step !== 'again') out.push(step);
    }
  }

  private joined(): Buffer {
    if (this.chunks.length !== 1) this.chunks = [Buffer.concat(this.chunks, this.size)];
    return this.chunks[0] ?? Buffer.alloc(0);
  }

  private keep(buf: Buffer): void {
    this.chunks = [buf];
    this.size = buf.length;
  }

  /** Drops what is held up to the next header start at or after `from` (or all but a possible split start). */
  private resync(buf: Buffer, from: number): void {
    const next = buf.indexOf(HEADER_START, from, 'latin1');
    this.keep(next >= 0 ? buf.subarray(next) : buf.subarray(buf.length - splitStart(buf, from)));
    this.state = { kind: 'header' };
  }

  private header(): Frame | 'wait' | 'again' {
    if (this.size === 0) return 'wait';
    const buf = this.joined();
    const end = buf.indexOf('\r\n\r\n', 0, 'latin1');
    if (end < 0) {
      if (buf.length <= MAX_HEADER_BYTES) return 'wait';
      this.resync(buf, 1);
      return { error: `a header of more than ${MAX_HEADER_BYTES} bytes without its blank line` };
    }
    const length = contentLength(buf.toString('latin1', 0, end));
    if (typeof length === 'string') {
      this.resync(buf, 1);
      return { error: length };
    }
    this.state = { kind: 'body', start: end + 4, length, scanned: 0 };
    return 'again';
  }

  private body(state: State & { kind: 'body' }): Frame | 'wait' | 'again' {
    const { start, length } = state;
    if (this.size === start) return 'wait';
    // a body is one JSON object or array: anything else is the next header or garbage
    const first = this.slice(start, start + 64)
      .toString('latin1')
      .trimStart()[0];
    if (first !== undefined && first !== '{' && first !== '[') {
      this.resync(this.joined(), 1);
      return { error: `a body that is not JSON (it starts with ${JSON.stringify(first)})` };
    }
    // the bytes that arrived since the last look (and a little before), as far as the length claims
    const from = start + Math.max(0, state.scanned - OVERLAP);
    const inside = HEADER_LINE.exec(this.slice(from, Math.min(this.size, start + length + OVERLAP)).toString('latin1'));
    if (inside !== null && from + inside.index < start + length) {
      this.resync(this.joined(), 1);
      return { error: `a message shorter than its Content-Length of ${length}: the next header came first` };
    }
    state.scanned = Math.min(this.size - start, length);
    if (this.size < start + length) return 'wait';
    // joined once the whole body is there: a 50 MB body sent in 64 KB chunks is copied once
    const buf = this.joined();
    try {
      const message: unknown = JSON.parse(buf.toString('utf8', start, start + length));
      this.keep(buf.subarray(start + length));
      this.state = { kind: 'header' };
      return { message };
    } catch (e) {
      this.resync(buf, 1);
      return { error: (e as Error).message };
    }
  }

  /** Bytes `from` to `to` of what is held, copying only the chunks they fall in. */
  private slice(from: number, to: number): Buffer {
    const parts: Buffer[] = [];
    let at = 0;
    for (const c of this.chunks) {
      const end = at + c.length;
      if (end > from && at < to) parts.push(c.subarray(Math.max(0, from - at), Math.min(c.length, to - at)));
      at = end;
      if (at >= to) break;
    }
    return parts.length === 1 ? (parts[0] as Buffer) : Buffer.concat(parts);
  }
}

/** How many bytes at the end of `buf` (after `from`) could begin a header the next chunk completes. */
function splitStart(buf: Buffer, from: number): number {
  for (let k = Math.min(HEADER_START.length - 1, buf.length - from); k > 0; k--) {
    if (buf.toString('latin1', buf.length - k) === HEADER_START.slice(0, k)) return k;
  }
  return 0;
}

/** The Content-Length of a header block, or what is wrong with it. */
function contentLength(block: string): number | string {
  let length: number | null = null;
  for (const line of block.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon < 0) return `a header line without ':' (${JSON.stringify(line.slice(0, 40))})`;
    if (line.slice(0, colon).trim().toLowerCase() !== 'content-length') continue;
    const value = line.slice(colon + 1).trim();
    if (!/^\d{1,10}$/.test(value))
      return `Content-Length must be a whole number; got ${JSON.stringify(value.slice(0, 40))}`;
    if (length !== null) return 'Content-Length given twice';
    length = Number(value);
  }
  if (length === null) return 'Header must provide a Content-Length property';
  if (length > MAX_BODY_BYTES) return `a Content-Length of ${length} bytes, over the ${MAX_BODY_BYTES}-byte limit`;
  return length;
}
