/**
 * What the constant entries leave (docs/retrieval.md "Key hygiene"), per character that reads a
 * world, from the same packing as the catalog's budget picture (`constantLoadDetail`):
 * - `character.constants-over-half`: constants take more than half of `worldEntries`;
 * - `character.constants-fill-max-entries`: constants take every `maxEntries` slot;
 * - `entry.no-room-beside-constants`: an entry larger than the room the constants leave;
 * - `character.world-core-cut`: the world cores do not fit min(worldCore, contextTotal).
 */
import type { AssetGraph, Character, Entry } from '../../assets/model.js';
import type { Diagnostic, Place } from '../../diagnostics/define.js';
import { report } from '../../diagnostics/report.js';
import { constantsFillMaxEntries } from '../../diagnostics/codes/character/constants-fill-max-entries.js';
import { constantsOverHalf } from '../../diagnostics/codes/character/constants-over-half.js';
import { noRoomBesideConstants } from '../../diagnostics/codes/entry/no-room-beside-constants.js';
import { worldCoreCut } from '../../diagnostics/codes/character/world-core-cut.js';
import { constantLoadDetail, type ConstantLoadDetail } from '../constant-load.js';
import { worldResolver } from '../retrieve.js';
import type { KeysOf } from './world-keys.js';
import { NO_MEMO, type RunMemo } from '../../common/run-memo.js';

export interface CharacterLoad {
  readonly character: Character;
  readonly detail: ConstantLoadDetail;
  /**
   * Those that can only come in by matching (enabled, readable, not constant, with a key or alias),
   * one list per resolved world: shared by every character that reads the world, never copied.
   */
  readonly keyed: readonly (readonly Entry[])[];
}

/**
 * Every character's constant load over its resolved worlds; `byWorld`: each world's entries.
 * `memo`: a world's constants and keyed entries keep their identity while they are the same
 * entries, and a character's load is reused while it, its worlds and their constants are the same.
 */
export function characterLoads(
  graph: AssetGraph,
  byWorld: ReadonlyMap<string, readonly Entry[]>,
  keysOf: KeysOf,
  memo: RunMemo = NO_MEMO,
): CharacterLoad[] {
  const constantsOf = new Map<string, readonly Entry[]>();
  const keyedOf = new Map<string, readonly Entry[]>();
  for (const [world, entries] of byWorld) {
    // the same entries, the same lists (no filtering); other entries, lists kept while equal
    const lists = memo.same(`world-lists:${world}`, entries, () => ({
      constants: entries.filter((e) => e.constant && e.enabled),
      keyed: entries.filter((e) => keyed(e, keysOf)),
    }));
    constantsOf.set(world, memo.keep(`world-constants:${world}`, lists.constants));
    keyedOf.set(world, memo.keep(`world-keyed:${world}`, lists.keyed));
  }
  const none: readonly Entry[] = [];
  const worldsOf = worldResolver(graph);
  return graph.characters.map((character) => {
    const worlds = worldsOf(character);
    const constantLists = worlds.map((w) => constantsOf.get(w.id) ?? none);
    const keyedLists = worlds.map((w) => keyedOf.get(w.id) ?? none);
    const detail = memo.same(`constant-load:${character.file}`, [character, ...worlds, ...constantLists], () =>
      constantLoadDetail(character, worlds, constantLists.flat()),
    );
    return { character, detail, keyed: keyedLists };
  });
}

/** Where a finding about a character's budgets goes: its `budgets` key, else its id. */
export function budgetsPlace(c: Character): Place {
  const s = c.keySpans.budgets ?? c.keySpans.id;
  return s ? { file: c.file, ...s } : { file: c.file, line: 1, column: 1 };
}

/** Enabled, not constant, with a key or alias: an entry that can only come in by matching. */
function keyed(e: Entry, keysOf: KeysOf): boolean {
  return e.enabled && e.readable && !e.constant && keysOf(e).some((k) => k.kind !== 'secondary');
}

/** What one character's constant load says: its own findings, and the keyed entries larger than the room left. */
interface CharacterRoom {
  readonly diagnostics: readonly Diagnostic[];
  readonly tight: readonly Entry[];
}

function characterRoom({ character, detail, keyed: keyedEntries }: CharacterLoad): CharacterRoom {
  const { load } = detail;
  const id = character.id;
  const diagnostics: Diagnostic[] = [];
  // a budget of 0 is `budget.zero`'s to report
  if (load.coreKept < load.coreTokens && load.worldCore > 0 && load.contextTotal > 0)
    diagnostics.push(
      report(worldCoreCut, budgetsPlace(character), {
        id,
        tokens: load.coreTokens,
        kept: load.coreKept,
        budget: Math.min(load.worldCore, load.contextTotal),
      }),
    );
  if (load.worldEntries > 0 && load.constantTokens * 2 > load.worldEntries) {
    diagnostics.push(
      report(constantsOverHalf, budgetsPlace(character), {
        id,
        tokens: load.constantTokens,
        budget: load.worldEntries,
        room: load.room,
      }),
    );
  }
  if (keyedEntries.every((list) => list.length === 0) || load.constants === 0) return { diagnostics, tight: [] };
  if (load.maxEntries > 0 && load.slots === 0) {
    diagnostics.push(
      report(constantsFillMaxEntries, budgetsPlace(character), {
        id,
        constants: load.constants,
        maxEntries: load.maxEntries,
      }),
    );
    return { diagnostics, tight: [] };
  }
  // which constants go in depends on the message when they do not all fit: no "never" then
  if (load.constantsLeftOut > 0) return { diagnostics, tight: [] };
  const tight: Entry[] = [];
  for (const list of keyedEntries) {
    // larger than worldEntries itself is entry.over-budget
    for (const e of list) if (e.tokens > load.room && e.tokens <= load.worldEntries) tight.push(e);
  }
  return { diagnostics, tight };
}

/**
 * The constant loads' findings. `memo`: a character's are found again only when it, its load or
 * its worlds' keyed entries changed.
 */
export function checkConstantLoads(loads: readonly CharacterLoad[], out: Diagnostic[], memo: RunMemo = NO_MEMO): void {
  const tight = new Map<Entry, { room: number; characters: string[] }>();
  for (const load of loads) {
    const { character, detail } = load;
    const found = memo.same(`constant-room:${character.file}`, [character, detail, ...load.keyed], () =>
      characterRoom(load),
    );
    out.push(...found.diagnostics);
    const { room } = detail.load;
    for (const e of found.tight) {
      const t = tight.get(e) ?? { room, characters: [] };
      t.room = Math.min(t.room, room);
      t.characters.push(character.id);
      tight.set(e, t);
    }
  }
  for (const [e, t] of tight) {
    out.push(
      report(
        noRoomBesideConstants,
        { file: e.file, line: e.bodyLine, column: 1 },
        { id: e.id, tokens: e.tokens, room: t.room, characters: t.characters },
      ),
    );
  }
}
