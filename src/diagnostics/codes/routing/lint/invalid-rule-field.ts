import { defineCode } from '../../../define.js';
import { describeKind } from '../../../../common/value-kinds.js';

export const invalidRuleField = defineCode<{ field: string; expected: string; found: string }>({
  code: 'routing.invalid-rule-field',
  severity: 'error',
  spec: 'routing-rules.md#规则',
  since: '0.1.0',
  title: { en: 'Rule field has the wrong type', 'zh-CN': '规则字段类型错误' },
  message: {
    en: (d) =>
      `Rule field \`${d.field}\` is ${describeKind(d.found, 'en')}, expected ${describeKind(d.expected, 'en')}`,
    'zh-CN': (d) =>
      `规则字段 \`${d.field}\` 是${describeKind(d.found, 'zh-CN')}，应为${describeKind(d.expected, 'zh-CN')}`,
  },
  consequence: {
    en: 'The runtime rejects the rule; here the field falls back to its default for the other checks.',
    'zh-CN': '运行时会拒绝这条规则；本次其余检查中该字段按默认值处理。',
  },
  fix: {
    en: 'Write `values` as a mapping, `locked` as a list of dot paths, `enabled` as `true`/`false`, `name`/`by` as text, and give every rule a `filter`.',
    'zh-CN':
      '`values` 写成映射，`locked` 写成点路径列表，`enabled` 写 `true`/`false`，`name`/`by` 写文本，并且每条规则都要有 `filter`。',
  },
  fixable: 'none',
  why: {
    en: 'The rule record has fixed types (spec table 规则). `filter` is required; every other field has a default.',
    'zh-CN': '规则记录的字段类型是固定的（见规范「规则」表）。`filter` 必填，其余字段都有默认值。',
  },
});
