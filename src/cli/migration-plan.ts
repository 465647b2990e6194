/**
 * What `rp-assets routing migrate` changes, and the check that an edit changed only that: the
 * removals planned per rule (migrateRule against the config's namespaces), the rule ids in revision
 * conflict, and the rules an edited text reads back differently.
 */
import type { RpConfig } from '../config/types.js';
import type { LoadedRoutingFile } from '../routing/file/load-routing-file.js';
import type { RuleMigration } from '../routing/file/migrate-edits.js';
import { migrateRule, RULE_FIELDS } from '../routing/store/migrate.js';
import { createRoutingEnvironment } from '../routing/routing-environment.js';
import { isMapping } from '../common/yaml/plain.js';
import { jsonEqual } from '../routing/scenarios/run-scenarios.js';
import type { JsonValue } from '../routing/model/types.js';
import { NO_PROGRESS } from '../common/progress.js';
import type { Progress } from '../common/progress.js';

/** Rule ids that appear twice with different revisions. */
export function revisionConflicts(file: LoadedRoutingFile): string[] {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  for (const e of file.entries) {
    if (!e.rule) continue;
    const rev = seen.get(e.rule.id);
    if (rev !== undefined && rev !== e.rule.revision) out.add(e.rule.id);
    seen.set(e.rule.id, e.rule.revision);
  }
  return [...out];
}

/** `progress`: phase `migrate`, in `rules`. */
export function planMigrations(
  file: LoadedRoutingFile,
  config: RpConfig,
  progress: Progress = NO_PROGRESS,
): RuleMigration[] {
  const env = createRoutingEnvironment(config);
  const phase = progress.start('migrate', 'rules', file.entries.length);
  const plan = file.entries.flatMap((e, index): RuleMigration[] => {
    phase.advance();
    if (!e.rule) return [];
    const removed = migrateRule(e.rule, env.registry).migrated.filter(
      (p) => !(RULE_FIELDS as readonly string[]).includes(p),
    );
    const removedFields = isMapping(e.raw)
      ? Object.keys(e.raw).filter((k) => !(RULE_FIELDS as readonly string[]).includes(k))
      : [];
    if (removed.length === 0 && removedFields.length === 0) return [];
    return [{ index, removed, removedFields, revision: e.rule.revision + 1 }];
  });
  phase.end();
  return plan;
}

/**
 * The rules whose meaning the edited text changes beyond the plan: an unmigrated rule must read back
 * exactly as written before (raw data, aliases resolved); a migrated one must be the migrated rule
 * with its new revision. Names them (`rule \`id\``) for the refusal; empty when all is as planned.
 */
export function changedRules(
  before: LoadedRoutingFile,
  after: LoadedRoutingFile,
  {
    plan,
    config,
    progress = NO_PROGRESS,
  }: { readonly plan: readonly RuleMigration[]; readonly config: RpConfig; readonly progress?: Progress },
): string[] {
  if (after.entries.length !== before.entries.length) return ['the number of rules'];
  const registry = createRoutingEnvironment(config).registry;
  const planned = new Map(plan.map((m) => [m.index, m]));
  const same = (a: unknown, b: unknown) => jsonEqual(a as JsonValue, b as JsonValue);
  const phase = progress.start('verify', 'rules', before.entries.length);
  const changed = before.entries.flatMap((entry, i): string[] => {
    phase.advance();
    const now = after.entries[i];
    const name = `rule \`${entry.id ?? `#${i + 1}`}\``;
    const m = planned.get(i);
    if (m === undefined) return now !== undefined && same(entry.raw, now.raw) ? [] : [name];
    if (!entry.rule || !now?.rule) return [name];
    const expected = { ...migrateRule(entry.rule, registry).rule, revision: m.revision };
    return same(expected, { ...now.rule, revision: now.rule.revision }) ? [] : [name];
  });
  phase.end();
  return changed;
}
