/**
 * State-change targets -> canonical paths (docs/turn.md: `/appearance/hair/length`).
 * `/<domain>[/<entityId>][/<field segments>]`; the entity id is escaped as a JSON Pointer token
 * (`~` -> `~0`, `/` -> `~1`), field names are dotted enums whose dots become segments.
 * Legacy v1 paths are kept as written when they start with `/`; a dotted v1 path
 * (`appearance.hair.length`) becomes `/appearance/hair/length`.
 */
export interface Target {
  readonly domain: string;
  readonly entityId?: string;
  readonly field?: string;
}

export function escapePointerToken(token: string): string {
  return token.replace(/~/g, '~0').replace(/\//g, '~1');
}

export function canonicalPath(target: Target): string {
  const segments = [target.domain];
  if (target.entityId !== undefined) segments.push(escapePointerToken(target.entityId));
  if (target.field !== undefined) segments.push(...target.field.split('.'));
  return '/' + segments.join('/');
}

export function legacyCanonicalPath(path: string): string {
  const p = path.trim();
  if (p.startsWith('/')) return p;
  return '/' + p.split('.').map(escapePointerToken).join('/');
}
