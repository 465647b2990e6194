/**
 * A JavaScript pattern rewritten for RE2 (RE2JS, linear time in the text's length) with the same
 * meaning, or null when RE2 cannot say it (lookaround, backreferences, a few escapes): those are
 * for safe-regex.ts to judge. Pure, so the browser playground translates the same way.
 */
import { RE2JS } from 're2js';

/** JS `\s` (ECMAScript WhiteSpace + LineTerminator) spelled for RE2. */
const JS_SPACE =
  '\\t\\n\\x{0B}\\f\\r \\x{A0}\\x{1680}\\x{2000}-\\x{200A}\\x{2028}\\x{2029}\\x{202F}\\x{205F}\\x{3000}\\x{FEFF}';
const JS_DOT = '[^\\n\\r\\x{2028}\\x{2029}]';

/** `\uXXXX` that RE2 reads as JS does: a surrogate half means a pair under the `u` flag, so not those. */
function unicodeEscape(hex: string, unicode: boolean): string | null {
  if (!/^[0-9a-fA-F]{4}$/.test(hex)) return null;
  const cp = parseInt(hex, 16);
  return unicode && cp >= 0xd800 && cp <= 0xdfff ? null : `\\x{${hex}}`;
}

/** Rewrite the JS pattern into RE2 syntax with the same meaning; null when that is not possible. */
export function toRe2(pattern: string, unicode = false): string | null {
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
        const escaped = unicodeEscape(pattern.slice(i + 1, i + 5), unicode);
        if (escaped === null) return null;
        out += escaped;
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
export function re2For(text: string, unicode = false): RE2JS | null {
  const re2Source = toRe2(text, unicode);
  if (re2Source === null) return null;
  try {
    return RE2JS.compile(re2Source);
  } catch {
    return null; // RE2 cannot express it (lookaround and the like)
  }
}
