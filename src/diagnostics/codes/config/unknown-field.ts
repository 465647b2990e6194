import { defineCode } from '../../define.js';

export const configUnknownField = defineCode<{ field: string; suggestion: string | null }>({
  code: 'config.unknown-field',
  severity: 'warning',
  spec: 'decision:docs/config.md',
  since: '0.1.0',
  title: { en: 'Unknown config field', 'zh-CN': '未知的配置字段' },
  message: {
    en: (d) => `\`${d.field}\` is not a config field${d.suggestion ? `, did you mean \`${d.suggestion}\`` : ''}`,
    'zh-CN': (d) => `\`${d.field}\` 不是配置字段${d.suggestion ? `，是否想写 \`${d.suggestion}\`` : ''}`,
  },
  consequence: { en: 'The field is ignored.', 'zh-CN': '该字段会被忽略。' },
  fix: { en: 'Fix the spelling or remove the field.', 'zh-CN': '修正拼写或删除该字段。' },
  fixable: 'suggestion',
  why: {
    en: 'A misspelt field (`namespace:` for `namespaces:`) would otherwise be ignored without a word.',
    'zh-CN': '拼错的字段（例如把 `namespaces:` 写成 `namespace:`）否则会被悄悄忽略。',
  },
});
