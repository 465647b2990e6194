import { defineCode } from '../../../define.js';

export const unknownRuleField = defineCode<{ field: string; suggestion: string | null }>({
  code: 'routing.unknown-rule-field',
  severity: 'warning',
  spec: 'routing-rules.md#规则',
  since: '0.1.0',
  title: { en: 'Unknown rule field', 'zh-CN': '未知的规则字段' },
  message: {
    en: (d) =>
      `Rule field \`${d.field}\` is not a rule field${d.suggestion ? `, did you mean \`${d.suggestion}\`` : ''}`,
    'zh-CN': (d) => `\`${d.field}\` 不是规则字段${d.suggestion ? `，是否想写 \`${d.suggestion}\`` : ''}`,
  },
  consequence: {
    en: 'The field is ignored, and the runtime drops it on the next save.',
    'zh-CN': '该字段会被忽略，下次保存时运行时会将其删除。',
  },
  fix: { en: 'Fix the spelling or remove the field.', 'zh-CN': '修正拼写或删除该字段。' },
  fixable: 'suggestion',
  why: {
    en: 'A misspelt field such as `priorty` silently keeps its default, which is hard to notice.',
    'zh-CN': '像 `priorty` 这样拼错的字段会悄悄保持默认值，很难发现。',
  },
});
