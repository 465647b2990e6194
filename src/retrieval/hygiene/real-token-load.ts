/**
 * `budget.over-in-real-tokens` (docs/budgets.md "Real tokens"): an entry, or the constants a
 * character injects on every turn, that fit `worldEntries` by the format's estimate but not in real
 * tokens. Only texts whose UTF-8 size exceeds the budget can exceed it in real tokens, so only those
 * are tokenised (most are ruled out by their length alone), each once however many characters read
 * it, and the tokenizer is loaded only when one is. With a memo, a world's entries are checked again
 * only when they or their readers' budgets changed, and a character's constants only when its load did.
 */
import type { Character, Entry } from '../../assets/model.js';
import type { RealTokenCounter } from '../../budgets/real-tokens.js';
import { mayExceedRealTokens, realTokensAtMost } from '../../budgets/real-tokens.js';
import type { Diagnostic } from '../../diagnostics/define.js';
import { report } from '../../diagnostics/report.js';
import { overInRealTokens } from '../../diagnostics/codes/budget/over-in-real-tokens.js';
import { budgetsPlace, type CharacterLoad } from './constant-load-checks.js';
import type { ConstantLoadDetail } from '../constant-load.js';
import { NO_MEMO, type RunMemo } from '../../common/run-memo.js';

interface Reader {
  readonly budget: number;
  readonly character: string;
}

type Count = (e: Entry) => Promise<number>;

export async function checkRealTokenLoads(
  /** Per world, the entries to check one by one: those that can be injected at all (constant, or with a key or alias). */
  byWorld: ReadonlyMap<string, readonly Entry[]>,
  loads: readonly CharacterLoad[],
  loadCounter: () => Promise<RealTokenCounter>,
  out: Diagnostic[],
  /** Where the counts and findings are remembered: this run (default) or, in the language server, while their inputs are the same. */
  memo: RunMemo = NO_MEMO,
): Promise<void> {
  let counter: RealTokenCounter | undefined;
  const counted = memo.perObject('real-tokens', (e: Entry) => (counter as RealTokenCounter).count(e.body));
  const count: Count = async (e) => {
    counter ??= await loadCounter();
    return counted(e);
  };
  const atMost = memo.perObject('real-tokens-at-most', (e: Entry) => realTokensAtMost(e.body));

  // entries: against every reader whose worldEntries they fit by the estimate
  const readers = new Map<string, Reader[]>();
  for (const { character, detail } of loads) {
    const budget = detail.load.worldEntries;
    if (budget <= 0) continue;
    for (const w of new Set(character.worlds.filter((r) => r.resolved).map((r) => r.ref))) {
      const list = readers.get(w) ?? [];
      list.push({ budget, character: character.id });
      readers.set(w, list);
    }
  }
  for (const list of readers.values()) list.sort((a, b) => a.budget - b.budget);
  for (const [world, entries] of byWorld) {
    const list = readers.get(world);
    if (list === undefined) continue;
    const inputs = [entries, ...list.flatMap((r) => [r.budget, r.character])];
    out.push(...(await memo.same(`real-tokens:${world}`, inputs, () => entriesOver(entries, list, count))));
  }

  // the constant load of each character
  for (const { character, detail } of loads) {
    const found = await memo.same(`real-constants:${character.file}`, [character, detail], () =>
      constantsOver(character, detail, count, atMost),
    );
    if (found !== null) out.push(found);
  }
}

/** A world's entries larger in real tokens than a reader's budget they fit by the estimate. */
async function entriesOver(entries: readonly Entry[], list: readonly Reader[], count: Count): Promise<Diagnostic[]> {
  const out: Diagnostic[] = [];
  for (const e of entries) {
    if (!e.enabled || !e.readable) continue;
    // the smallest budget it fits by the estimate: only a text larger than that in UTF-8 can exceed it
    const smallest = list.find((r) => e.tokens <= r.budget);
    if (smallest === undefined || !mayExceedRealTokens(e.body, smallest.budget)) continue;
    const n = await count(e);
    const over = list.filter((r) => e.tokens <= r.budget && n > r.budget);
    if (over.length === 0) continue;
    out.push(
      report(
        overInRealTokens,
        { file: e.file, line: e.bodyLine, column: 1 },
        {
          kind: 'entry',
          id: e.id,
          estimate: e.tokens,
          real: n,
          budget: Math.min(...over.map((r) => r.budget)),
          characters: over.map((r) => r.character),
        },
      ),
    );
  }
  return out;
}

/** A character's constants, larger together in real tokens than its worldEntries; null when they fit. */
async function constantsOver(
  character: Character,
  detail: ConstantLoadDetail,
  count: Count,
  atMost: (e: Entry) => number,
): Promise<Diagnostic | null> {
  const { load, injected } = detail;
  if (load.worldEntries <= 0 || injected.length === 0 || load.constantTokens > load.worldEntries) return null;
  if (3 * injected.reduce((n, e) => n + e.body.length, 0) <= load.worldEntries) return null;
  if (injected.reduce((n, e) => n + atMost(e), 0) <= load.worldEntries) return null;
  let n = 0;
  for (const e of injected) n += await count(e);
  if (n <= load.worldEntries) return null;
  return report(overInRealTokens, budgetsPlace(character), {
    kind: 'constants',
    id: character.id,
    estimate: load.constantTokens,
    real: n,
    budget: load.worldEntries,
    characters: [character.id],
  });
}
