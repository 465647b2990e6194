/**
 * Runs the mutation kinds (kinds.ts) over a repository and classifies each mutation by what
 * `validate` alone says of it: the findings of the mutated repository that the untouched one does
 * not have (compared by severity, code, file and message data, so lines that merely moved do not
 * count), leaving out scenario-test failures (`routing.scenario-failed`,
 * `retrieval.scenario-failed`: the bench asks what the checks catch without a scenario written
 * for the mistake). Reported: a new error or warning; hint: only new hints; missed: nothing new.
 */
import { memoryFileSystem } from '../../src/common/memory-fs.js';
import type { Diagnostic } from '../../src/diagnostics/define.js';
import { validateProject } from '../../src/validate/project.js';
import { KINDS } from './kinds.js';
import type { Mutation, MutationKind } from './kinds.js';
import { configFile } from './repo.js';
import type { Files, Repo } from './repo.js';

export type Outcome = 'reported' | 'hint' | 'missed';

export interface MutationResult {
  readonly kind: string;
  readonly repo: string;
  readonly target: string;
  readonly outcome: Outcome;
  /** The new findings' codes (with severity), sorted. */
  readonly codes: readonly string[];
}

const SCENARIO_RESULTS = new Set(['routing.scenario-failed', 'retrieval.scenario-failed']);

const identity = (d: Diagnostic): string =>
  `${d.severity}\u0000${d.code}\u0000${d.file ?? ''}\u0000${JSON.stringify(d.data)}`;

async function findings(files: Files): Promise<Diagnostic[]> {
  const run = await validateProject(memoryFileSystem(files), { config: configFile });
  return run.report.diagnostics.filter((d) => !SCENARIO_RESULTS.has(d.code));
}

function countBy(list: readonly Diagnostic[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const d of list) out.set(identity(d), (out.get(identity(d)) ?? 0) + 1);
  return out;
}

/** Findings of `after` beyond those of `before` (as multisets). */
function added(before: Map<string, number>, after: readonly Diagnostic[]): Diagnostic[] {
  const left = new Map(before);
  return after.filter((d) => {
    const n = left.get(identity(d)) ?? 0;
    if (n > 0) left.set(identity(d), n - 1);
    return n === 0;
  });
}

/** At most `n` items spread evenly over `list` (all of them when n is Infinity). */
export function spread<T>(list: readonly T[], n: number): T[] {
  if (list.length <= n) return [...list];
  return Array.from({ length: n }, (_, i) => list[Math.floor((i * list.length) / n)]!);
}

export interface RunOptions {
  /** Mutations per kind and repository at most (spread over the candidates). */
  readonly perKind: number;
  readonly kinds?: readonly MutationKind[];
  readonly onResult?: (r: MutationResult) => void;
}

export async function runMutations(repo: Repo, options: RunOptions): Promise<MutationResult[]> {
  const baseline = countBy(await findings(repo.files));
  const out: MutationResult[] = [];
  for (const kind of options.kinds ?? KINDS) {
    const mutations: Mutation[] = spread(kind.make(repo), options.perKind);
    for (const m of mutations) {
      const fresh = added(baseline, await findings(m.files));
      const loud = fresh.some((d) => d.severity === 'error' || d.severity === 'warning');
      const result: MutationResult = {
        kind: kind.kind,
        repo: repo.name,
        target: m.target,
        outcome: loud ? 'reported' : fresh.length > 0 ? 'hint' : 'missed',
        codes: [...new Set(fresh.map((d) => `${d.severity} ${d.code}`))].sort(),
      };
      options.onResult?.(result);
      out.push(result);
    }
  }
  return out;
}

export interface KindRow {
  readonly kind: string;
  readonly mistake: string;
  readonly total: number;
  readonly reported: number;
  readonly hint: number;
  readonly missed: number;
  /** The codes that reported it, most frequent first. */
  readonly codes: readonly string[];
}

export function table(results: readonly MutationResult[], kinds: readonly MutationKind[] = KINDS): KindRow[] {
  return kinds.map((k) => {
    const mine = results.filter((r) => r.kind === k.kind);
    const codes = new Map<string, number>();
    for (const r of mine) for (const c of r.codes) codes.set(c, (codes.get(c) ?? 0) + 1);
    return {
      kind: k.kind,
      mistake: k.mistake,
      total: mine.length,
      reported: mine.filter((r) => r.outcome === 'reported').length,
      hint: mine.filter((r) => r.outcome === 'hint').length,
      missed: mine.filter((r) => r.outcome === 'missed').length,
      codes: [...codes.entries()].sort((a, b) => b[1] - a[1]).map(([c]) => c),
    };
  });
}
