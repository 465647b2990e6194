import { defineCode } from '../../../define.js';

export const neverMatches = defineCode<{ id: string; reason: string }>({
  code: 'routing.never-matches',
  severity: 'hint',
  spec: 'routing-rules.md#条件谓词',
  since: '0.1.0',
  title: { en: 'Rule can never match', 'zh-CN': '规则永远不会命中' },
  message: {
    en: (d) =>
      d.reason === 'disabled' ? `Rule \`${d.id}\` is disabled` : `The filter of rule \`${d.id}\` can never be true`,
    'zh-CN': (d) => (d.reason === 'disabled' ? `规则 \`${d.id}\` 已停用` : `规则 \`${d.id}\` 的条件永远不可能成立`),
  },
  consequence: { en: 'The rule has no effect on any message.', 'zh-CN': '这条规则对任何消息都不起作用。' },
  fix: {
    en: 'Delete the rule, or fix its filter (e.g. `direct` and `group` together can never hold).',
    'zh-CN': '删除这条规则，或修正条件（例如 `direct` 与 `group` 不可能同时成立）。',
  },
  fixable: 'none',
  why: {
    en: 'A disabled rule is left out of matching entirely; a filter that contradicts itself is equivalent. Reported as a hint because keeping a disabled rule can be intentional.',
    'zh-CN': '停用的规则完全不参与匹配；自相矛盾的条件与之等价。停用规则可能是有意保留，所以只作为提示。',
  },
});
