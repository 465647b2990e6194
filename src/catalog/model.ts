/**
 * The catalog: a serialisable model of everything the site shows, built once from the core
 * (asset graph, diagnostics, routing) with every relation precomputed, so pages never query.
 * Every `href` is a page path relative to the site base (`characters/alice/`), never absolute.
 * Text fields are already in the catalog's locale; `*Html` fields went through the sanitiser.
 */
import type { ConstantLoad } from '../retrieval/constant-load.js';
import type { CardText } from './card-texts.js';
import type { BudgetKey, BudgetSource } from '../common/budget-keys.js';
import type { Locale, Severity } from '../diagnostics/define.js';
import type { Explanation, JsonValue, RoutingInput } from '../routing/model/types.js';
import type { ReportSummary } from '../report/report.js';
import type { SearchSource } from './search.js';
import type { SanitisedHtml } from './markdown.js';

export interface CatalogLink {
  readonly id: string;
  readonly name: string;
  readonly href: string;
}

export interface CatalogDiagnostic {
  readonly code: string;
  /** Page of the code, e.g. `codes/entry/never-matchable/`. */
  readonly codeHref: string;
  readonly severity: Severity;
  readonly file: string | null;
  readonly line: number | null;
  readonly column: number | null;
  readonly title: string;
  readonly message: string;
  readonly consequence: string;
  readonly fix: string;
  readonly related: readonly { readonly file: string; readonly line: number | null; readonly message: string }[];
  readonly suggestion: string | null;
  /** Where `file:line` links: the repository URL when configured (absolute), else the asset page. */
  readonly source: { readonly href: string; readonly external: boolean } | null;
}

export interface BudgetRow {
  readonly key: BudgetKey;
  readonly value: number;
  readonly source: BudgetSource;
  /** What the author wrote, as text, when it differs from the effective value or was ignored. */
  readonly written: string | null;
  /** Why the value is what it is and what it does (zero, negative, clamped, ignored); null when plain. */
  readonly note: string | null;
}

export interface WorldStatus {
  readonly ref: string;
  readonly resolved: boolean;
  readonly href: string | null;
  readonly entries: number;
  /** `astra ✓(3 条目)` / `astara ✗(未找到)` */
  readonly label: string;
}

export interface OverrideInfo {
  /** Display path of the winning file. */
  readonly winner: string;
  readonly shadowed: readonly string[];
}

/**
 * How a character's world context is spent on every turn before any key matches (the character
 * page's budget bar): the world core and the constant entries as the retrieval core packs them
 * (src/retrieval, no messages), and what that leaves for keyword-matched entries.
 */
/**
 * A character's world-context budget as retrieval spends it before any key matches
 * (src/retrieval/constant-load.ts), with the same kept core and constants in real tokens when the
 * catalog was built with a tokenizer (a second figure; the estimate decides what fits).
 */
export type BudgetUse = ConstantLoad & {
  readonly real?: { readonly encoding: string; readonly coreKept: number; readonly constantTokens: number };
};

export interface CatalogCharacter {
  readonly id: string;
  readonly slug: string;
  readonly href: string;
  readonly name: string;
  readonly description: string;
  readonly language: string | null;
  readonly tags: readonly string[];
  readonly isDefault: boolean;
  readonly file: string;
  readonly root: string;
  /**
   * Display path of the avatar image beside CHARACTER.md (docs/format.md, "Avatar"), or null: the
   * site resizes it with Astro's image pipeline, and draws a monogram (pictures/monogram.ts) without one.
   */
  readonly avatar: string | null;
  /** The body through the sanitiser (rendered before the catalog is built, on the pool in `rp-assets site`). */
  readonly bodyHtml: SanitisedHtml;
  readonly worlds: readonly WorldStatus[];
  /** The spec's status line, `世界：astra ✓(3 条目) / astara ✗(未找到)`. */
  readonly worldLine: string;
  readonly budgets: readonly BudgetRow[];
  readonly budgetUse: BudgetUse;
  readonly examples: {
    readonly ref: string;
    readonly file: string | null;
    /** The text as injected (shown as text, not rendered); null when missing or refused. */
    readonly text: string | null;
    readonly tokens: number;
  } | null;
  readonly override: OverrideInfo | null;
  /** What an imported card carries beside the body (card-texts.ts): greetings, notes, prompts. */
  readonly cardTexts: readonly CardText[];
  readonly diagnostics: readonly CatalogDiagnostic[];
}

