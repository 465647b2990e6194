/** The report summary: asset counts of the (scoped) graph and finding counts of the final list. */
import type { AssetGraph } from '../assets/model.js';
import type { Diagnostic } from '../diagnostics/define.js';
import type { ReportSummary } from '../report/report.js';

export function summarize(assets: AssetGraph, diagnostics: readonly Diagnostic[], rules: number): ReportSummary {
  let errors = 0;
  let warnings = 0;
  let hints = 0;
  for (const d of diagnostics) {
    if (d.severity === 'error') errors++;
    else if (d.severity === 'warning') warnings++;
    else hints++;
  }
  return {
    characters: assets.characters.length,
    worlds: assets.worlds.length,
    entries: assets.entries.length,
    rules,
    errors,
    warnings,
    hints,
  };
}
