import { defineCode } from '../../../define.js';
import { describeKind } from '../../../../common/value-kinds.js';

export const valueSchemaMismatch = defineCode<{ namespace: string; path: string; expected: string }>({
  code: 'routing.value-schema-mismatch',
  severity: 'warning',
  spec: 'routing-rules.md#匹配顺序与覆盖',
  since: '0.1.0',
  title: { en: 'Value does not fit its namespace schema', 'zh-CN': '值不符合命名空间 Schema' },
  message: {
    en: (d) =>
      `\`${d.path}\` in namespace \`${d.namespace}\` does not fit the schema, expected ${describeKind(d.expected, 'en')}`,
    'zh-CN': (d) =>
      `命名空间 \`${d.namespace}\` 中的 \`${d.path}\` 不符合 Schema，应为 ${describeKind(d.expected, 'zh-CN')}`,
  },
  consequence: {
    en: 'When the rule matches, the merged namespace fails validation and the runtime drops rules newest first (`routing.invalid-namespace`), possibly valid ones.',
    'zh-CN':
      '规则命中时合并结果校验失败，运行时会按「最新规则优先」逐条剔除规则（`routing.invalid-namespace`），可能连同正确的规则一起剔除。',
  },
  fix: { en: 'Write the value the schema expects.', 'zh-CN': '按 Schema 的要求填写该值。' },
  fixable: 'none',
  why: {
    en: "Each rule's partial value is checked against the namespace schema on its own (required fields are not demanded, since other rules or defaults fill them).",
    'zh-CN': '每条规则的局部值会单独按命名空间 Schema 检查（不要求必填字段，因为其他规则或默认值会补齐）。',
  },
});
