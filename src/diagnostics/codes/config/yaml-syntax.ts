import { defineCode } from '../../define.js';

export const configYamlSyntax = defineCode<{ reason: string }>({
  code: 'config.yaml-syntax',
  severity: 'error',
  spec: 'decision:docs/config.md',
  since: '0.1.0',
  title: { en: 'Config YAML does not parse', 'zh-CN': '配置文件 YAML 无法解析' },
  message: {
    en: (d) => `The YAML is broken here: ${d.reason}`,
    'zh-CN': (d) => `这里的 YAML 语法有误：${d.reason}`,
  },
  consequence: {
    en: 'The config is not used: roots, routing file and namespaces fall back to the defaults and the command exits with code 2.',
    'zh-CN': '配置不会生效：根目录、路由文件和命名空间都退回默认值，命令以退出码 2 结束。',
  },
  fix: { en: 'Fix the indentation, brackets or quotes at this place.', 'zh-CN': '检查此处的缩进、括号或引号。' },
  fixable: 'none',
  why: {
    en: 'rp-assets.config.yaml tells every command where the assets and routing rules are; a broken file cannot be guessed around.',
    'zh-CN': 'rp-assets.config.yaml 告诉所有命令资产与路由规则在哪里；文件损坏时无法猜测其意图。',
  },
});
