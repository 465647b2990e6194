import { defineCode } from '../../define.js';
import { ZERO_EFFECT } from '../../budget-effects.js';
import type { BudgetKey } from '../../../common/budget-keys.js';

export const zeroBudget = defineCode<{ key: string }>({
  code: 'budget.zero',
  severity: 'warning',
  spec: 'asset-format-v1.md#budgets-的合法取值',
  since: '0.1.0',
  title: { 'zh-CN': '预算设为 0', en: 'Budget set to 0' },
  message: {
    'zh-CN': (d) => `\`budgets.${d.key}\` 为 0，这会按原样生效`,
    en: (d) => `Found \`budgets.${d.key}: 0\`, which takes effect as written`,
  },
  consequence: {
    'zh-CN': (d) => `${ZERO_EFFECT[d.key as BudgetKey]['zh-CN']}。`,
    en: (d) => `${capitalise(ZERO_EFFECT[d.key as BudgetKey].en)}.`,
  },
  fix: {
    'zh-CN': '如果确实想关闭该功能，可以保留；否则删除这一行以使用默认值，或写一个正数。',
    en: 'Keep it if you really mean to turn this off; otherwise delete the line to use the default, or write a positive number.',
  },
  fixable: 'none',
  why: {
    'zh-CN': '0 不会被改回默认值，它被当作「作者有意关闭该功能」。这个告警说明具体关掉了什么。',
    en: 'A 0 is not reset to the default; it is taken as "the author turns this off on purpose". The warning says what exactly turns off.',
  },
});

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
