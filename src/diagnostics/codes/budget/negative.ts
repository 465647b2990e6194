import { defineCode } from '../../define.js';
import { negativeEffect } from '../../budget-effects.js';
import type { BudgetKey } from '../../../common/budget-keys.js';

export const negativeBudget = defineCode<{ key: string; value: number }>({
  code: 'budget.negative',
  severity: 'warning',
  spec: 'asset-format-v1.md#budgets-的合法取值',
  since: '0.1.0',
  title: { 'zh-CN': '预算为负数', en: 'Negative budget' },
  message: {
    'zh-CN': (d) => `\`budgets.${d.key}\` 为负数 ${d.value}，负数并不等于 0`,
    en: (d) => `Found a negative \`budgets.${d.key}: ${d.value}\`, which is not the same as 0`,
  },
  consequence: {
    'zh-CN': (d) => `${negativeEffect(d.key as BudgetKey, d.value)['zh-CN']}。`,
    en: (d) => {
      const t = negativeEffect(d.key as BudgetKey, d.value).en;
      return `${t.charAt(0).toUpperCase()}${t.slice(1)}.`;
    },
  },
  fix: {
    'zh-CN': (d) =>
      d.key === 'examples' ? '想关闭示例请写 `0`；想限制长度请写正数。' : '写 `0` 表达关闭，或写一个正数。',
    en: (d) =>
      d.key === 'examples'
        ? 'Write `0` to turn the examples off, or a positive number to limit them.'
        : 'Write `0` to turn it off, or a positive number.',
  },
  fixable: 'none',
  why: {
    'zh-CN':
      '多数预算在使用处有 `Math.max(0, …)`，负数效果与 0 相同；但 `examples` 走 `slice(0, n * 4)`，负数表示从末尾截掉 `|n| * 4` 个字符，示例依然注入。',
    en: 'Most budgets are used through `Math.max(0, …)`, so a negative acts like 0; but `examples` goes through `slice(0, n * 4)`, where a negative cuts `|n| * 4` characters from the end and the examples are still injected.',
  },
});
