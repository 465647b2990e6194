/**
 * Why a file the user named (the config, a routing or scenario file) is refused unread
 * (common/yaml/read-file.ts), in words: `config.unreadable` and `routing.file-unreadable` say it
 * the same way. An unknown reason is shown as it is.
 */
import type { ReadYamlRefusal } from '../common/yaml/read-file.js';
import type { Locale } from './define.js';

const REASONS: Readonly<Record<Locale, Readonly<Record<ReadYamlRefusal, string>>>> = {
  en: {
    missing: 'does not exist',
    directory: 'is a folder, not a file',
    'special-file': 'is a FIFO, socket or device, not a regular file (it is not read: reading could block)',
    'not-utf8': 'is not valid UTF-8 text',
    'too-large': 'is larger than 5 MB',
    unreadable: 'cannot be read',
    'git-folder': 'lies inside a `.git` folder; it is refused unread (git keeps the checkout credential there)',
    'outside-repository': 'is a symlink that leads out of its repository; it is refused unread',
  },
  'zh-CN': {
    missing: '不存在',
    directory: '是文件夹而不是文件',
    'special-file': '是 FIFO、套接字或设备，而不是普通文件（不会读取：读取可能一直阻塞）',
    'not-utf8': '不是有效的 UTF-8 文本',
    'too-large': '超过 5 MB',
    unreadable: '无法读取',
    'git-folder': '位于 `.git` 文件夹内；不会读取它（git 在那里保存检出时的凭据）',
    'outside-repository': '是指向仓库之外的符号链接；不会读取它',
  },
};

export function unreadableReason(reason: string, locale: Locale): string {
  return REASONS[locale][reason as ReadYamlRefusal] ?? reason;
}
