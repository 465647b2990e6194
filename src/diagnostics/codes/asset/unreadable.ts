import { defineCode } from '../../define.js';

export const unreadable = defineCode<{ reason: string }>({
  code: 'asset.unreadable',
  severity: 'error',
  spec: 'decision:docs/assets.md',
  since: '0.1.0',
  title: { 'zh-CN': '无法读取', en: 'Cannot be read' },
  message: {
    'zh-CN': (d) =>
      d.reason === 'broken-symlink' ? '符号链接指向不存在的目标（或链接自身成环）' : `无法读取这个路径（${d.reason}）`,
    en: (d) =>
      d.reason === 'broken-symlink'
        ? 'Found a symlink to a missing target (or to itself)'
        : `Found a path that cannot be read (${d.reason})`,
  },
  consequence: {
    'zh-CN': '这个文件或目录中的资产不会加载。',
    en: 'The assets in this file or folder are not loaded.',
  },
  fix: {
    'zh-CN': '检查文件权限，修复或删除失效的符号链接。',
    en: 'Check the permissions, and repair or remove broken symlinks.',
  },
  fixable: 'none',
  why: {
    'zh-CN': '读不到的文件若被静默跳过，资产就会无声地消失，因此报告。',
    en: 'A file that cannot be read would otherwise vanish silently, so it is reported.',
  },
});
