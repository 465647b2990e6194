import { defineCode } from '../../../define.js';

export const unregisteredNamespace = defineCode<{ namespace: string; suggestion: string | null }>({
  code: 'routing.unregistered-namespace',
  severity: 'warning',
  spec: 'routing-rules.md#解析与诊断-api',
  since: '0.1.0',
  title: { en: 'Values for an unknown namespace', 'zh-CN': '写入了未注册的命名空间' },
  message: {
    en: (d) =>
      `Namespace \`${d.namespace}\` is not registered${d.suggestion ? `, did you mean \`${d.suggestion}\`` : ''}`,
    'zh-CN': (d) => `命名空间 \`${d.namespace}\` 未注册${d.suggestion ? `，是否想写 \`${d.suggestion}\`` : ''}`,
  },
  consequence: {
    en: 'The runtime ignores these values and reports `routing.unknown-namespace` whenever the rule matches.',
    'zh-CN': '运行时会忽略这些值，并在规则命中时报告 `routing.unknown-namespace`。',
  },
  fix: {
    en: 'Fix the namespace name, or declare the namespace under `namespaces:` in rp-assets.config.yaml.',
    'zh-CN': '修正命名空间名称，或在 rp-assets.config.yaml 的 `namespaces:` 中声明它。',
  },
  fixable: 'suggestion',
  why: {
    en: 'This is the static form of the run-time `routing.unknown-namespace` warning: it is found for every rule, not only for rules that happen to match.',
    'zh-CN': '这是运行时警告 `routing.unknown-namespace` 的静态版本：对每条规则都检查，而不只是恰好命中的规则。',
  },
});
