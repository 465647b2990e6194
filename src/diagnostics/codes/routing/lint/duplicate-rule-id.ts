import { defineCode } from '../../../define.js';

export const duplicateRuleId = defineCode<{ id: string }>({
  code: 'routing.duplicate-rule-id',
  severity: 'error',
  spec: 'routing-rules.md#规则',
  since: '0.1.0',
  title: { en: 'Two rules share an id', 'zh-CN': '规则 id 重复' },
  message: {
    en: (d) => `Rule id \`${d.id}\` is used again, expected each id once`,
    'zh-CN': (d) => `规则 id \`${d.id}\` 重复出现，每个 id 只能使用一次`,
  },
  consequence: {
    en: 'Saving, explaining and locking address rules by id: one of the two is lost or edits land on the wrong rule.',
    'zh-CN': '保存、解释和路径锁都按 id 定位规则：其中一条会丢失，或修改落到错误的规则上。',
  },
  fix: { en: 'Rename one of the rules, or merge them.', 'zh-CN': '重命名其中一条规则，或把两条合并。' },
  fixable: 'none',
  why: {
    en: '`id` identifies a rule for `save`, `remove`, `sources` and `decidedBy`; a duplicate makes all of them ambiguous.',
    'zh-CN': '`id` 是 `save`、`remove`、`sources` 和 `decidedBy` 定位规则的依据，重复会让它们都产生歧义。',
  },
});
