/**
 * Content regexes with bounded run time. A pattern is checked with `new RegExp(text)` (no flags,
 * spec semantics), then, when RE2 can express it, run by RE2JS (linear time in the message length).
 * JS-only syntax (lookaround, backreferences) falls back to the native engine only when
 * `nativeRegexRisk` proves its cost bounded (src/routing/regex-cost.ts); otherwise it is refused,
 * so that a 20,000-character message can never hang resolution (docs/routing-validation.md).
 */
import { RE2JS } from 're2js';
import { nativeRegexRisk } from './regex-cost.js';

export const REGEX_WINDOW = 20_000;

export interface ContentRegex {
  /** Searches the first REGEX_WINDOW UTF-16 units; throws when the pattern was refused. */
  test(content: string): boolean;
}

/** JS `\s` (ECMAScript WhiteSpace + LineTerminator) spelled for RE2. */
const JS_SPACE =
  '\\t\\n\\x{0B}\\f\\r \\x{A0}\\x{1680}\\x{2000}-\\x{200A}\\x{2028}\\x{2029}\\x{202F}\\x{205F}\\x{3000}\\x{FEFF}';
const JS_DOT = '[^\\n\\r\\x{2028}\\x{2029}]';

/** Rewrite the JS pattern into RE2 syntax with the same meaning; null when that is not possible. */
export function toRe2(pattern: string): string | null {
  let out = '';
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i] as string;
    if (c === '\\') {
      const n = pattern[i + 1];
      if (n === undefined) return null;
      i++;
      if (n === 's') out += inClass ? JS_SPACE : `[${JS_SPACE}]`;
      else if (n === 'S') {
        if (inClass) return null;
        out += `[^${JS_SPACE}]`;
      } else if (n === 'u') {
        const hex = pattern.slice(i + 1, i + 5);
        if (!/^[0-9a-fA-F]{4}$/.test(hex)) return null;
        out += `\\x{${hex}}`;
        i += 4;
      } else if (n === 'x') {
        const hex = pattern.slice(i + 1, i + 3);
        if (!/^[0-9a-fA-F]{2}$/.test(hex)) return null;
        out += `\\x{${hex}}`;
        i += 2;
      } else if (n === 'v') out += '\\x{0B}';
      else if (/[dDwWbBnrtf]/.test(n)) out += `\\${n}`;
      else if (/[0-9ckpP]/.test(n))
        return null; // backreferences, NUL, control, named refs: native engine
      else if (/[a-zA-Z]/.test(n))
        out += n; // a JS identity escape (`\\Q` is `Q`); RE2 would give it a meaning
      else out += `\\${n}`;
      continue;
    }
    if (inClass) {
      if (c === ']') inClass = false;
      out += c === '[' ? '\\[' : c; // RE2 reads `[:alpha:]` inside a class as a POSIX class; JS does not
      continue;
    }
    if (c === '[') {
      if (pattern[i + 1] === ']' || pattern.startsWith('[^]', i)) return null;
      inClass = true;
      out += c;
      if (pattern[i + 1] === '^') {
        out += '^';
        i++;
      }
      if (pattern[i + 1] === ']') {
        out += '\\]';
        i++;
      }
      continue;
    }
    out += c === '.' ? JS_DOT : c;
  }
  return out;
}

/** The pattern compiled for RE2JS (linear time), or null when only the backtracking engine can run it. */
export function re2For(text: string): RE2JS | null {
  const re2Source = toRe2(text);
  if (re2Source === null) return null;
  try {
    return RE2JS.compile(re2Source);
  } catch {
    return null; // RE2 cannot express it (lookaround and the like)
  }
}

/** Compile once per rule set. Throws SyntaxError for a pattern `new RegExp` rejects. */
export function compileContentRegex(text: string): ContentRegex {
  const native = new RegExp(text);
  const re2 = re2For(text);
  if (re2 !== null) return { test: (content) => re2.matcher(content.slice(0, REGEX_WINDOW)).find() };
  const risk = nativeRegexRisk(text);
  if (risk !== null) {
    const refused = `regex \`${text}\` needs the backtracking engine (lookaround or backreference), and \`${risk.part}\` could make it slow (${risk.rule}); it is refused`;
    return {
      test: () => {
        throw new Error(refused);
      },
    };
  }
  return { test: (content) => native.test(content.slice(0, REGEX_WINDOW)) };
}
