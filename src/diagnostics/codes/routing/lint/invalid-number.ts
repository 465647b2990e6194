import { defineCode } from '../../../define.js';
import { describeKind } from '../../../../common/value-kinds.js';

export const invalidNumber = defineCode<{ field: string; found: string; expected: string }>({
  code: 'routing.invalid-number',
  severity: 'warning',
  spec: 'routing-rules.md#规则',
  since: '0.1.0',
  title: { en: 'Rule number out of range', 'zh-CN': '规则数值超出范围' },
  message: {
    en: (d) => `\`${d.field}\` is \`${d.found}\`, expected ${describeKind(d.expected, 'en')}`,
    'zh-CN': (d) => `\`${d.field}\` 为 \`${d.found}\`，应为${describeKind(d.expected, 'zh-CN')}`,
  },
  consequence: {
    en: 'Ordering (priority, createdAt) and revision checks behave unpredictably; rp-assets uses the default here.',
    'zh-CN': '排序（priority、createdAt）与版本校验会变得不可预测；rp-assets 在检查中改用默认值。',
  },
  fix: {
    en: '`priority` must be a finite number; `revision`, `createdAt` and `updatedAt` whole numbers ≥ 0.',
    'zh-CN': '`priority` 须为有限数字；`revision`、`createdAt`、`updatedAt` 须为非负整数。',
  },
  fixable: 'none',
  why: {
    en: 'The spec types revision and timestamps as naturals; `.inf` or `.nan` priorities make compareRules inconsistent.',
    'zh-CN': '规范把 revision 与时间戳定义为自然数；`.inf` 或 `.nan` 的 priority 会让 compareRules 排序失去一致性。',
  },
});
