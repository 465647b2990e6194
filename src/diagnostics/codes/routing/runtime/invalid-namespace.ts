import { defineCode } from '../../../define.js';

export const invalidNamespace = defineCode<{ ruleId: string; namespace: string; error: string }>({
  code: 'routing.invalid-namespace',
  severity: 'warning',
  spec: 'routing-rules.md#匹配顺序与覆盖',
  since: '0.1.0',
  title: { en: 'Namespace value failed its schema; a rule was dropped', 'zh-CN': '命名空间校验失败，已剔除一条规则' },
  message: {
    en: (d) =>
      `Merged \`${d.namespace}\` does not match its schema (\`${d.error}\`), so the values of rule \`${d.ruleId}\` in it were dropped`,
    'zh-CN': (d) =>
      `合并后的 \`${d.namespace}\` 不符合其 Schema（\`${d.error}\`），因此剔除了规则 \`${d.ruleId}\` 在该命名空间中的值`,
  },
  consequence: {
    en: 'The rule still applies to its other namespaces, but nothing it wrote in this one takes effect; when every rule is dropped the namespace falls back to its defaults.',
    'zh-CN':
      '这条规则在其他命名空间中仍然生效，但它在此命名空间中写入的内容全部作废；所有规则都被剔除时该命名空间退回默认值。',
  },
  fix: {
    en: 'Make the values fit the namespace schema (check enums, types and unknown fields).',
    'zh-CN': '让写入的值符合命名空间的 Schema（检查枚举值、类型和未知字段）。',
  },
  fixable: 'none',
  why: {
    en: 'After merging, each namespace is validated. On failure resolution does not crash: it drops the rules that touch the namespace one at a time, newest (`updatedAt`) first, and validates again. The newest rule may be dropped even when an older one holds the bad value, so fix the value rather than relying on the fallback.',
    'zh-CN':
      '合并完成后逐个命名空间校验。失败时不会崩溃：按「最新规则优先」（`updatedAt` 降序）逐条剔除涉及该命名空间的规则并重新校验。即使错误值来自较旧的规则，也可能先剔除较新的规则，所以应当修正取值，而不是依赖回退。',
  },
  example: {
    file: 'routing.yaml',
    bad: "- id: g7\n  filter: { kind: scope, field: guild, values: ['7'] }\n  values: { render: { format: html } }\n",
    good: "- id: g7\n  filter: { kind: scope, field: guild, values: ['7'] }\n  values: { render: { format: markdown } }\n",
  },
});