export interface EntryRow {
  readonly id: string;
  readonly slug: string;
  readonly href: string;
  readonly name: string;
  readonly keys: readonly string[];
  readonly aliases: readonly string[];
  readonly secondaryKeys: readonly string[];
  readonly priority: number;
  readonly constant: boolean;
  readonly enabled: boolean;
  readonly tokens: number;
  readonly duplicate: boolean;
  readonly neverMatchable: boolean;
  readonly diagnosticCount: number;
}

export interface WorldUser extends CatalogLink {
  readonly worldEntries: number;
  readonly worldEntriesSource: BudgetSource;
  readonly worldCore: number;
}

export interface BudgetFit {
  readonly character: CatalogLink;
  readonly budget: number;
  readonly source: BudgetSource;
  readonly fits: boolean;
}

export interface CatalogEntry extends EntryRow {
  readonly world: CatalogLink;
  readonly file: string;
  readonly root: string;
  readonly tags: readonly string[];
  readonly parents: readonly string[];
  /** The body through the sanitiser (rendered before the catalog is built, on the pool in `rp-assets site`). */
  readonly bodyHtml: SanitisedHtml;
  /** 1-based position in the world's retrieval order. */
  readonly position: number;
  /**
   * Whether the entry fits the worldEntries budget of each character using the world, aligned with
   * `CatalogWorld.users` (kept compact: the 10,000-entry store stays small). Expand with budgetFits().
   */
  readonly fits: readonly boolean[];
  /** Other entries of the same world with the same id. */
  readonly duplicates: readonly { readonly file: string; readonly href: string }[];
  readonly diagnostics: readonly CatalogDiagnostic[];
}

export interface CatalogWorld {
  readonly id: string;
  readonly slug: string;
  readonly href: string;
  readonly name: string;
  readonly description: string;
  readonly file: string;
  readonly root: string;
  readonly entryRoot: string;
  readonly entryDir: string | null;
  /** The body through the sanitiser (rendered before the catalog is built, on the pool in `rp-assets site`). */
  readonly bodyHtml: SanitisedHtml;
  readonly coreTokens: number;
  /** Entries in retrieval order: constant first, then priority (high first), then id. */
  readonly entries: readonly EntryRow[];
  readonly users: readonly WorldUser[];
  readonly override: OverrideInfo | null;
  readonly diagnostics: readonly CatalogDiagnostic[];
}

export interface CatalogOverride {
  readonly kind: 'character' | 'world';
  readonly id: string;
  readonly href: string;
  readonly winner: { readonly file: string; readonly root: string };
  readonly shadowed: readonly { readonly file: string; readonly root: string }[];
}

export interface LostWrite {
  readonly path: string;
  readonly lock: string;
  readonly rule: CatalogLink;
  /** True when the locking rule always matches (global), so the write is always lost. */
  readonly always: boolean;
}

export interface CatalogRule {
  readonly id: string;
  readonly slug: string;
  readonly href: string;
  readonly name: string;
  readonly enabled: boolean;
  /** 1-based position in compareRules order. */
  readonly order: number;
  readonly specificity: number;
  readonly priority: number;
  readonly createdAt: number;
  readonly filterText: string;
  readonly filterJson: string;
  readonly namespaces: readonly string[];
  /** Dotted leaf paths the rule writes. */
  readonly writes: readonly string[];
  readonly locks: readonly string[];
  readonly losesTo: readonly LostWrite[];
  readonly representative: {
    readonly input: RoutingInput | null;
    readonly explanation: Explanation | null;
    /** Why no input could be derived (null when one was). */
    readonly reason: string | null;
  };
  readonly valuesJson: string;
}

