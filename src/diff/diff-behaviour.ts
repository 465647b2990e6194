/**
 * `diffBehaviour(base, head)`: what the bot does differently on `head` than on `base`, from two
 * validate reports (each side read from its own tree, with its own config). Pure.
 */
import { NO_PROGRESS } from '../common/progress.js';
import type { Progress } from '../common/progress.js';
import type { RpConfig } from '../config/types.js';
import type { Report } from '../report/report.js';
import { diffAssets } from './asset-diff.js';
import { diffRetrieval } from './retrieval-diff.js';
import { diffRouting } from './routing-diff.js';
import type { ProbeInput } from './routing-diff.js';
import type { BehaviourDiff } from './types.js';

export interface BehaviourSide {
  /** As the user named it: a ref, or `working tree`. */
  readonly label: string;
  readonly report: Report;
  readonly config: RpConfig;
}

export function diffBehaviour(
  base: BehaviourSide,
  head: BehaviourSide,
  probes: readonly ProbeInput[] = [],
  progress: Progress = NO_PROGRESS,
): BehaviourDiff {
  const routingSide = (s: BehaviourSide) => ({
    file: s.report.routing?.file ?? null,
    rules: s.report.routing?.rules ?? [],
    config: s.config,
    scenarios: s.report.routing?.scenarios ?? [],
  });
  const retrievalSide = (s: BehaviourSide) => ({
    graph: s.report.assets,
    scenarios: s.report.retrieval?.scenarios ?? [],
  });
  const assetSide = (s: BehaviourSide) => ({ graph: s.report.assets, diagnostics: s.report.diagnostics });
  const routing = diffRouting(routingSide(base), routingSide(head), probes, progress);
  const retrieval = diffRetrieval(retrievalSide(base), retrievalSide(head), progress);
  const assets = diffAssets(assetSide(base), assetSide(head));
  const behaviourChanged =
    routing.rules.length > 0 ||
    routing.inputs.length > 0 ||
    retrieval.changes.length > 0 ||
    assets.presence.length +
      assets.worldRefs.length +
      assets.entryStatus.length +
      assets.overrides.length +
      assets.budgets.length >
      0;
  const changed = behaviourChanged || assets.paths.length > 0 || routing.files.before !== routing.files.after;
  return { version: 1, base: base.label, head: head.label, changed, behaviourChanged, routing, retrieval, assets };
}
