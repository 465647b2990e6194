/** Regexes that do not compile or can backtrack catastrophically; custom predicates nobody registered. */
import type { Diagnostic } from '../../diagnostics/define.js';
import { report } from '../../diagnostics/report.js';
import { invalidRegex } from '../../diagnostics/codes/routing/lint/invalid-regex.js';
import { unregisteredCustomPredicate } from '../../diagnostics/codes/routing/lint/unregistered-custom-predicate.js';
import { unsafeRegex } from '../../diagnostics/codes/routing/lint/unsafe-regex.js';
import { backtrackingRegex } from '../../diagnostics/codes/routing/lint/backtracking-regex.js';
import { regexTooLarge } from '../../diagnostics/codes/routing/lint/regex-too-large.js';
import { planContentRegex } from '../predicates/content-regex.js';
import type { LoadedRoutingFile } from '../file/load-routing-file.js';
import { placeOf } from '../../diagnostics/place.js';
import { spanAt } from '../../common/spans.js';
import type { LintContext } from './lint-context.js';
import { checkRegex } from './regex-safety.js';
import { walkPredicates } from './walk-predicates.js';

export function checkPredicateAtoms(file: LoadedRoutingFile, ctx: LintContext): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const entry of file.entries) {
    if (!entry.rule) continue;
    for (const { node, path } of walkPredicates(entry.rule.filter)) {
      if (node.kind === 'content' && node.match === 'regex') {
        const place = placeOf(file.file, spanAt(entry.spans, [...path, 'text']));
        const r = checkRegex(node.text);
        if (!r.compiles) out.push(report(invalidRegex, place, { pattern: node.text, reason: r.reason }));
        else {
          const plan = planContentRegex(node.text);
          if (plan.engine === 'refused' && plan.reason === 'backtracking')
            out.push(
              report(backtrackingRegex, place, { pattern: node.text, construct: plan.construct, part: plan.part }),
            );
          else if (plan.engine === 'refused')
            out.push(report(regexTooLarge, place, { pattern: node.text, part: plan.part }));
          else if (plan.engine === 're2' && r.unsafePart !== null)
            out.push(report(unsafeRegex, place, { pattern: node.text, part: r.unsafePart }));
        }
      }
      if (node.kind === 'custom' && !ctx.customPredicates.has(node.id)) {
        out.push(
          report(unregisteredCustomPredicate, placeOf(file.file, spanAt(entry.spans, [...path, 'id'])), {
            id: node.id,
          }),
        );
      }
    }
  }
  return out;
}
