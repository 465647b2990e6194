import type { ReadYamlRefusal } from '../../../../core/yaml/read-file.js';
import { defineCode } from '../../../define.js';

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

export const fileUnreadable = defineCode<{ path: string; reason: string }>({
  code: 'routing.file-unreadable',
  severity: 'error',
  spec: 'decision:docs/routing-validation.md',
  since: '0.1.0',
  title: { en: 'Routing or scenario file cannot be read', 'zh-CN': '无法读取路由或场景测试文件' },
  message: {
    en: (d) => `The file \`${d.path}\` ${EN[d.reason as Reason] ?? d.reason}`,
    'zh-CN': (d) => `文件 \`${d.path}\` ${ZH[d.reason as Reason] ?? d.reason}`,
  },
  consequence: {
    en: 'No routing rule can be checked or applied from this file.',
    'zh-CN': '无法检查或应用该文件中的任何路由规则。',
  },
  fix: {
    en: 'Point `--routing` (or `routing:` / `tests:` in the config) at an existing UTF-8 YAML file.',
    'zh-CN': '让 `--routing`（或配置中的 `routing:` / `tests:`）指向一个存在的 UTF-8 YAML 文件。',
  },
  fixable: 'none',
  why: {
    en: 'The validator reads routing and scenario files as UTF-8 (with or without a BOM). Other encodings would be silently garbled, so they are refused.',
    'zh-CN': '校验器按 UTF-8（可带 BOM）读取路由与场景测试文件。其他编码会被悄悄读成乱码，因此直接拒绝。',
  },
});
