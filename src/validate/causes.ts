/**
 * Cause first (issue 31): diagnostics that follow from one problem name it and carry a fix that
 * applies to them, and a missing root comes first. Pure, over the run's final diagnostics.
 *
 * - A root that does not exist (`asset.root-missing`) is the cause of the world references that
 *   resolve to nothing and of the retrieval scenarios that name a character or entry not found:
 *   what was in that root is simply not loaded (the first missing root is named).
 * - Otherwise a character's world reference that resolves to nothing (`character.unresolved-world`)
 *   is the cause of its retrieval scenarios' `retrieval.invalid-scenario` (an entry not found among
 *   its worlds) and `retrieval.scenario-failed`, and of `world.unreachable` on the world it was
 *   closest to (whose entries no character can retrieve).
 * - A frontmatter that cannot be read (`asset.invalid-yaml`, `asset.frontmatter-not-mapping`,
 *   `asset.unclosed-frontmatter`) is the cause of `entry.never-matchable` on the same file: the
 *   keys are in the part that was not read (issue 43).
 *
 * Decisions: docs/assets.md, "Cause first".
 */
import type { AssetGraph } from '../assets/model.js';
import type { Diagnostic, DiagnosticCause } from '../diagnostics/define.js';
import type { RetrievalScenarioRun } from '../retrieval/scenarios/types.js';

const ROOT_MISSING = 'asset.root-missing';
const UNRESOLVED_WORLD = 'character.unresolved-world';
const UNREACHABLE_WORLD = 'world.unreachable';
/** Findings that leave a file's frontmatter unread, and what follows from it on the same file. */
const UNREAD_FRONTMATTER = new Set([
  'asset.invalid-yaml',
  'asset.frontmatter-not-mapping',
  'asset.unclosed-frontmatter',
]);
const FOLLOWS_FROM_UNREAD = new Set(['entry.never-matchable']);
/** `retrieval.invalid-scenario` problems that a missing world or root explains. */
const ENTRY_PROBLEMS = new Set(['unknown-entry', 'ambiguous-entry']);

