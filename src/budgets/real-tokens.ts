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

let loading: Promise<RealTokenCounter> | undefined;

/** The counter, loaded once per process (a module-level promise: the import is the expensive part). */
export function loadRealTokenCounter(): Promise<RealTokenCounter> {
  loading ??= import('gpt-tokenizer/encoding/o200k_base').then((m) => ({
    encoding: REAL_TOKEN_ENCODING,
    count: (text: string) => m.countTokens(text, PLAIN_TEXT),
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
