/** The words of the human-readable outputs (text and github), per locale. */
import type { Locale, Severity } from '../../diagnostics/define.js';
import type { ReportSummary, ScenarioCounts } from '../report.js';

export interface Counts {
  readonly characters: number;
  readonly worlds: number;
  readonly entries: number;
  readonly rules: number;
}

export interface Labels {
  readonly heading: Readonly<Record<Severity, string>>;
  /**
   * Marks a finding listed under a cause of another severity (a warning under an error), so the
   * report stays graded: `警告：`, `warning: `.
   */
  readonly severityMark: Readonly<Record<Severity, string>>;
  /** A heading with its count: `错误（2）`, `Errors (2)`. */
  readonly headingCount: (heading: string, n: number) => string;
  readonly consequence: string;
  readonly fix: string;
  readonly related: string;
  /** Above the findings that follow from one (their cause). */
  readonly followsFrom: (n: number) => string;
  readonly suggestion: string;
  readonly docs: string;
  readonly noFile: string;
  readonly charactersHeading: string;
  readonly worlds: (items: readonly string[]) => string;
  readonly worldFound: (entries: number) => string;
  readonly worldMissing: string;
  readonly noWorlds: string;
  /** `2 个角色、1 个世界、3 个条目` (and rules when a routing file was checked). */
  readonly counts: (c: Counts) => string;
  readonly findings: (errors: number, warnings: number, hints: number) => string;
  /** `ran 4 routing scenarios (9 expectations) and 0 retrieval scenarios`. */
  readonly scenarios: (s: ReportSummary['scenarios']) => string;
  /** The scenario counts after the clean or totals line (the spec's positive line stays its prefix). */
  readonly scenariosTail: (s: ReportSummary['scenarios']) => string;
  readonly clean: (counts: string | null) => string;
  readonly totals: (counts: string | null, findings: string) => string;
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** `ran 4 routing scenarios (9 expectations) and 0 retrieval scenarios`: always said, zero included. */
function enScenarios(s: ReportSummary['scenarios']): string {
  if (s.routing.scenarios + s.retrieval.scenarios === 0) return 'no routing or retrieval scenario ran';
  const one = (c: ScenarioCounts, kind: string): string =>
    `${plural(c.scenarios, `${kind} scenario`, `${kind} scenarios`)}` +
    (c.scenarios > 0 ? ` (${plural(c.expectations, 'expectation', 'expectations')})` : '');
  return `ran ${one(s.routing, 'routing')} and ${one(s.retrieval, 'retrieval')}`;
}

function zhScenarios(s: ReportSummary['scenarios']): string {
  if (s.routing.scenarios + s.retrieval.scenarios === 0) return '没有运行路由或检索场景';
  const one = (c: ScenarioCounts, kind: string): string =>
    `${c.scenarios} 个${kind}场景` + (c.scenarios > 0 ? `（${c.expectations} 项断言）` : '');
  return `运行了 ${one(s.routing, '路由')}和 ${one(s.retrieval, '检索')}`;
}

const zh: Labels = {
  heading: { error: '错误', warning: '警告', hint: '提示' },
  severityMark: { error: '错误：', warning: '警告：', hint: '提示：' },
  headingCount: (h, n) => `${h}（${n}）`,
  consequence: '后果：',
  fix: '修复：',
  related: '相关：',
  followsFrom: (n) => `由此引起（${n}）：`,
  suggestion: '建议替换为：',
  docs: '文档：',
  noFile: '（无文件）',
  charactersHeading: '已检查的角色',
  worlds: (items) => `世界：${items.join(' / ')}`,
  worldFound: (n) => `✓(${n} 条目)`,
  worldMissing: '✗(未找到)',
  noWorlds: '（无）',
  counts: (c) =>
    [`${c.characters} 个角色`, `${c.worlds} 个世界`, `${c.entries} 个条目`]
      .concat(c.rules > 0 ? [`${c.rules} 条路由规则`] : [])
      .join('、'),
  findings: (e, w, h) => `${e} 个错误、${w} 个警告、${h} 个提示`,
  scenarios: zhScenarios,
  scenariosTail: (s) => `；${zhScenarios(s)}`,
  clean: (counts) => (counts === null ? '未发现问题' : `${counts}，未发现问题`),
  totals: (counts, findings) => (counts === null ? findings : `${counts}：${findings}`),
};

const en: Labels = {
  heading: { error: 'Errors', warning: 'Warnings', hint: 'Hints' },
  severityMark: { error: 'error: ', warning: 'warning: ', hint: 'hint: ' },
  headingCount: (h, n) => `${h} (${n})`,
  consequence: 'Consequence: ',
  fix: 'Fix: ',
  related: 'Related: ',
  followsFrom: (n) => `Follows from it (${n}):`,
  suggestion: 'Suggested replacement: ',
  docs: 'Docs: ',
  noFile: '(no file)',
  charactersHeading: 'Checked characters',
  worlds: (items) => `Worlds: ${items.join(' / ')}`,
  worldFound: (n) => `✓(${plural(n, 'entry', 'entries')})`,
  worldMissing: '✗(not found)',
  noWorlds: '(none)',
  counts: (c) =>
    [
      plural(c.characters, 'character', 'characters'),
      plural(c.worlds, 'world', 'worlds'),
      plural(c.entries, 'entry', 'entries'),
    ]
      .concat(c.rules > 0 ? [plural(c.rules, 'routing rule', 'routing rules')] : [])
      .join(', '),
  findings: (e, w, h) =>
    [plural(e, 'error', 'errors'), plural(w, 'warning', 'warnings'), plural(h, 'hint', 'hints')].join(', '),
  scenarios: enScenarios,
  scenariosTail: (s) => `; ${enScenarios(s)}`,
  clean: (counts) => (counts === null ? 'No problems found' : `${counts}: no problems found`),
  totals: (counts, findings) => (counts === null ? findings : `${counts}: ${findings}`),
};

export function labelsFor(locale: Locale): Labels {
  return locale === 'en' ? en : zh;
}
