/** The words of the retrieval text output, per locale. */
import type { Locale, Severity } from '../diagnostics/define.js';
import type { KeyKind } from './match.js';
import type { BudgetName, ExclusionReason } from './types.js';

export interface RetrievalLabels {
  readonly header: (character: string, worlds: string, recent: number, used: number, total: number) => string;
  readonly budgets: string;
  readonly injected: (n: number, tokens: number) => string;
  readonly injectedHeader: readonly string[];
  readonly excluded: (n: number) => string;
  readonly excludedHeader: readonly string[];
  readonly reason: Readonly<Record<ExclusionReason, string>>;
  readonly kind: Readonly<Record<KeyKind, string>>;
  readonly severity: Readonly<Record<Severity, string>>;
  readonly budgetDetail: (name: BudgetName, needed: number, available: number) => string;
  readonly keptDetail: (file: string) => string;
  readonly secondaryOnly: (keys: string) => string;
  readonly core: (world: string, kept: number, total: number, cut: number) => string;
  readonly noCore: string;
  readonly examples: (kept: number, total: number, cut: number) => string;
  readonly noExamples: string;
  readonly total: (used: number, budget: number, core: number, entries: number) => string;
  /** The column beside the estimate and the total line, when real tokens are shown. */
  readonly realTokens: string;
  readonly realTotal: (
    encoding: string,
    used: number,
    budget: number,
    core: number,
    entries: number,
    examples: number | null,
  ) => string;
  readonly yes: string;
  readonly constant: string;
  readonly none: string;
}

const zh: RetrievalLabels = {
  header: (c, w, r, u, t) => `角色 ${c} · 世界 ${w} · 检索最近 ${r} 条消息（使用 ${u} 条，共 ${t} 条）`,
  budgets: '预算：',
  injected: (n, t) => `注入（${n} 条，${t} token）`,
  injectedHeader: ['#', '条目', '世界', '常驻', '分数', '优先级', 'token', '累计', '命中'],
  excluded: (n) => `未注入（${n} 条）`,
  excludedHeader: ['条目', '世界', '原因', '分数', 'token', '说明', '文件'],
  reason: {
    budget: '预算不足',
    maxEntries: '超出条数',
    'duplicate-id': 'id 重复',
    disabled: '已停用',
    'no-match': '未命中',
    'never-matchable': '永不命中',
  },
  kind: { key: '（主）', alias: '（别名）', secondary: '（辅）' },
  severity: { error: '错误', warning: '警告', hint: '提示' },
  budgetDetail: (n, need, avail) => `需 ${need}，${n} 剩 ${avail}`,
  keptDetail: (f) => `保留 ${f}`,
  secondaryOnly: (k) => `仅辅助词命中：${k}`,
  core: (w, k, t, c) => `世界核心 ${w}：注入 ${k}/${t} token${c > 0 ? `，末尾截掉 ${c} 个字符` : ''}`,
  noCore: '世界核心：无',
  examples: (k, t, c) => `对话示例：保留 ${k}/${t} 个字符${c > 0 ? `，截掉 ${c} 个` : ''}`,
  noExamples: '对话示例：无',
  total: (u, b, c, e) => `世界上下文合计：${u}/${b} token（核心 ${c} + 条目 ${e}）`,
  realTokens: '真实',
  realTotal: (enc, u, b, c, e, x) =>
    `真实 token（${enc}，仅供参考，预算按估算计）：世界上下文 ${u}（核心 ${c} + 条目 ${e}），预算 ${b}${x === null ? '' : `；对话示例 ${x}`}`,
  yes: '是',
  constant: '（常驻）',
  none: '无',
};

const en: RetrievalLabels = {
  header: (c, w, r, u, t) => `Character ${c} · worlds ${w} · last ${r} messages (${u} used of ${t})`,
  budgets: 'Budgets: ',
  injected: (n, t) => `Injected (${n}, ${t} tokens)`,
  injectedHeader: ['#', 'entry', 'world', 'constant', 'score', 'priority', 'tokens', 'running', 'matched'],
  excluded: (n) => `Left out (${n})`,
  excludedHeader: ['entry', 'world', 'reason', 'score', 'tokens', 'detail', 'file'],
  reason: {
    budget: 'budget',
    maxEntries: 'maxEntries',
    'duplicate-id': 'duplicate id',
    disabled: 'disabled',
    'no-match': 'no match',
    'never-matchable': 'never matchable',
  },
  kind: { key: ' (key)', alias: ' (alias)', secondary: ' (secondary)' },
  severity: { error: 'error', warning: 'warning', hint: 'hint' },
  budgetDetail: (n, need, avail) => `needs ${need}, ${n} has ${avail} left`,
  keptDetail: (f) => `kept ${f}`,
  secondaryOnly: (k) => `only secondary keys matched: ${k}`,
  core: (w, k, t, c) =>
    `World core ${w}: ${k}/${t} tokens injected${c > 0 ? `, ${c} characters cut from the end` : ''}`,
  noCore: 'World core: none',
  examples: (k, t, c) => `Examples: ${k}/${t} characters kept${c > 0 ? `, ${c} cut` : ''}`,
  noExamples: 'Examples: none',
  total: (u, b, c, e) => `World context: ${u}/${b} tokens (core ${c} + entries ${e})`,
  realTokens: 'real',
  realTotal: (enc, u, b, c, e, x) =>
    `Real tokens (${enc}, for reference; budgets use the estimate): world context ${u} (core ${c} + entries ${e}) against a budget of ${b}${x === null ? '' : `; examples ${x}`}`,
  yes: 'yes',
  constant: '(constant)',
  none: 'none',
};

export const LABELS: Readonly<Record<Locale, RetrievalLabels>> = { 'zh-CN': zh, en };
