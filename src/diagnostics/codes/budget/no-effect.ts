import { defineCode } from '../../define.js';

export const noEffectBudget = defineCode<{ key: string; value: number }>({
  code: 'budget.no-effect',
  severity: 'hint',
  spec: 'asset-format-v1.md#budgets-的合法取值',
  since: '0.1.0',
  title: { 'zh-CN': '预算暂无效果', en: 'Budget has no effect yet' },
  message: {
    'zh-CN': (d) => `\`budgets.${d.key}\` 设为 ${d.value}，但 MVP 尚未启用递归激活`,
    en: (d) => `Found \`budgets.${d.key}: ${d.value}\`, but recursive activation is not in the MVP`,
  },
  consequence: {
    'zh-CN': '这个值会被接受并保存，但目前不影响检索。',
    en: 'The value is accepted and kept, but does not change retrieval yet.',
  },
  fix: {
    'zh-CN': '无需处理；如果不打算为将来的递归激活预先设置，可以删除这一行。',
    en: 'No action needed; delete the line unless you are setting it up for future recursive activation.',
  },
  fixable: 'none',
  why: {
    'zh-CN':
      '`recursiveDepth` 与条目的 `parents` 已保留在格式中，MVP 尚未递归激活父条目。设为 1（默认）以外的值时提示一次，以免作者误以为它已生效。',
    en: '`recursiveDepth` and entry `parents` are reserved in the format; the MVP does not activate parents recursively. A value other than 1 (the default) gets a hint, so authors do not assume it works.',
  },
});
