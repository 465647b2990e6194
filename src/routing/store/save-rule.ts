/**
 * The pure part of save (spec: 保存、版本与冲突): revision check, structural checks, migration,
 * revision/createdAt/updatedAt bookkeeping. Errors are Error objects with `.code`.
 */
import { GLOBAL_RULE_ID } from '../predicates/compare-rules.js';
import { deepFreeze } from '../model/deep-freeze.js';
import { isPlainObject } from '../model/json-value.js';
import { migrateRule } from './migrate.js';
import type { NamespaceRegistry } from '../namespaces/namespace-registry.js';
import { predicateProblem } from '../predicates/predicate-shape.js';
import { routingError } from '../model/routing-error.js';
import type { RoutingRule } from '../model/types.js';

export interface SaveOptions {
  /** Must equal the stored rule's revision (0 for a new rule); omitted = no check. */
  readonly revision?: number;
  readonly by?: string;
}

export interface SaveResult {
  readonly rule: RoutingRule;
  /** Properties removed before saving, as dotted paths. */
  readonly migrated: readonly string[];
}

const natural = (n: unknown): boolean => typeof n === 'number' && Number.isInteger(n) && n >= 0;

/** Where a rule is saved: the rule it replaces (if any), the caller's options, the registry, the time. */
export interface SaveContext {
  readonly current: RoutingRule | undefined;
  readonly options: SaveOptions;
  readonly registry: NamespaceRegistry;
  readonly now: number;
}

export function prepareSave(input: RoutingRule, { current, options, registry, now }: SaveContext): SaveResult {
  if (!isPlainObject(input as unknown) || typeof input.id !== 'string' || input.id === '')
    throw routingError('INVALID_ARGUMENT', 'a rule needs a non-empty string `id`');
  const expected = current?.revision ?? 0;
  if (options.revision !== undefined && options.revision !== expected) {
    throw routingError('CONFLICT', `rule \`${input.id}\` is at revision ${expected}, not ${options.revision}`);
  }
  const problem = predicateProblem(input.filter);
  if (problem) throw routingError('INVALID_ARGUMENT', `rule \`${input.id}\`: ${problem}`);
  if (input.id === GLOBAL_RULE_ID && (input.filter.kind !== 'true' || input.enabled === false)) {
    throw routingError('INVALID_ARGUMENT', 'the `global` rule must stay enabled with filter `{ kind: true }`');
  }
  if (input.values !== undefined && !isPlainObject(input.values))
    throw routingError('INVALID_ARGUMENT', `rule \`${input.id}\`: \`values\` must be an object`);
  if (input.priority !== undefined && !Number.isFinite(input.priority))
    throw routingError('INVALID_ARGUMENT', `rule \`${input.id}\`: \`priority\` must be a finite number`);
  if (
    input.locked !== undefined &&
    (!Array.isArray(input.locked) || input.locked.some((l) => typeof l !== 'string' || l === ''))
  ) {
    throw routingError('INVALID_ARGUMENT', `rule \`${input.id}\`: \`locked\` must be a list of dot paths`);
  }
  const { rule, migrated } = migrateRule(input, registry);
  const by = options.by ?? rule.by;
  const createdAt = current
    ? current.createdAt
    : natural(input.createdAt) && input.createdAt > 0
      ? input.createdAt
      : now;
  const saved: RoutingRule = {
    ...rule,
    values: rule.values ?? {},
    enabled: rule.enabled ?? true,
    priority: rule.priority ?? 0,
    locked: rule.locked ?? [],
    ...(by !== undefined ? { by } : {}),
    revision: expected + 1,
    createdAt,
    updatedAt: now,
  };
  return { rule: deepFreeze(structuredClone(saved)), migrated };
}
