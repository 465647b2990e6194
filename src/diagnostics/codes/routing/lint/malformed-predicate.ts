import { defineCode } from '../../../define.js';
import { describeKind } from '../../../../common/value-kinds.js';

export const malformedPredicate = defineCode<{ kind: string; field: string; expected: string; found: string }>({
  code: 'routing.malformed-predicate',
  severity: 'error',
  spec: 'routing-rules.md#条件谓词',
  since: '0.1.0',
  title: { en: 'Malformed predicate', 'zh-CN': '谓词格式错误' },
  message: {
    en: (d) =>
      `Predicate \`${d.kind}\` has \`${d.field}\` = ${describeKind(d.found, 'en')}, expected ${describeKind(d.expected, 'en')}`,
    'zh-CN': (d) =>
      `谓词 \`${d.kind}\` 的 \`${d.field}\` 为${describeKind(d.found, 'zh-CN')}，应为${describeKind(d.expected, 'zh-CN')}`,
  },
  consequence: {
    en: 'The runtime cannot evaluate the filter, so the rule is rejected.',
    'zh-CN': '运行时无法求值该条件，这条规则会被拒绝。',
  },
  fix: {
    en: '`scope` needs `field` and `values: [...]`, `content` needs `match` and `text`, `not` needs `operand`, `and`/`or` need `operands: [...]`, `custom` needs `id`.',
    'zh-CN':
      '`scope` 需要 `field` 和 `values: [...]`，`content` 需要 `match` 和 `text`，`not` 需要 `operand`，`and`/`or` 需要 `operands: [...]`，`custom` 需要 `id`。',
  },
  fixable: 'none',
  why: {
    en: 'Each predicate kind has its own required fields (spec table 条件谓词).',
    'zh-CN': '每种谓词都有各自的必填字段（见规范「条件谓词」表）。',
  },
  example: {
    file: 'routing.yaml',
    bad: "filter: { kind: 'scope', field: 'guilds', values: ['1'] }",
    good: "filter: { kind: 'scope', field: 'guild', values: ['1'] }",
  },
});
