import { unreadableReason } from '../../unreadable-reasons.js';
import { defineCode } from '../../define.js';

export const configUnreadable = defineCode<{ path: string; reason: string }>({
  code: 'config.unreadable',
  severity: 'error',
  spec: 'decision:docs/config.md',
  since: '0.1.0',
  title: { en: 'Config file cannot be read', 'zh-CN': '无法读取配置文件' },
  message: {
    en: (d) => `The config file \`${d.path}\` ${unreadableReason(d.reason, 'en')}`,
    'zh-CN': (d) => `配置文件 \`${d.path}\` ${unreadableReason(d.reason, 'zh-CN')}`,
  },
  consequence: { en: 'The command stops with exit code 2.', 'zh-CN': '命令以退出码 2 停止。' },
  fix: {
    en: 'Pass an existing UTF-8 file to `--config`, or remove the option to use auto-discovery.',
    'zh-CN': '给 `--config` 传入存在的 UTF-8 文件，或去掉该选项改用自动查找。',
  },
  fixable: 'none',
  why: {
    en: 'A config file named explicitly must exist; only auto-discovery may find none.',
    'zh-CN': '显式指定的配置文件必须存在；只有自动查找时才允许找不到。',
  },
});
