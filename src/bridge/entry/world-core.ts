/**
 * What rp-assets writes of its own into an exported entry, under the entry's
 * `extensions.rp_assets`, so that an import gives back what SillyTavern has no field for. The mark
 * survives SillyTavern's own conversions both ways (a World Info entry's `extensions` is spread
 * into the card entry's, and a card entry's is kept on the World Info entry). docs/format.md
 * "The world core".
 *
 * - `world_core: true`: the world core (`WORLD.md`'s body, injected every turn here) travelling
 *   as one entry: constant, before the character, outside the budget, first among the world's
 *   entries. An import writes it back as the body.
 * - `id`: the entry's id, where the title would name its file otherwise.
 * - `aliases`: which of the exported keys were `aliases` here.
 */
import type { Json } from '../shared/same-json.js';
import { isRecord } from '../shared/same-json.js';
import { truthy } from './mapped.js';
import { safeFileName } from '../shared/names.js';

/** The key below an entry's `extensions` that holds the mark. */
export const CORE_MARK_KEY = 'rp_assets';
export const CORE_MARK: { readonly [key: string]: Json } = { world_core: true };

export interface Mark {
  readonly worldCore: boolean;
  readonly id: string | null;
  readonly aliases: readonly string[];
}

export function markOf(extensions: Json | undefined): Mark {
  const m = isRecord(extensions) && isRecord(extensions[CORE_MARK_KEY]) ? extensions[CORE_MARK_KEY] : {};
  return {
    worldCore: m.world_core === true,
    // an id becomes a file or folder name: one that is not a safe name as it stands (`../x`, `con`),
    // or one the loader would skip (`.x`, `_x`), is not used: the import names the asset from its title
    id: typeof m.id === 'string' && safeFileName(m.id) === m.id && !/^[._]/.test(m.id) ? m.id : null,
    aliases: Array.isArray(m.aliases) ? m.aliases.filter((a): a is string => typeof a === 'string') : [],
  };
}

export function hasCoreMark(extensions: Json | undefined): boolean {
  return markOf(extensions).worldCore;
}

/**
 * Whether an entry read from a file is the core as export wrote it: marked, constant and enabled.
 * A marked entry an author changed in the app (made keyed, or disabled) is an entry again.
 */
export function isCoreEntry(extensions: Json | undefined, constant: Json | undefined, enabled: boolean): boolean {
  return hasCoreMark(extensions) && truthy(constant) && enabled;
}

/** `extensions` without the mark (what else the entry carried), or undefined when nothing is left. */
export function withoutCoreMark(extensions: Json | undefined): Json | undefined {
  if (!isRecord(extensions)) return extensions;
  const { [CORE_MARK_KEY]: _mark, ...rest } = extensions;
  return Object.keys(rest).length > 0 ? rest : undefined;
}

/** `extensions` with the entry's identity marked: its id when its title would not give it, its aliases. */
export function withIdentity(
  extensions: Json | undefined,
  identity: { readonly id: string; readonly derivedId: string; readonly aliases: readonly string[] },
): Json | undefined {
  const marked = isRecord(extensions) && extensions[CORE_MARK_KEY] !== undefined;
  const rest = marked ? withoutCoreMark(extensions) : extensions;
  const mark: Record<string, Json> = {};
  if (identity.id !== identity.derivedId) mark.id = identity.id;
  if (identity.aliases.length > 0) mark.aliases = [...identity.aliases];
  if (Object.keys(mark).length === 0) return rest;
  return { ...(isRecord(rest) ? rest : {}), [CORE_MARK_KEY]: mark };
}

/** A copy of an entry without the mark in its `extensions` (and without `extensions` when nothing else was there). */
export function withoutMark<T extends { readonly [key: string]: Json }>(entry: T): Record<string, Json> {
  const out: Record<string, Json> = { ...entry };
  if (!isRecord(out.extensions) || out.extensions[CORE_MARK_KEY] === undefined) return out;
  const rest = withoutCoreMark(out.extensions);
  if (rest === undefined) delete out.extensions;
  else out.extensions = rest;
  return out;
}
