/**
 * Key hygiene and budget fit, checked once over a loaded repository (docs/retrieval.md "Key
 * hygiene", docs/budgets.md "Real tokens"): what the loader cannot see because it needs the
 * retrieval rules (folding, ranking, packing). `validate` runs it.
 */
import type { AssetGraph, Entry } from '../../assets/model.js';
import { loadRealTokenCounter, type RealTokenCounter } from '../../budgets/real-tokens.js';
import { NO_MEMO, type RunMemo } from '../../common/run-memo.js';
import type { Diagnostic } from '../../diagnostics/define.js';
import { entryKeys } from '../match.js';
import { characterLoads, checkConstantLoads } from './constant-load-checks.js';
import { checkKeysInsideOthers, checkSharedKeyTies } from './overlapping-keys.js';
import { checkRealTokenLoads } from './real-token-load.js';
import { checkMacroKeys } from './macro-keys.js';
import { checkShortKeys } from './short-keys.js';
import { checkLongKeys } from './long-keys.js';
import { checkMisspeltKeys } from './misspelt-keys.js';
import { primaryKeys } from './world-keys.js';

export interface HygieneOptions {
  /** The real tokenizer, loaded when a text needs it; default `o200k_base` from gpt-tokenizer. */
  readonly loadCounter?: () => Promise<RealTokenCounter>;
  /** Results kept from the last run (the language server): a world's key checks run again only when its entries changed. */
  readonly memo?: RunMemo;
}

export async function checkRetrievalHygiene(graph: AssetGraph, options: HygieneOptions = {}): Promise<Diagnostic[]> {
  const memo = options.memo ?? NO_MEMO;
  const out: Diagnostic[] = [];
  const keysOf = memo.perObject('entry-keys', entryKeys);
  const byWorld = entriesByWorld(graph.entries);
  const factsOf = keyFacts(memo);
  // an entry's own key checks read only it: run again only for an entry whose key facts changed
  const ownKeyChecks = memo.perObject('own-key-checks', (e: Entry): Diagnostic[] => {
    const keys = primaryKeys([e], keysOf);
    const list: Diagnostic[] = [];
    checkShortKeys(keys, list);
    checkLongKeys(keys, list);
    checkMisspeltKeys(keys, list);
    checkMacroKeys(keys, list);
    return list;
  });
  for (const [world, entries] of byWorld) {
    // a world's key checks read only its entries' key facts: the same facts, the same findings
    const facts = memo === NO_MEMO ? entries : entries.map(factsOf);
    const found = memo.same(`hygiene-world:${world}`, facts, () => {
      const list = facts.flatMap(ownKeyChecks);
      // these two compare every key of the world with the others
      const keys = primaryKeys(facts, keysOf);
      checkKeysInsideOthers(keys, keysOf, list);
      checkSharedKeyTies(keys, keysOf, list);
      return list;
    });
    out.push(...found);
  }
  const loads = characterLoads(graph, byWorld, keysOf, memo);
  checkConstantLoads(loads, out, memo);
  // an entry that can never be injected (no key, not constant) is entry.never-matchable's
  const canInject = (e: Entry): boolean => e.constant || keysOf(e).some((k) => k.kind !== 'secondary');
  // with a memo, a world's injectable entries are found again only when its entries changed
  const injectable = new Map<string, readonly Entry[]>();
  for (const [world, entries] of byWorld)
    injectable.set(
      world,
      memo.same(`injectable:${world}`, entries, () => entries.filter(canInject)),
    );
  await checkRealTokenLoads(injectable, loads, options.loadCounter ?? loadRealTokenCounter, out, memo);
  return out;
}

/**
 * What a world's key checks read of an entry: all of it but its text (the body, the line it starts
 * at, its size), as an entry with its text left out: the checks run on these. Derived with `memo.derive`, an entry whose text alone changed gives the very object of the
 * last run, so editing an entry's prose does not run its world's key checks again (they compare
 * every key with every other: 300 ms for a 10,000-entry book, docs/performance.md).
 */
function keyFacts(memo: RunMemo): (e: Entry) => Entry {
  return memo.derive(
    'key-facts',
    (e: Entry) => e.file,
    (e: Entry): Entry => ({ ...e, body: '', bodyLine: 0, tokens: 0 }),
  );
}

/** World id -> its entries, in entry order. */
function entriesByWorld(entries: readonly Entry[]): Map<string, Entry[]> {
  const out = new Map<string, Entry[]>();
  for (const e of entries) {
    const list = out.get(e.world);
    if (list === undefined) out.set(e.world, [e]);
    else list.push(e);
  }
  return out;
}
