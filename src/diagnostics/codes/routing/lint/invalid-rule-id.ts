import { defineCode } from '../../../define.js';
import { describeKind } from '../../../../common/value-kinds.js';

export const invalidRuleId = defineCode<{ found: string }>({
  code: 'routing.invalid-rule-id',
  severity: 'error',
  spec: 'routing-rules.md#规则',
  since: '0.1.0',
  title: { en: 'Rule has no valid id', 'zh-CN': '规则缺少有效的 id' },
  message: {
    en: (d) =>
      d.found === 'missing'
        ? 'The rule has no `id`, expected a non-empty string'
        : `Rule \`id\` is ${describeKind(d.found, 'en')}, expected a non-empty string`,
    'zh-CN': (d) =>
      d.found === 'missing'
        ? '规则缺少 `id`，应填写非空字符串'
        : `规则的 \`id\` 为${describeKind(d.found, 'zh-CN')}，应为非空字符串`,
  },
  consequence: {
    en: 'The runtime rejects the rule set; this rule is left out of every check here.',
    'zh-CN': '运行时会拒绝这组规则；本次检查也会跳过这条规则。',
  },
  fix: {
    en: 'Give the rule a unique `id:` such as `guild-tech-support`.',
    'zh-CN': '为规则填写唯一的 `id:`，例如 `guild-tech-support`。',
  },
  fixable: 'none',
  why: { en: '`id` is the only required text field of a rule.', 'zh-CN': '`id` 是规则唯一的必填文本字段。' },
});
