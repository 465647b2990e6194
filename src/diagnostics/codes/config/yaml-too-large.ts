import { tooLargeText } from '../../../common/yaml/too-large-text.js';
import { defineCode } from '../../define.js';

export const configYamlTooLarge = defineCode<{ reason: string; limit: number }>({
  code: 'config.yaml-too-large',
  severity: 'error',
  spec: 'decision:docs/config.md',
  since: '0.2.0',
  title: { en: 'Config YAML expands too far', 'zh-CN': '配置文件 YAML 展开后过大' },
  message: {
    en: (d) => tooLargeText('en', d.reason, d.limit),
    'zh-CN': (d) => tooLargeText('zh-CN', d.reason, d.limit),
  },
  consequence: {
    en: 'The config is not used: roots, routing file and namespaces fall back to the defaults and the command exits with code 2.',
    'zh-CN': '配置不会生效：根目录、路由文件和命名空间都退回默认值，命令以退出码 2 结束。',
  },
  fix: {
    en: 'Write the values out instead of stacking aliases (`*a`) on anchors (`&a`).',
    'zh-CN': '把值直接写出来，不要让别名（`*a`）层层指向锚点（`&a`）。',
  },
  fixable: 'none',
  why: {
    en: 'A config is a few lines; one that expands to more than a fixed number of values is an alias bomb or a mistake, and reading the rest as empty would silently change what every command does.',
    'zh-CN':
      '配置文件只有几行；展开后超过固定数量的值，要么是别名炸弹，要么是写错了。把其余内容当作空值会悄悄改变所有命令的行为。',
  },
});
