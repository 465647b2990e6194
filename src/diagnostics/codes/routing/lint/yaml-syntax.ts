import { defineCode } from '../../../define.js';

export const yamlSyntax = defineCode<{ reason: string }>({
  code: 'routing.yaml-syntax',
  severity: 'error',
  spec: 'routing-rules.md#示例',
  since: '0.1.0',
  title: { en: 'Routing YAML does not parse', 'zh-CN': '路由 YAML 无法解析' },
  message: {
    en: (d) => `The YAML is broken here: ${d.reason}`,
    'zh-CN': (d) => `这里的 YAML 语法有误：${d.reason}`,
  },
  consequence: {
    en: 'The loader rejects the whole file, so no routing rule (not even `global`) is applied.',
    'zh-CN': '加载器会拒绝整个文件，所有路由规则（包括 `global`）都不会生效。',
  },
  fix: {
    en: 'Fix the indentation, brackets or quotes at this place; quote values that contain `:` or `#`.',
    'zh-CN': '检查此处的缩进、括号或引号；含有 `:` 或 `#` 的值请加引号。',
  },
  fixable: 'none',
  why: {
    en: 'Routing rules are stored as YAML. A syntax error makes the file unreadable for the runtime, so the validator reports it at the exact line and keeps checking everything else.',
    'zh-CN': '路由规则以 YAML 保存。语法错误会让运行时无法读取该文件，因此校验器在出错的行报告，并继续检查其余内容。',
  },
  example: {
    file: 'routing.yaml',
    bad: '- id: global\n  filter: {kind: "true"\n',
    good: '- id: global\n  filter: {kind: "true"}\n',
  },
});
