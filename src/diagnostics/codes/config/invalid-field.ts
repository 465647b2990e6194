import { defineCode } from '../../define.js';
import { describeKind } from '../../../common/value-kinds.js';

export const configInvalidField = defineCode<{ field: string; expected: string; found: string }>({
  code: 'config.invalid-field',
  severity: 'error',
  spec: 'decision:docs/config.md',
  since: '0.1.0',
  title: { en: 'Config field has the wrong value', 'zh-CN': '配置字段的值不正确' },
  message: {
    en: (d) =>
      `Config field \`${d.field}\` is ${describeKind(d.found, 'en')}, expected ${describeKind(d.expected, 'en')}`,
    'zh-CN': (d) =>
      `配置字段 \`${d.field}\` 是${describeKind(d.found, 'zh-CN')}，应为${describeKind(d.expected, 'zh-CN')}`,
  },
  consequence: {
    en: 'The field is ignored and its default is used.',
    'zh-CN': '该字段会被忽略，改用默认值。',
  },
  fix: { en: 'Write the value in the form docs/config.md shows.', 'zh-CN': '按 docs/config.md 中的格式填写。' },
  fixable: 'none',
  why: {
    en: 'Every config field has one form (docs/config.md); a wrong one is reported instead of guessed.',
    'zh-CN': '每个配置字段都有固定格式（见 docs/config.md）；格式不对时报告而不是猜测。',
  },
});
