/**
 * What an open document is, in terms of the last check: a character card, a world, an entry (the
 * assets the loader read from it), the routing file, a scenario file or the config. And reading any
 * file of the workspace as the checks see it (an unsaved buffer before the disk).
 */
import type { Character, Entry, World } from '../assets/model.js';
import { basename } from '../common/paths.js';
import type { Checked } from './workspace.js';

export type DocumentKind =
  | { readonly kind: 'character'; readonly asset: Character | null }
  | { readonly kind: 'world'; readonly asset: World | null }
  | { readonly kind: 'entry'; readonly asset: Entry | null }
  | { readonly kind: 'routing' | 'routing-tests' | 'retrieval-tests' | 'config' | 'other' };

export function documentKind(checked: Checked, path: string): DocumentKind {
  const { assets } = checked.report;
  const same = (display: string | null | undefined): boolean =>
    display !== null && display !== undefined && checked.absolute(display) === path;
  const character = assets.characters.find((c) => same(c.file));
  if (character !== undefined) return { kind: 'character', asset: character };
  const world = assets.worlds.find((w) => same(w.file));
  if (world !== undefined) return { kind: 'world', asset: world };
  const entry = assets.entries.find((e) => same(e.file));
  if (entry !== undefined) return { kind: 'entry', asset: entry };
  if (same(checked.project.configFile)) return { kind: 'config' };
  if (same(checked.project.routing)) return { kind: 'routing' };
  if (same(checked.report.routing?.scenarioFile)) return { kind: 'routing-tests' };
  if (checked.report.retrieval?.files.some(same) === true) return { kind: 'retrieval-tests' };
  // a card or world shadowed by a higher root, or one the check has not seen yet
  const name = basename(path);
  if (name === 'CHARACTER.md') return { kind: 'character', asset: null };
  if (name === 'WORLD.md') return { kind: 'world', asset: null };
  if (name === 'rp-assets.config.yaml') return { kind: 'config' };
  return { kind: 'other' };
}

/** The files of a kind in every root: the active ones and those shadowed by a higher root. */
export function filesOf(checked: Checked, kind: 'character' | 'world'): string[] {
  const { assets } = checked.report;
  const active = (kind === 'character' ? assets.characters : assets.worlds).map((a) => a.file);
  const shadowed = assets.overrides.filter((o) => o.kind === kind).flatMap((o) => o.shadowed);
  return [...active, ...shadowed];
}

const decoder = new TextDecoder();

/** A file's text as the checks read it (an open buffer, else the disk); null when unreadable. */
export async function readText(checked: Checked, display: string): Promise<string | null> {
  try {
    return decoder.decode(await checked.fs.readFile(display));
  } catch {
    return null;
  }
}
