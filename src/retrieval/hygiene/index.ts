/**
 * Key hygiene and budget fit, checked once over a loaded repository (docs/retrieval.md "Key
 * hygiene", docs/budgets.md "Real tokens"): what the loader cannot see because it needs the
 * retrieval rules (folding, ranking, packing). `validate` runs it.
 */
import type { AssetGraph } from '../../assets/model.js';
import { loadRealTokenCounter, type RealTokenCounter } from '../../budgets/real-tokens.js';
import type { Diagnostic } from '../../diagnostics/define.js';
import { characterLoads, checkConstantLoads } from './constant-load-checks.js';
import { checkKeysInsideOthers, checkSharedKeyTies } from './overlapping-keys.js';
import { checkRealTokenLoads } from './real-token-load.js';
import { checkShortKeys } from './short-keys.js';
import { keysOnce, primaryKeysByWorld } from './world-keys.js';

export interface HygieneOptions {
  /** The real tokenizer, loaded when a text needs it; default `o200k_base` from gpt-tokenizer. */
  readonly loadCounter?: () => Promise<RealTokenCounter>;
}

export async function checkRetrievalHygiene(graph: AssetGraph, options: HygieneOptions = {}): Promise<Diagnostic[]> {
  const out: Diagnostic[] = [];
  const keysOf = keysOnce();
  for (const keys of primaryKeysByWorld(graph.entries, keysOf).values()) {
    checkShortKeys(keys, out);
    checkKeysInsideOthers(keys, keysOf, out);
    checkSharedKeyTies(keys, keysOf, out);
  }
  const loads = characterLoads(graph, keysOf);
  checkConstantLoads(loads, out);
  // an entry that can never be injected (no key, not constant) is entry.never-matchable's
  const injectable = graph.entries.filter((e) => e.constant || keysOf(e).some((k) => k.kind !== 'secondary'));
  await checkRealTokenLoads(injectable, loads, options.loadCounter ?? loadRealTokenCounter, out);
  return out;
}
