import { defineCode } from '../../../define.js';

export const unknownNamespace = defineCode<{ ruleId: string; namespace: string }>({
  code: 'routing.unknown-namespace',
  severity: 'warning',
  spec: 'routing-rules.md#解析与诊断-api',
  since: '0.1.0',
  title: { en: 'Matched rule writes an unregistered namespace', 'zh-CN': '命中的规则写入了未注册的命名空间' },
  message: {
    en: (d) => `Rule \`${d.ruleId}\` writes namespace \`${d.namespace}\`, expected a registered namespace`,
    'zh-CN': (d) => `规则 \`${d.ruleId}\` 写入了命名空间 \`${d.namespace}\`，应为已注册的命名空间`,
  },
  consequence: {
    en: 'The values under that namespace are ignored; no feature reads them.',
    'zh-CN': '该命名空间下的值被忽略，没有任何功能会读取它们。',
  },
  fix: {
    en: 'Correct the namespace name, or register the namespace (with a JSON Schema) in the config.',
    'zh-CN': '改正命名空间名称，或在配置中注册该命名空间（附 JSON Schema）。',
  },
  fixable: 'none',
  why: {
    en: 'Each feature registers the namespace it reads. A value under a name nobody registered is usually a typo (`chat.modle`) or a plugin that is not installed. The warning is given only when the rule matches; saving a rule strips such namespaces and lists them in `migrated`.',
    'zh-CN':
      '每个功能只读取自己注册的命名空间。没人注册的名称通常是拼写错误（`chat.modle`）或未安装的插件。只有规则命中时才给出警告；保存规则时这类命名空间会被剔除并列入 `migrated`。',
  },
  example: {
    file: 'routing.yaml',
    bad: "- id: g7\n  filter: { kind: scope, field: guild, values: ['7'] }\n  values: { chat.modle: { model: x } }\n",
    good: "- id: g7\n  filter: { kind: scope, field: guild, values: ['7'] }\n  values: { chat.model: { model: x } }\n",
  },
});
