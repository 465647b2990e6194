import { defineCode } from '../../../define.js';

export const scenarioFailed = defineCode<{
  name: string;
  path: string;
  expected: string;
  actual: string;
  decidedBy: string;
  kind: string;
}>({
  code: 'routing.scenario-failed',
  severity: 'error',
  spec: 'decision:docs/routing-validation.md',
  since: '0.1.0',
  title: { en: 'Routing scenario fails', 'zh-CN': '路由场景测试未通过' },
  message: {
    en: (d) =>
      d.kind === 'decided-by'
        ? `Scenario \`${d.name}\`: \`${d.path}\` is decided by \`${d.actual}\`, expected \`${d.expected}\``
        : `Scenario \`${d.name}\`: \`${d.path}\` is \`${d.actual}\`, expected \`${d.expected}\`${d.decidedBy ? ` (decided by rule \`${d.decidedBy}\`)` : ' (schema default)'}`,
    'zh-CN': (d) =>
      d.kind === 'decided-by'
        ? `场景 \`${d.name}\`：\`${d.path}\` 由规则 \`${d.actual}\` 决定，期望为 \`${d.expected}\``
        : `场景 \`${d.name}\`：\`${d.path}\` 的值为 \`${d.actual}\`，期望为 \`${d.expected}\`${d.decidedBy ? `（由规则 \`${d.decidedBy}\` 决定）` : '（Schema 默认值）'}`,
  },
  consequence: {
    en: 'Messages like this scenario are routed differently from what the test promises.',
    'zh-CN': '与该场景类似的消息，实际路由结果与测试所承诺的不同。',
  },
  fix: {
    en: 'Run `rp-assets explain --routing FILE --input JSON` with the scenario input to see which rule wrote or blocked the value, then fix the rules or the expectation.',
    'zh-CN':
      '用场景的输入运行 `rp-assets explain --routing FILE --input JSON`，查看是哪条规则写入或拦截了该值，再修正规则或期望。',
  },
  fixable: 'none',
  why: {
    en: 'Scenario tests (`routing.tests.yaml`) pin down what important inputs must resolve to, so a new rule or a lock cannot silently change them.',
    'zh-CN': '场景测试（`routing.tests.yaml`）固定了关键输入应得到的结果，新增规则或路径锁不会在不知不觉中改变它们。',
  },
  example: {
    file: 'routing.tests.yaml',
    bad: "- name: tech\n  input: { platform: onebot, guildId: '10001' }\n  expect: { chat.preset.preset: sakura }\n",
    good: "- name: tech\n  input: { platform: onebot, guildId: '10001' }\n  expect: { chat.preset.preset: code-helper }\n",
  },
});
