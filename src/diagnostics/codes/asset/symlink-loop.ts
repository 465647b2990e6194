import { defineCode } from '../../define.js';

export const symlinkLoop = defineCode<{ target: string }>({
  code: 'asset.symlink-loop',
  severity: 'warning',
  spec: 'decision:docs/assets.md',
  since: '0.1.0',
  title: { 'zh-CN': '符号链接形成循环', en: 'Symlink loop' },
  message: {
    'zh-CN': (d) => `符号链接指回了正在遍历的目录 \`${d.target}\``,
    en: (d) => `Found a symlink back to \`${d.target}\`, a folder already being walked`,
  },
  consequence: {
    'zh-CN': '这个链接被跳过，链接下的内容不会重复加载。',
    en: 'The link is skipped and nothing below it is loaded again.',
  },
  fix: {
    'zh-CN': '删除这个符号链接，或让它指向不包含自身的目录。',
    en: 'Remove the symlink, or point it at a folder that does not contain it.',
  },
  fixable: 'none',
  why: {
    'zh-CN': '加载器记录已遍历目录的真实路径，遇到循环立即停下，因此永远不会挂起。',
    en: 'The loader tracks the real paths of the folders it walks and stops at a loop, so it never hangs.',
  },
});
