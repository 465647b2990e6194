import { defineCode } from '../../../define.js';
import { describeKind } from '../../../../common/value-kinds.js';

export const invalidScenario = defineCode<{ field: string; expected: string; found: string }>({
  code: 'routing.invalid-scenario',
  severity: 'error',
  spec: 'decision:docs/routing-validation.md',
  since: '0.1.0',
  title: { en: 'Malformed routing scenario', 'zh-CN': '路由场景测试格式错误' },
  message: {
    en: (d) =>
      `Scenario field \`${d.field}\` is ${describeKind(d.found, 'en')}, expected ${describeKind(d.expected, 'en')}`,
    'zh-CN': (d) =>
      `场景字段 \`${d.field}\` 是${describeKind(d.found, 'zh-CN')}，应为${describeKind(d.expected, 'zh-CN')}`,
  },
  consequence: { en: 'The scenario is not run.', 'zh-CN': '该场景不会运行。' },
  fix: {
    en: 'Each scenario is a mapping with `name`, `input` (routing input fields) and `expect` (dotted path: value), optionally `decidedBy` (namespace: rule id).',
    'zh-CN':
      '每个场景是一个映射：`name`、`input`（路由输入字段）、`expect`（点路径: 值），可选 `decidedBy`（命名空间: 规则 id）。',
  },
  fixable: 'none',
  why: {
    en: 'A scenario that cannot be read is reported rather than skipped, so a typo cannot turn a test into a silent pass.',
    'zh-CN': '无法读取的场景会被报告而不是跳过，避免拼写错误让测试悄悄「通过」。',
  },
});
