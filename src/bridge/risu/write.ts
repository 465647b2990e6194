/**
 * A world -> a RisuAI lorebook: entries a RisuAI import kept are written back as read, our edits
 * on top; every other entry converted from its complete World Info shape as its closest RisuAI
 * reading (a filter only where SillyTavern had one, the probability as `activationPercent`); the
 * world core as an always-active entry marked like the others (entry/world-core.ts). RisuAI has
 * no disabled entries: a disabled entry is left out, with a note.
 */
import type { AssetGraph, Entry } from '../../assets/model.js';
import { isRegexKey } from '../../assets/kept-activation.js';
import { toSource, truthy } from '../entry/mapped.js';
import { keptOf, ourEntry } from '../entry/our-entry.js';
import { entriesOfWorld } from '../entry/world-entries.js';
import { CORE_MARK, CORE_MARK_KEY } from '../entry/world-core.js';
import type { Json } from '../shared/same-json.js';
import { isRecord } from '../shared/same-json.js';
import { coreStEntry, stEntry } from '../sillytavern/entry.js';
import { RISU_ENTRY_DEFAULTS, RISU_INDEX, RISU_MAPPED } from './fields.js';

const keyString = (v: Json | undefined): string =>
  Array.isArray(v) ? v.filter((k): k is string => typeof k === 'string').join(', ') : '';

/** A complete World Info entry as RisuAI's closest reading. */
function risuFromSt(st: { readonly [key: string]: Json }): Record<string, Json> {
  const keys = Array.isArray(st.key) ? st.key : [];
  const filters = truthy(st.selective) && Array.isArray(st.keysecondary) && st.keysecondary.length > 0;
  const out: Record<string, Json> = {
    ...RISU_ENTRY_DEFAULTS,
    key: keyString(st.key),
    secondkey: keyString(st.keysecondary),
    comment: typeof st.comment === 'string' ? st.comment : '',
    content: typeof st.content === 'string' ? st.content : '',
    alwaysActive: truthy(st.constant),
    mode: truthy(st.constant) ? 'constant' : filters ? 'multiple' : 'normal',
    selective: filters,
    insertorder: typeof st.order === 'number' ? st.order : 100,
  };
  if (keys.some((k) => typeof k === 'string' && isRegexKey(k))) out.useRegex = true;
  if (st.useProbability !== false && typeof st.probability === 'number' && st.probability < 100)
    out.activationPercent = st.probability;
  if (st.caseSensitive === true) out.extentions = { risu_case_sensitive: true };
  return out;
}

function risuEntry(e: Entry): Record<string, Json> {
  const { [RISU_INDEX]: _index, ...kept } = keptOf(e, 'x-risu');
  if (Object.keys(kept).length === 0) return risuFromSt(stEntry(e));
  return { ...RISU_ENTRY_DEFAULTS, ...kept, ...toSource(RISU_MAPPED, ourEntry(e), kept) };
}

/** Entries read from a RisuAI book in their place there; the others after them, in the world's order. */
const placeOf = (e: Entry): number => {
  const index = keptOf(e, 'x-risu')[RISU_INDEX];
  return typeof index === 'number' ? index : Number.MAX_SAFE_INTEGER;
};

export function exportRisuLorebook(
  graph: AssetGraph,
  worldId: string,
): { book: Record<string, Json>; notes: string[] } {
  const world = graph.worlds.find((w) => w.id === worldId);
  if (!world) throw new Error(`no world ${worldId}`);
  const top = keptOf(world, 'x-risu');
  const folders = Array.isArray(top.folders) ? top.folders : [];
  delete top.folders;
  const notes: string[] = [];
  const entries = [...entriesOfWorld(graph, worldId)]
    .sort((a, b) => placeOf(a) - placeOf(b))
    .flatMap((e) => {
      if (e.enabled) return [risuEntry(e)];
      notes.push(`entry \`${e.id}\` is disabled, and a RisuAI lorebook has no disabled entries: left out`);
      return [];
    });
  const coreSt = coreStEntry(world);
  const core = coreSt ? [{ ...risuFromSt(coreSt), extentions: { [CORE_MARK_KEY]: CORE_MARK } }] : [];
  return { book: { type: 'risu', ver: 1, ...top, data: [...folders.filter(isRecord), ...core, ...entries] }, notes };
}
