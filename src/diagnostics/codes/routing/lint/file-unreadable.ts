import { unreadableReason } from '../../../unreadable-reasons.js';
import { defineCode } from '../../../define.js';

export const fileUnreadable = defineCode<{ path: string; reason: string }>({
  code: 'routing.file-unreadable',
  severity: 'error',
  spec: 'decision:docs/routing-validation.md',
  since: '0.1.0',
  title: { en: 'Routing or scenario file cannot be read', 'zh-CN': '无法读取路由或场景测试文件' },
  message: {
    en: (d) => `The file \`${d.path}\` ${unreadableReason(d.reason, 'en')}`,
    'zh-CN': (d) => `文件 \`${d.path}\` ${unreadableReason(d.reason, 'zh-CN')}`,
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
