/** The retrieval preview's result: plain serialisable data (the CLI prints it as JSON). */
import type { Diagnostic } from '../diagnostics/define.js';
import type { MatchedKey } from './match.js';

export type ExclusionReason = 'budget' | 'maxEntries' | 'duplicate-id' | 'disabled' | 'no-match' | 'never-matchable';

/** Which limit refused an entry: the entry budget itself or what `contextTotal` had left. */
export type BudgetName = 'worldEntries' | 'contextTotal';

export interface EntryRef {
  readonly id: string;
  readonly world: string;
  readonly file: string;
  readonly name: string;
  readonly constant: boolean;
  readonly priority: number;
  /** estimateTokens of the body. */
  readonly tokens: number;
}

export interface InjectedEntry extends EntryRef {
  /** 1-based injection order. */
  readonly order: number;
  readonly score: number;
  readonly matched: readonly MatchedKey[];
  /** Entry tokens injected so far, this one included. */
  readonly runningTokens: number;
  /** What is left of the entry budget after this one. */
  readonly remainingTokens: number;
}

export interface ExcludedEntry extends EntryRef {
  readonly reason: ExclusionReason;
  readonly score: number;
  readonly matched: readonly MatchedKey[];
  /** For `budget`: which limit and how much room there was. */
  readonly budget?: { readonly name: BudgetName; readonly available: number; readonly needed: number };
  /** For `duplicate-id`: the file of the copy that was kept. */
  readonly keptFile?: string;
}

/** A piece of text packed into a budget, and what the budget cut from its end. */
export interface PackedText {
  readonly file: string | null;
  /** estimateTokens of the whole text. */
  readonly tokens: number;
  readonly chars: number;
  /** Characters kept from the start. */
  readonly keptChars: number;
  /** Characters cut from the end (0 when it fit). */
  readonly cutChars: number;
  /** estimateTokens of the kept part. */
  readonly keptTokens: number;
  /** The kept text (what would be injected). */
  readonly text: string;
}

export interface WorldCorePart extends PackedText {
  readonly world: string;
}

export interface RetrievalResult {
  readonly character: string;
  readonly worlds: readonly { readonly ref: string; readonly resolved: boolean }[];
  readonly query: {
    /** The effective (clamped) recentMessages. */
    readonly recentMessages: number;
    /** Index of the first used message in the input, and the used messages. */
    readonly from: number;
    readonly messages: readonly string[];
  };
  readonly budgets: {
    readonly maxEntries: number;
    readonly worldEntries: number;
    readonly worldCore: number;
    readonly contextTotal: number;
    readonly examples: number;
  };
  readonly injected: readonly InjectedEntry[];
  readonly excluded: readonly ExcludedEntry[];
  readonly worldCore: {
    /** min(worldCore, contextTotal), clamped at 0. */
    readonly budget: number;
    readonly tokens: number;
    readonly keptTokens: number;
    readonly parts: readonly WorldCorePart[];
  };
  readonly examples: (PackedText & { readonly budget: number }) | null;
  readonly contextTotal: {
    readonly budget: number;
    readonly worldCore: number;
    readonly worldEntries: number;
    readonly used: number;
    readonly remaining: number;
  };
  /** Notes about this preview (constants left out, core cut), rendered like validate's diagnostics. */
  readonly diagnostics: readonly Diagnostic[];
}
