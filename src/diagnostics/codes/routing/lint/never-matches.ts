import { defineCode } from '../../../define.js';

export const neverMatches = defineCode<{ id: string }>({
  code: 'routing.never-matches',
  severity: 'warning',
  spec: 'routing-rules.md#条件谓词',
  since: '0.1.0',
  title: { en: 'Rule can never match', 'zh-CN': '规则永远不会命中' },
  message: {
    en: (d) => `The filter of rule \`${d.id}\` can never be true`,
    'zh-CN': (d) => `规则 \`${d.id}\` 的条件永远不可能成立`,
  },
  consequence: { en: 'The rule has no effect on any message.', 'zh-CN': '这条规则对任何消息都不起作用。' },
  fix: {
    en: 'Delete the rule, or fix its filter (e.g. `direct` and `group` together can never hold).',
    'zh-CN': '删除这条规则，或修正条件（例如 `direct` 与 `group` 不可能同时成立）。',
  },
  fixable: 'none',
  why: {
    en: 'A filter that contradicts itself matches no message, so the rule never decides anything: a warning, as nobody writes such a filter on purpose (a rule kept on purpose is `enabled: false`, a hint: `routing.disabled-rule`). A message with a guild is a group message, so a guild scope contradicts `direct` (docs/routing-validation.md).',
    'zh-CN':
      '自相矛盾的条件不会命中任何消息，规则永远不会决定任何值：没有人会有意写出这样的条件，所以是警告（有意保留的规则应写 `enabled: false`，只作为提示：`routing.disabled-rule`）。带群号的消息一定是群消息，所以群范围与 `direct` 互相矛盾（见 docs/routing-validation.md）。',
  },
});
