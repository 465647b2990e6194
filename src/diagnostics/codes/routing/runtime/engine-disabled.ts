import { defineCode } from '../../../define.js';

export const engineDisabled = defineCode<{ ruleId: string; engine: string }>({
  code: 'routing.engine-disabled',
  severity: 'warning',
  spec: 'routing-rules.md#引擎优先',
  since: '0.1.0',
  title: { en: 'Rule selects a disabled engine; the rule was dropped', 'zh-CN': '规则选择了已停用的引擎，已被剔除' },
  message: {
    en: (d) => `Rule \`${d.ruleId}\` sets \`chat.engine.id\` to \`${d.engine}\`, expected an enabled engine`,
    'zh-CN': (d) => `规则 \`${d.ruleId}\` 把 \`chat.engine.id\` 设为 \`${d.engine}\`，应为已启用的引擎`,
  },
  consequence: {
    en: 'The whole rule is removed from this resolution and the engine is resolved again; if no enabled engine remains the result is `off` and the scene does not reply.',
    'zh-CN': '整条规则从本次解析中移除并重新解析引擎；若没有可用的引擎，结果为 `off`，该场景不回复。',
  },
  fix: {
    en: 'Enable the engine in the config, or point the rule at an enabled engine.',
    'zh-CN': '在配置中启用该引擎，或让规则改用已启用的引擎。',
  },
  fixable: 'none',
  why: {
    en: '`chat.engine` is resolved first because other schemas depend on it. When the resolved engine is not enabled, the rules setting it are dropped from the back of the sorted list, one at a time, and resolution runs again.',
    'zh-CN':
      '`chat.engine` 最先解析，因为其他 Schema 取决于它。解析出的引擎未启用时，从排序后的末尾起逐条剔除设置了该引擎的规则并重新解析。',
  },
  example: {
    file: 'routing.yaml',
    bad: "- id: g7\n  filter: { kind: scope, field: guild, values: ['7'] }\n  values: { chat.engine: { id: beta } }\n",
    good: "- id: g7\n  filter: { kind: scope, field: guild, values: ['7'] }\n  values: { chat.engine: { id: agent } }\n",
  },
});