const tick = (s: string): string => '`' + s.replace(/`/g, "'") + '`';
const at = (d: Diagnostic): string => (d.line === null ? `${d.file ?? ''}` : `${d.file ?? ''}:${d.line}`);

function placeOf(d: Diagnostic): Pick<DiagnosticCause, 'code' | 'file' | 'line' | 'column'> {
  return { code: d.code, file: d.file, line: d.line, column: d.column };
}

function rootCause(root: Diagnostic): DiagnosticCause {
  const name = String(root.data['root']);
  const closest = String(root.data['closest'] ?? '');
  const mean = {
    en: closest === '' ? '' : ` (did you mean ${tick(closest)}?)`,
    zh: closest === '' ? '' : `（是不是 ${tick(closest)}）`,
  };
  return {
    ...placeOf(root),
    because: { en: `root ${tick(name)} does not exist${mean.en}`, 'zh-CN': `根目录 ${tick(name)} 不存在${mean.zh}` },
    fix: {
      en: `Fix the root ${tick(name)}${mean.en} on the command line or in the config's \`roots\` first: what is in it is not loaded, and this goes away with it.`,
      'zh-CN': `先修正命令行或配置文件 \`roots\` 中的根目录 ${tick(name)}${mean.zh}：其中的内容没有加载，这一项会随之消失。`,
    },
  };
}

/** What is left to do after the reference is fixed, by what follows from it. */
const AFTER_WORLD_FIX = {
  scenario: {
    en: 'or add the world; then check again: whatever is still reported is about the scenario itself.',
    zh: '或补上该世界书；然后重新检查：仍然报告的问题才是场景本身的问题。',
  },
  world: {
    en: "and this world is read: its entries are retrieved and checked against that character's budgets.",
    zh: '这个世界书就会被读取：它的条目参与检索，并按该角色的预算检查。',
  },
} as const;

function worldCause(
  first: Diagnostic,
  refs: readonly string[],
  character: string,
  after: keyof typeof AFTER_WORLD_FIX,
): DiagnosticCause {
  const list = `worlds: [${refs.join(', ')}]`;
  const suggestion = first.data['suggestion'];
  const mean =
    typeof suggestion === 'string' && suggestion !== ''
      ? { en: ` (did you mean ${tick(suggestion)}?)`, zh: `（是不是 ${tick(suggestion)}）` }
      : { en: '', zh: '' };
  return {
    ...placeOf(first),
    because: {
      en: `${tick(list)} of ${tick(character)} resolves to nothing`,
      'zh-CN': `${tick(character)} 的 ${tick(list)} 无法解析`,
    },
    fix: {
      en: `Fix ${tick(list)} at ${at(first)}${mean.en}, ${AFTER_WORLD_FIX[after].en}`,
      'zh-CN': `修正 ${at(first)} 的 ${tick(list)}${mean.zh}，${AFTER_WORLD_FIX[after].zh}`,
    },
  };
}

function frontmatterCause(first: Diagnostic): DiagnosticCause {
  return {
    ...placeOf(first),
    because: {
      en: `the frontmatter of ${tick(first.file ?? '')} could not be read (${first.code} at ${at(first)})`,
      'zh-CN': `${tick(first.file ?? '')} 的 frontmatter 无法读取（${at(first)} 的 ${first.code}）`,
    },
    fix: {
      en: `Fix the frontmatter at ${at(first)} first: the keys are in it, and this goes away with it.`,
      'zh-CN': `先修正 ${at(first)} 的 frontmatter：关键词就写在其中，这一项会随之消失。`,
    },
  };
}

export interface CauseContext {
  /** Every loaded character (not scoped): the files of world references. */
  readonly graph: AssetGraph;
  readonly retrieval: RetrievalScenarioRun | undefined;
}

/** The diagnostics with `cause` set where one explains them, missing roots first (else in order). */
export function linkCauses(diagnostics: readonly Diagnostic[], ctx: CauseContext): Diagnostic[] {
  const root = diagnostics.find((d) => d.code === ROOT_MISSING);
  const byRoot = root === undefined ? null : rootCause(root);
  // the characters whose world references resolve to nothing, and the first such finding each
  const fileToCharacter = new Map(ctx.graph.characters.map((c) => [c.file, c]));
  const worldOf = new Map<string, DiagnosticCause>();
  // the world id an unresolved reference was closest to -> that reference as a cause (the first)
  const meantFor = new Map<string, DiagnosticCause>();
  for (const d of diagnostics) {
    if (d.code !== UNRESOLVED_WORLD || d.file === null) continue;
    const c = fileToCharacter.get(d.file);
    if (c === undefined) continue;
    const refs = c.worlds.filter((w) => !w.resolved).map((w) => w.ref);
    if (!worldOf.has(c.id)) worldOf.set(c.id, worldCause(d, refs, c.id, 'scenario'));
    const meant = d.data['suggestion'];
    if (typeof meant === 'string' && !meantFor.has(meant)) meantFor.set(meant, worldCause(d, refs, c.id, 'world'));
  }
  const scenarioCharacter = new Map(
    (ctx.retrieval?.results ?? []).map((r) => [`${r.file}\u0000${r.name}`, r.character]),
  );
  // the first finding per file that left its frontmatter unread
  const unread = new Map<string, DiagnosticCause>();
  for (const d of diagnostics)
    if (UNREAD_FRONTMATTER.has(d.code) && d.file !== null && !unread.has(d.file))
      unread.set(d.file, frontmatterCause(d));
  const causeOf = (d: Diagnostic): DiagnosticCause | null => {
    if (FOLLOWS_FROM_UNREAD.has(d.code) && d.file !== null) return unread.get(d.file) ?? null;
    if (d.code === UNRESOLVED_WORLD) return byRoot;
    if (d.code === UNREACHABLE_WORLD) return byRoot ?? meantFor.get(String(d.data['id'])) ?? null;
    let character: string | null = null;
    if (d.code === 'retrieval.invalid-scenario') {
      const problem = String(d.data['problem']);
      if (problem === 'unknown-character') return byRoot;
      if (!ENTRY_PROBLEMS.has(problem)) return null;
      character = String(d.data['character']);
    } else if (d.code === 'retrieval.scenario-failed')
      character = scenarioCharacter.get(`${d.file ?? ''}\u0000${String(d.data['name'])}`) ?? null;
    if (character === null) return null;
    const world = worldOf.get(character);
    return world === undefined ? null : (byRoot ?? world);
  };
  const linked = diagnostics.map((d) => {
    const cause = causeOf(d);
    return cause === null ? d : { ...d, cause };
  });
  // a missing root first: what follows from it is read after it
  return [...linked.filter((d) => d.code === ROOT_MISSING), ...linked.filter((d) => d.code !== ROOT_MISSING)];
}
