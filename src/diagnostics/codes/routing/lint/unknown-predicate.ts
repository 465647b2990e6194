import { defineCode } from '../../../define.js';

export const unknownPredicate = defineCode<{ kind: string; suggestion: string | null }>({
  code: 'routing.unknown-predicate',
  severity: 'error',
  spec: 'routing-rules.md#条件谓词',
  since: '0.1.0',
  title: { en: 'Unknown predicate kind', 'zh-CN': '未知的谓词类型' },
  message: {
    en: (d) => `Predicate kind \`${d.kind}\` does not exist${d.suggestion ? `, did you mean \`${d.suggestion}\`` : ''}`,
    'zh-CN': (d) => `谓词类型 \`${d.kind}\` 不存在${d.suggestion ? `，是否想写 \`${d.suggestion}\`` : ''}`,
  },
  consequence: {
    en: 'The runtime cannot evaluate the filter, so the rule is rejected.',
    'zh-CN': '运行时无法求值该条件，这条规则会被拒绝。',
  },
  fix: {
    en: 'Use one of `true`, `scope`, `direct`, `group`, `at-me`, `quote-me`, `content`, `not`, `and`, `or`, `custom`.',
    'zh-CN':
      '使用 `true`、`scope`、`direct`、`group`、`at-me`、`quote-me`、`content`、`not`、`and`、`or`、`custom` 之一。',
  },
  fixable: 'suggestion',
  why: {
    en: 'The predicate kinds are a closed set; plugin conditions go through `{ kind: custom, id }`.',
    'zh-CN': '谓词类型是固定集合；插件扩展条件请使用 `{ kind: custom, id }`。',
  },
  example: { file: 'routing.yaml', bad: "filter: { kind: 'privat' }", good: "filter: { kind: 'direct' }" },
});
