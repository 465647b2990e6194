/**
 * A best-effort example string for a simple regex (literals, escapes, classes, ?, *, +, groups with
 * alternation take their first branch). Null when the pattern uses something it does not model;
 * callers always verify the example against the real regex.
 */
export function exampleForRegex(pattern: string): string | null {
  let out = '';
  let last = '';
  const groups: number[] = [];
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i] as string;
    if (c === '^' || c === '$') {
      last = '';
      continue;
    }
    if (c === '\\') {
      const n = pattern[++i];
      if (n === undefined) return null;
      last =
        n === 's'
          ? ' '
          : n === 'd'
            ? '0'
            : n === 'w'
              ? 'a'
              : /[bB]/.test(n)
                ? ''
                : /[a-zA-Z0-9]/.test(n)
                  ? '\u0000'
                  : n;
      if (last === '\u0000') return null;
      out += last;
      continue;
    }
    if (c === '.') {
      last = 'a';
      out += last;
      continue;
    }
    if (c === '[') {
      const end = pattern.indexOf(']', i + 2);
      if (end < 0 || pattern[i + 1] === '^') return null;
      const first = pattern[i + 1] as string;
      if (first === '\\') return null;
      last = first;
      out += last;
      i = end;
      continue;
    }
    if (c === '*' || c === '?') {
      out = out.slice(0, out.length - last.length);
      last = '';
      continue;
    }
    if (c === '+') {
      last = '';
      continue;
    }
    if (c === '{') {
      const m = /^\{(\d+)(,\d*)?\}/.exec(pattern.slice(i));
      if (!m) return null;
      const times = Number(m[1]);
      out = out.slice(0, out.length - last.length) + last.repeat(times);
      i += m[0].length - 1;
      last = '';
      continue;
    }
    if (c === '(') {
      if (pattern[i + 1] === '?') {
        if (pattern[i + 2] !== ':') return null;
        i += 2;
      }
      groups.push(out.length);
      last = '';
      continue;
    }
    if (c === ')') {
      const start = groups.pop();
      if (start === undefined) return null;
      last = out.slice(start);
      continue;
    }
    if (c === '|') {
      // keep the first branch: skip to the end of the enclosing group (or the pattern)
      let depth = 0;
      for (i++; i < pattern.length; i++) {
        const d = pattern[i];
        if (d === '\\') {
          i++;
          continue;
        }
        if (d === '(') depth++;
        else if (d === ')') {
          if (depth === 0) {
            i--;
            break;
          }
          depth--;
        }
      }
      last = '';
      continue;
    }
    last = c;
    out += c;
  }
  return groups.length === 0 ? out : null;
}
