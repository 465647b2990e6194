import type { ReadYamlRefusal } from '../../../core/yaml/read-file.js';
import { defineCode } from '../../define.js';

type Reason = ReadYamlRefusal;
const EN: Record<Reason, string> = {
  missing: 'does not exist',
  directory: 'is a folder, not a file',
  'special-file': 'is a FIFO, socket or device, not a regular file (it is not read: reading could block)',
  'not-utf8': 'is not valid UTF-8 text',
  'too-large': 'is larger than 5 MB',
  unreadable: 'cannot be read',
  'git-folder': 'lies inside a `.git` folder; it is refused unread (git keeps the checkout credential there)',
  'outside-repository': 'is a symlink that leads out of its repository; it is refused unread',
};
const ZH: Record<Reason, string> = {
  missing: '不存在',
  directory: '是文件夹而不是文件',
  'special-file': '是 FIFO、套接字或设备，而不是普通文件（不会读取：读取可能一直阻塞）',
  'not-utf8': '不是有效的 UTF-8 文本',
  'too-large': '超过 5 MB',
  unreadable: '无法读取',
  'git-folder': '位于 `.git` 文件夹内；不会读取它（git 在那里保存检出时的凭据）',
  'outside-repository': '是指向仓库之外的符号链接；不会读取它',
};

export const configUnreadable = defineCode<{ path: string; reason: string }>({
  code: 'config.unreadable',
  severity: 'error',
  spec: 'decision:docs/config.md',
  since: '0.1.0',
  title: { en: 'Config file cannot be read', 'zh-CN': '无法读取配置文件' },
  message: {
    en: (d) => `The config file \`${d.path}\` ${EN[d.reason as Reason] ?? d.reason}`,
    'zh-CN': (d) => `配置文件 \`${d.path}\` ${ZH[d.reason as Reason] ?? d.reason}`,
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
