import { defineCode } from '../../../define.js';

export const disabledRule = defineCode<{ id: string }>({
  code: 'routing.disabled-rule',
  severity: 'hint',
  spec: 'routing-rules.md#规则',
  since: '0.1.0',
  title: { en: 'Rule is disabled', 'zh-CN': '规则已停用' },
  message: {
    en: (d) => `Rule \`${d.id}\` is disabled (\`enabled: false\`)`,
    'zh-CN': (d) => `规则 \`${d.id}\` 已停用（\`enabled: false\`）`,
  },
  consequence: { en: 'The rule has no effect on any message.', 'zh-CN': '这条规则对任何消息都不起作用。' },
  fix: {
    en: 'Delete the rule when it is no longer wanted, or remove `enabled: false` to use it again.',
    'zh-CN': '不再需要时删除这条规则；要重新启用就去掉 `enabled: false`。',
  },
  fixable: 'none',
  why: {
    en: 'A disabled rule is left out of matching entirely. Keeping one is usually intentional (switched off for a while), so it is a hint, listed so that it is not forgotten.',
    'zh-CN': '停用的规则完全不参与匹配。停用通常是有意的（暂时关掉），所以只作为提示列出，免得被遗忘。',
  },
  example: {
    file: 'routing.yaml',
    bad: "- id: g7\n  enabled: false\n  filter: { kind: scope, field: guild, values: ['7'] }\n  values: { chat.preset: { preset: a } }\n",
    good: "- id: g7\n  filter: { kind: scope, field: guild, values: ['7'] }\n  values: { chat.preset: { preset: a } }\n",
  },
});
