import { defineCode } from '../../define.js';

export const unknownBudgetKey = defineCode<{ key: string; suggestion: string | null }>({
  code: 'budget.unknown-key',
  severity: 'warning',
  spec: 'asset-format-v1.md#budgets-的合法取值',
  since: '0.1.0',
  title: { 'zh-CN': '未知的预算键', en: 'Unknown budget key' },
  message: {
    'zh-CN': (d) => `\`budgets.${d.key}\` 不是预算键${d.suggestion === null ? '' : `，是不是 \`${d.suggestion}\``}`,
    en: (d) => `Found unknown budget key \`${d.key}\`${d.suggestion === null ? '' : `, expected \`${d.suggestion}\``}`,
  },
  consequence: {
    'zh-CN': (d) =>
      d.suggestion === null ? '这个键被静默忽略。' : `这个键被静默忽略，\`${d.suggestion}\` 继续使用默认值。`,
    en: (d) =>
      d.suggestion === null
        ? 'The key is silently ignored.'
        : `The key is silently ignored and \`${d.suggestion}\` keeps its default.`,
  },
  fix: {
    'zh-CN':
      '键名逐字符匹配：使用 `examples`、`worldCore`、`worldEntries`、`contextTotal`、`currentState`、`events`、`memories`、`maxEntries`、`recentMessages`、`recursiveDepth` 之一。',
    en: 'Keys match character by character: use one of `examples`, `worldCore`, `worldEntries`, `contextTotal`, `currentState`, `events`, `memories`, `maxEntries`, `recentMessages`, `recursiveDepth`.',
  },
  fixable: 'suggestion',
  why: {
    'zh-CN': '`contexTotal`、`max_entries` 这类拼写不会报错，对应预算却一直是默认值。',
    en: 'Spellings like `contexTotal` or `max_entries` raise nothing, while the budget they meant stays at its default.',
  },
  example: {
    file: 'characters/alice/CHARACTER.md',
    bad: '---\nbudgets:\n  contexTotal: 9000\n---\n',
    good: '---\nbudgets:\n  contextTotal: 9000\n---\n',
  },
});
