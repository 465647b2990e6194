/**
 * Retrieval scenarios (`retrieval.tests.yaml`, issue 17): a character, the messages (oldest
 * first) and what retrieval must inject or leave out. Plain serialisable data: `validate` runs
 * them, `rp-assets diff` replays them on both sides, the catalog shows their results.
 */
import type { RuleSpans } from '../../common/spans.js';
import type { ExclusionReason } from '../types.js';

/** An entry named by a scenario: `id`, or `world/id` when the id alone is ambiguous. */
export interface ScenarioEntryRef {
  /** The world, when the scenario wrote `world/id`; null when it wrote the bare id. */
  readonly world: string | null;
  readonly id: string;
}

export interface RetrievalScenario {
  readonly name: string;
  /** Display path of the scenario file it was read from. */
  readonly file: string;
  readonly character: string;
  /** Oldest first; the character's `recentMessages` decides how many are used. */
  readonly messages: readonly string[];
  readonly expect: {
    /** Entries that must be injected. */
    readonly injected: readonly ScenarioEntryRef[];
    /** When true, `injected` must appear in this relative order. */
    readonly ordered: boolean;
    /** Entries that must not be injected. */
    readonly notInjected: readonly ScenarioEntryRef[];
    /** Entries that must be left out for this reason (a copy of it, for `duplicate-id`). */
    readonly reasons: readonly { readonly entry: ScenarioEntryRef; readonly reason: ExclusionReason }[];
  };
  /** Positions of the scenario's nodes (same addressing as routing scenarios). */
  readonly spans: RuleSpans;
}

/** What one failing expectation found. */
export interface RetrievalScenarioFailure {
  readonly kind: 'injected' | 'not-injected' | 'order' | 'reason';
  readonly entry: string;
  /** What happened instead: `injected`, or the exclusion reason. */
  readonly actual: string;
  readonly expected: string;
  readonly line: number | null;
  /** 1-based injection order, when the entry is injected (`not-injected`, `order`, `reason`). */
  readonly order?: number;
  /** The keys, aliases and secondary keys found in the messages, when injected. */
  readonly matched?: readonly string[];
  /** Whether it is a constant entry. */
  readonly constant?: boolean;
  /** For a `budget` exclusion: which limit, what it needed and what was left. */
  readonly budget?: { readonly name: string; readonly needed: number; readonly available: number };
  /** For a `duplicate-id` exclusion: the file of the copy that was kept. */
  readonly keptFile?: string;
  /** For `order`: the entry it should come after, and that entry's injection order. */
  readonly after?: { readonly entry: string; readonly order: number };
}

export interface RetrievalScenarioResult {
  readonly name: string;
  readonly file: string;
  readonly line: number | null;
  readonly character: string;
  readonly passed: boolean;
  /**
   * True when the scenario could not be run as written (unknown character, an entry ref that names
   * no entry or several): `retrieval.invalid-scenario` says why; `passed` is false.
   */
  readonly invalid: boolean;
  /** `world/id` of the injected entries, in injection order. */
  readonly injected: readonly string[];
  readonly failures: readonly RetrievalScenarioFailure[];
}

/** The retrieval scenario files of a run and their results (on the validate report). */
export interface RetrievalScenarioRun {
  readonly files: readonly string[];
  readonly scenarios: readonly RetrievalScenario[];
  readonly results: readonly RetrievalScenarioResult[];
}
