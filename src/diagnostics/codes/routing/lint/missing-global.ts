import { defineCode } from '../../../define.js';

export const missingGlobal = defineCode<Record<string, never>>({
  code: 'routing.missing-global',
  severity: 'error',
  spec: 'routing-rules.md#规则',
  since: '0.1.0',
  title: { en: 'No `global` rule', 'zh-CN': '缺少 `global` 规则' },
  message: {
    en: 'The rules contain no rule with id `global`, expected exactly one',
    'zh-CN': '规则中没有 id 为 `global` 的规则，必须有且仅有一条',
  },
  consequence: {
    en: 'There is no baseline: inputs that match no other rule get bare schema defaults, and the runtime refuses the rule set.',
    'zh-CN': '没有兜底基准：不命中其他规则的输入只能得到 Schema 默认值，运行时也会拒绝这组规则。',
  },
  fix: {
    en: "Add `- id: global` with `filter: { kind: 'true' }` as the first rule.",
    'zh-CN': "添加 `- id: global`，其 `filter: { kind: 'true' }`，放在第一条。",
  },
  fixable: 'none',
  why: {
    en: 'The spec requires a rule `global` that always exists, is always enabled and always matches; it is the baseline every other rule overrides.',
    'zh-CN': '规范要求始终存在、始终启用且恒命中的 `global` 规则，它是其他规则覆盖的基准。',
  },
  example: {
    file: 'routing.yaml',
    bad: "- id: tech\n  filter: { kind: 'group' }\n",
    good: "- id: global\n  filter: { kind: 'true' }\n- id: tech\n  filter: { kind: 'group' }\n",
  },
});
