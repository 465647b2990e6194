import { defineCode } from '../../define.js';

export const budgetsNotAMapping = defineCode<{ found: string }>({
  code: 'budget.not-a-mapping',
  severity: 'warning',
  spec: 'asset-format-v1.md#budgets-的合法取值',
  since: '0.1.0',
  title: { 'zh-CN': '`budgets` 不是映射', en: '`budgets` is not a mapping' },
  message: {
    'zh-CN': (d) => `\`budgets\` 的值是 \`${d.found}\`，应为缩进的键值映射`,
    en: (d) => `Found \`budgets\` of type \`${d.found}\`, expected an indented mapping of keys to numbers`,
  },
  consequence: {
    'zh-CN': '整个 `budgets` 块被忽略，十个预算全部使用默认值。',
    en: 'The whole `budgets` block is ignored and all ten budgets take their defaults.',
  },
  fix: {
    'zh-CN': '写成 `budgets:` 后接缩进的 `键: 数字` 行。',
    en: 'Write `budgets:` followed by indented `key: number` lines.',
  },
  fixable: 'none',
  why: {
    'zh-CN': '规范写明 `budgets` 写成标量或列表会导致整块被忽略。',
    en: 'The spec says a scalar or list `budgets` is ignored as a whole.',
  },
});
