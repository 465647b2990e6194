import { defineCode } from '../../define.js';

export const invalidBudgetValue = defineCode<{ key: string; found: string; fallback: number }>({
  code: 'budget.invalid-value',
  severity: 'warning',
  spec: 'asset-format-v1.md#budgets-的合法取值',
  since: '0.1.0',
  title: { 'zh-CN': '预算值不是有限数字', en: 'Budget is not a finite number' },
  message: {
    'zh-CN': (d) => `\`budgets.${d.key}\` 的值是 \`${d.found}\`，应为不加引号的有限数字`,
    en: (d) => `Found \`${d.found}\` for \`budgets.${d.key}\`, expected a finite number without quotes`,
  },
  consequence: {
    'zh-CN': (d) => `这个值被忽略，\`${d.key}\` 回退为默认值 ${d.fallback}。`,
    en: (d) => `The value is ignored and \`${d.key}\` falls back to its default ${d.fallback}.`,
  },
  fix: {
    'zh-CN': '去掉引号并写一个普通数字，例如 `worldEntries: 5000`；不要使用 `.nan`、`.inf`。',
    en: 'Remove the quotes and write a plain number, e.g. `worldEntries: 5000`; do not use `.nan` or `.inf`.',
  },
  fixable: 'suggestion',
  why: {
    'zh-CN': 'YAML 里的 `"5000"` 是字符串，`.nan`、`.inf` 不是有限数字；它们都会被静默忽略。',
    en: 'In YAML `"5000"` is a string, and `.nan` and `.inf` are not finite; all of them are silently ignored.',
  },
});
