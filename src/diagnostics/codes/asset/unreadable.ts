import { defineCode } from '../../define.js';

/** The reasons the loader itself names; any other `reason` is the system's own message, shown as is. */
type Reason = 'broken-symlink' | 'special-file' | 'name-not-utf8' | 'not a file';
const EN: Record<Reason, string> = {
  'broken-symlink': 'Found a symlink to a missing target (or to itself)',
  'special-file': 'Found a FIFO, socket or device where a file was expected; it is not read (reading could block)',
  'name-not-utf8':
    'Found a name that is not valid UTF-8 (shown with �); it cannot be opened by that name, so it (and anything inside) is not read',
  'not a file': 'Found a path that cannot be read (not a file)',
};
const ZH: Record<Reason, string> = {
  'broken-symlink': '符号链接指向不存在的目标（或链接自身成环）',
  'special-file': '这里应是普通文件，却是 FIFO、套接字或设备；不会读取它（读取可能一直阻塞）',
  'name-not-utf8': '名字不是有效的 UTF-8（显示为 �），无法按名字打开，因此它（及其中的内容）不会被读取',
  'not a file': '无法读取这个路径（不是文件）',
};

export const unreadable = defineCode<{ reason: string }>({
  code: 'asset.unreadable',
  severity: 'error',
  spec: 'decision:docs/assets.md',
  since: '0.1.0',
  title: { 'zh-CN': '无法读取', en: 'Cannot be read' },
  message: {
    'zh-CN': (d) => ZH[d.reason as Reason] ?? `无法读取这个路径（${d.reason}）`,
    en: (d) => EN[d.reason as Reason] ?? `Found a path that cannot be read (${d.reason})`,
  },
  consequence: {
    'zh-CN': '这个文件或目录中的资产不会加载。',
    en: 'The assets in this file or folder are not loaded.',
  },
  fix: {
    'zh-CN': '检查文件权限，修复或删除失效的符号链接；把特殊文件换成普通文件；把文件名改成 UTF-8。',
    en: 'Check the permissions, and repair or remove broken symlinks; replace special files with regular files; rename files to UTF-8 names.',
  },
  fixable: 'none',
  why: {
    'zh-CN': '读不到的文件若被静默跳过，资产就会无声地消失，因此报告。',
    en: 'A file that cannot be read would otherwise vanish silently, so it is reported.',
  },
});