export type MatrixCell = '' | 'write' | 'lock' | 'write-lock';

export interface CatalogScenario {
  readonly name: string;
  /** Line of the scenario in routing.tests.yaml. */
  readonly line: number | null;
  readonly pass: boolean;
  readonly input: RoutingInput;
  readonly ruleIds: readonly string[];
  readonly decidedBy: { readonly [namespace: string]: string };
  readonly values: { readonly [namespace: string]: JsonValue };
  readonly failures: readonly {
    readonly kind: 'value' | 'decided-by';
    readonly path: string;
    /** JSON text of the expected and actual value (`undefined` when there is none). */
    readonly expected: string;
    readonly actual: string;
    readonly decidedBy: string | null;
  }[];
}

/** One retrieval scenario's result (retrieval.tests.yaml), for the routing page's scenario section. */
export interface CatalogRetrievalScenario {
  readonly name: string;
  /** Display path of its scenario file, and its line there. */
  readonly file: string;
  readonly line: number | null;
  readonly character: string;
  /** The character's page, or '' when the character does not exist. */
  readonly characterHref: string;
  readonly messages: readonly string[];
  readonly pass: boolean;
  /** Could not be run as written (unknown character or entry): see the file's diagnostics. */
  readonly invalid: boolean;
  /** Injected entries in order, with their pages. */
  readonly injected: readonly { readonly entry: string; readonly href: string }[];
  /** Each failing expectation in words (the `retrieval.scenario-failed` message, in the site's locale). */
  readonly failures: readonly string[];
}

export interface MatrixRow {
  readonly namespace: string;
  readonly cells: readonly MatrixCell[];
  /**
   * Column (index into `rules`) of the rule that decides the namespace when every rule matches: the
   * last enabled rule writing it with a write no earlier lock takes; null when none does.
   */
  readonly decider: number | null;
}

export interface CatalogRouting {
  readonly file: string;
  readonly rules: readonly CatalogRule[];
  /** Rows of the namespace × rule matrix; columns follow `rules`. */
  readonly matrix: readonly MatrixRow[];
  readonly scenarios: readonly CatalogScenario[] | null;
  readonly diagnostics: readonly CatalogDiagnostic[];
}

export interface CatalogCode {
  readonly code: string;
  readonly href: string;
  readonly area: string;
  /** The part of the code after its area (`duplicate-id` of `entry.duplicate-id`). */
  readonly slug: string;
  readonly severity: Severity;
  readonly title: string;
  readonly spec: string;
  /** Message, consequence and fix when they are static text (null when they depend on the finding). */
  readonly message: string | null;
  readonly consequence: string | null;
  readonly fix: string | null;
  /** `why`, rendered through the sanitiser. */
  readonly whyHtml: SanitisedHtml;
  readonly example: { readonly file: string; readonly bad: string; readonly good: string } | null;
  readonly count: number;
}

export interface Catalog {
  readonly locale: Locale;
  readonly roots: readonly string[];
  readonly summary: ReportSummary;
  readonly diagnostics: readonly CatalogDiagnostic[];
  readonly characters: readonly CatalogCharacter[];
  readonly worlds: readonly CatalogWorld[];
  readonly entries: readonly CatalogEntry[];
  readonly overrides: readonly CatalogOverride[];
  readonly routing: CatalogRouting | null;
  /** Retrieval scenario results, or null when no retrieval.tests.yaml was run. */
  readonly retrievalScenarios: readonly CatalogRetrievalScenario[] | null;
  readonly codes: readonly CatalogCode[];
  readonly search: readonly SearchSource[];
}
