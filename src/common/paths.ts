/** POSIX path helpers for the core (no node:path, so the core also runs in the browser). */

export function toSlashes(p: string): string {
  return p.replace(/\\/g, '/');
}

export function isAbsolute(p: string): boolean {
  return p.startsWith('/') || /^[A-Za-z]:\//.test(toSlashes(p));
}

/**
 * Something normalize would change: a backslash, `//`, a `.` segment, a trailing `/`, a `..` right
 * after the root or after a segment that is not `..` itself. The leading `..` segments of a relative
 * path are normal (kept): a project whose roots sit beside it (`../corpus/roleplay`) asks for every
 * file by such a path.
 */
const NOT_NORMAL = /\\|\/\/|(?:^|\/)\.(?:\/|$)|\/$|^\/\.\.(?:\/|$)|(?:^|\/)(?!\.\.(?:\/|$))[^/]+\/\.\.(?:\/|$)/;

/** Normalise `.`/`..` segments and duplicate slashes. Keeps a leading `..` of relative paths. */

/**
 * Normal without the regular expression: no `/.`, `//`, backslash or trailing `/`, and no leading
 * `.` other than a `../`. Most paths asked for pass this (the regular expression was a tenth of a
 * language-server re-check at 10,000 entries, every path asked for twice).
 */
function plainlyNormal(p: string): boolean {
  return (
    p !== '' &&
    !p.includes('/.') &&
    !p.includes('//') &&
    !p.includes('\\') &&
    !p.endsWith('/') &&
    (p.charCodeAt(0) !== 46 /* . */ || p.startsWith('../'))
  );
}

export function normalize(p: string): string {
  // Most paths the loader builds are already normal: skip the split and join for them.
  if (plainlyNormal(p) || (p !== '' && !NOT_NORMAL.test(p))) return p;
  const s = toSlashes(p);
  const abs = s.startsWith('/');
  const out: string[] = [];
  for (const seg of s.split('/')) {
    if (seg === '' || seg === '.') continue;
    if (seg === '..') {
      if (out.length > 0 && out[out.length - 1] !== '..') out.pop();
      else if (!abs) out.push('..');
      continue;
    }
    out.push(seg);
  }
  const joined = out.join('/');
  if (abs) return '/' + joined;
  return joined === '' ? '.' : joined;
}

export function join(...parts: string[]): string {
  return normalize(parts.filter((x) => x !== '').join('/'));
}

export function dirname(p: string): string {
  const n = normalize(p);
  const i = n.lastIndexOf('/');
  if (i < 0) return '.';
  if (i === 0) return '/';
  return n.slice(0, i);
}

export function basename(p: string): string {
  const n = normalize(p);
  return n.slice(n.lastIndexOf('/') + 1);
}

/** True when `child` is `parent` or lies below it (both normalised the same way). */
export function isInside(parent: string, child: string): boolean {
  return isInsideNormal(normalize(parent), normalize(child));
}

/** `isInside` of two paths already normalised (`normalize`). */
export function isInsideNormal(a: string, b: string): boolean {
  if (a === '.') return !b.startsWith('..') && !isAbsolute(b);
  return b === a || b.startsWith(a.endsWith('/') ? a : a + '/');
}

/** `to` relative to `from` (both absolute or both relative to the same base). */
export function relative(from: string, to: string): string {
  const a = normalize(from)
    .split('/')
    .filter((s) => s !== '' && s !== '.');
  const b = normalize(to)
    .split('/')
    .filter((s) => s !== '' && s !== '.');
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const up = a.slice(i).map(() => '..');
  const rest = b.slice(i);
  const r = [...up, ...rest].join('/');
  return r === '' ? '.' : r;
}
