/**
 * What a change does to the bot's behaviour (issue 17): the same core run on two trees (base and
 * head) and compared. Every change is a before/after pair, so `diff(b, a)` is `diff(a, b)` with
 * the two sides swapped (the mirror property the tests check). Plain serialisable data: the JSON
 * format prints it as it is.
 */
import type { JsonValue, RoutingInput, ScopeField } from '../routing/model/types.js';
import type { ExclusionReason } from '../retrieval/types.js';

/** One side of a pair; null = absent on that side. */
export interface Change<T> {
  readonly before: T | null;
  readonly after: T | null;
}

/** Where a compared routing input came from. */
export type InputSource =
  | { readonly kind: 'scenario'; readonly name: string }
  | { readonly kind: 'rule'; readonly ruleId: string }
  /** A scope value a changed filter added or removed (docs/diff.md): an input of that value. */
  | {
      readonly kind: 'scope-value';
      readonly ruleId: string;
      readonly field: ScopeField;
      readonly value: string;
      readonly added: boolean;
    }
  | { readonly kind: 'probe'; readonly name: string };

export interface SuppressedChange {
  readonly path: string;
  readonly ruleId: string;
  readonly value: JsonValue;
  /** Whether the write is suppressed on each side. */
  readonly before: boolean;
  readonly after: boolean;
}

/** One routing input whose resolution differs between the sides. */
export interface InputChange {
  /** Every source that produced this input (the same input from a scenario and a rule is compared once). */
  readonly sources: readonly InputSource[];
  readonly input: RoutingInput;
  /** Dotted leaf paths whose value differs. */
  readonly values: readonly ({ readonly path: string } & Change<JsonValue>)[];
  /** Namespaces whose deciding rule differs (null: schema defaults). */
  readonly decidedBy: readonly ({ readonly namespace: string } & Change<string>)[];
  readonly suppressed: readonly SuppressedChange[];
}

/** A rule's place in `compareRules` order among the rules of its side (0 = global). */
export interface RulePlace {
  readonly position: number;
  /** Position among the rules present on both sides: a move changes this. */
  readonly rank: number | null;
}

export interface RuleChange extends Change<RulePlace> {
  readonly id: string;
  /** Rule fields whose value differs (`filter`, `values`, `locked`, `priority`, …) when on both sides. */
  readonly fields: readonly string[];
  /**
   * Before and after of each changed field but `values` (whose effect the compared inputs show):
   * the old and new filter, priority, locks (issue 43: "changed: filter" alone hid what it captures).
   */
  readonly changes: readonly { readonly field: string; readonly before: JsonValue; readonly after: JsonValue }[];
}

export interface RoutingDiff {
  /** Whether each side has a routing file. */
  readonly files: Change<string>;
  readonly rules: readonly RuleChange[];
  /** Routing inputs compared (scenarios, one per rule of base ∪ head, probes). */
  readonly compared: number;
  readonly inputs: readonly InputChange[];
}

/** An entry's retrieval outcome in one probe: injected (with its 1-based order) or why it was left out. */
export type EntryOutcome =
  | { readonly kind: 'injected'; readonly order: number }
  | { readonly kind: 'excluded'; readonly reason: ExclusionReason };

export type RetrievalSource =
  { readonly kind: 'scenario'; readonly name: string } | { readonly kind: 'entry'; readonly entry: string };

export interface RetrievalChange {
  readonly source: RetrievalSource;
  readonly character: string;
  readonly messages: readonly string[];
  /** `world/id` of each entry whose outcome differs. */
  readonly entries: readonly ({ readonly entry: string } & Change<EntryOutcome>)[];
}

/** What an entry probe's message was made of (src/diff/key-probes.ts). */
export type KeyProbeKind = 'key' | 'alias' | 'secondary' | 'constant';

/**
 * A changed entry's own outcome for one of its words, where the two sides differ (issue 31): "does
 * `王都` still get `astra/capital`?". `words` is the message: one key or alias; a primary word and
 * a secondary key (`secondary`); none (`constant`: a message without any of its words).
 */
export interface KeyChange extends Change<EntryOutcome> {
  /** `world/id` of the probed entry. */
  readonly entry: string;
  readonly character: string;
  readonly kind: KeyProbeKind;
  readonly words: readonly string[];
}

export interface RetrievalDiff {
  /** Retrieval probes compared (scenario × side, entry × character × word). */
  readonly compared: number;
  /** Entry probes not run because there were more than the limit (`MAX_ENTRY_PROBES`). */
  readonly omitted: number;
  readonly changes: readonly RetrievalChange[];
  /**
   * Per key: each changed entry's own outcome on each probe word that differs between the sides
   * (the same facts as its entry probes in `changes`, one line a word; sorted by entry, character,
   * message).
   */
  readonly keys: readonly KeyChange[];
}

export type EntryStatus = 'never-matchable' | 'over-budget' | 'shadowed' | 'disabled';

export interface AssetDiff {
  /** Characters, worlds and entries present on one side only (`world/id` for entries). */
  readonly presence: readonly ({
    readonly kind: 'character' | 'world' | 'entry';
    readonly id: string;
  } & Change<string>)[];
  /** A character's world reference resolves on one side and not the other (null: not listed). */
  readonly worldRefs: readonly ({ readonly character: string; readonly ref: string } & Change<boolean>)[];
  /** Entry states that start or stop; `characters` for `over-budget` (the cards it can never fit). */
  readonly entryStatus: readonly ({
    readonly entry: string;
    readonly status: EntryStatus;
    readonly characters: readonly string[];
  } & Change<boolean>)[];
  /** The winning file of an overridden (or no longer overridden) id. */
  readonly overrides: readonly ({ readonly kind: 'character' | 'world'; readonly id: string } & Change<string>)[];
  /** Effective budgets of characters on both sides. */
  readonly budgets: readonly ({ readonly character: string; readonly key: string } & Change<number>)[];
  /** Assets on both sides whose file moved (id unchanged). */
  readonly paths: readonly ({ readonly kind: 'character' | 'world' | 'entry'; readonly id: string } & Change<string>)[];
}

export interface BehaviourDiff {
  readonly version: 1;
  /** What was compared, as the user named it (`main`, `HEAD~1`, `working tree`). */
  readonly base: string;
  readonly head: string;
  /** True when anything below differs, paths included. */
  readonly changed: boolean;
  /** True when routing, retrieval or asset states differ (moved files alone are not a behaviour change). */
  readonly behaviourChanged: boolean;
  readonly routing: RoutingDiff;
  readonly retrieval: RetrievalDiff;
  readonly assets: AssetDiff;
}
