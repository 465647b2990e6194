/**
 * Real tokens beside the estimate (docs/budgets.md "Real tokens"): a second, informative figure
 * from one real tokenizer, OpenAI's `o200k_base` encoding as the `gpt-tokenizer` package ships it
 * (nothing is downloaded at run time). The format's budgets stay in `estimateTokens`; nothing
 * packs or truncates by this figure.
 *
 * The encoding (about 2 MB of ranks) is imported on first use only, so a run that never needs a
 * real count (most `validate` runs, the browser playground) never loads it.
 */

export const REAL_TOKEN_ENCODING = 'o200k_base';

export interface RealTokenCounter {
  readonly encoding: typeof REAL_TOKEN_ENCODING;
  /** Real tokens of `text`; special-token markers such as `<|endoftext|>` count as plain text. */
  count(text: string): number;
}

// gpt-tokenizer refuses text holding a special token's marker unless told; asset text is plain text.
const PLAIN_TEXT = { disallowedSpecial: new Set<string>() };

/** Where the encoding's pre-tokenizer starts a new piece anyway: before whitespace or punctuation. */
const BOUNDARY = /[\s\p{P}\p{S}]/u;
/** Text is counted in chunks of about this many UTF-16 units, cut before a boundary. */
const CHUNK = 512;
/**
 * A run this long without a boundary is cut anyway: byte-pair merging is quadratic in the length of
 * one piece (10,000 Han characters without punctuation take seconds, 40,000 a minute).
 */
const LONGEST_RUN = 64;

/**
 * `text` in chunks the tokenizer counts in linear time overall. Cutting before whitespace or
 * punctuation matches how the encoding splits text before merging, so the sum is the whole text's
 * count; only a cut inside a run of LONGEST_RUN units without a boundary can change it (by about a
 * token per cut).
 */
export function countingChunks(text: string): string[] {
  const out: string[] = [];
  let start = 0;
  let run = 0;
  for (let i = 0; i < text.length; i++) {
    const boundary = BOUNDARY.test(text[i] as string);
    if (boundary && i - start >= CHUNK) {
      out.push(text.slice(start, i));
      start = i;
    }
    run = boundary ? 0 : run + 1;
    const highSurrogate = (text.charCodeAt(i) & 0xfc00) === 0xd800; // never cut a pair in two
    if (run >= LONGEST_RUN && !highSurrogate && i + 1 < text.length) {
      out.push(text.slice(start, i + 1));
      start = i + 1;
      run = 0;
    }
  }
  if (start < text.length) out.push(text.slice(start));
  return out;
}

let loading: Promise<RealTokenCounter> | undefined;

/** The counter, loaded once per process (a module-level promise: the import is the expensive part). */
export function loadRealTokenCounter(): Promise<RealTokenCounter> {
  loading ??= import('gpt-tokenizer/encoding/o200k_base').then((m) => ({
    encoding: REAL_TOKEN_ENCODING,
    count: (text: string) => countingChunks(text).reduce((n, chunk) => n + m.countTokens(chunk, PLAIN_TEXT), 0),
  }));
  return loading;
}

/**
 * An upper bound of the real tokens of `text` without tokenising it: its UTF-8 length, since every
 * token of a byte-level BPE encoding is at least one byte. Lets a check tokenise only the texts
 * that could exceed a budget.
 */
export function realTokensAtMost(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 4;
        i++;
      } else bytes += 3;
    } else bytes += 3;
  }
  return bytes;
}

/**
 * Whether `text` can hold more than `budget` real tokens: false when its UTF-8 size (the bound
 * above) is within the budget. A UTF-16 unit is at most three UTF-8 bytes (a surrogate pair, two
 * units, is four), so most texts are settled by their length without being read.
 */
export function mayExceedRealTokens(text: string, budget: number): boolean {
  return 3 * text.length > budget && realTokensAtMost(text) > budget;
}
