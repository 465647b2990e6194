import { defineCode } from '../../../define.js';

export const unknownLockPath = defineCode<{ path: string }>({
  code: 'routing.unknown-lock-path',
  severity: 'warning',
  spec: 'routing-rules.md#匹配顺序与覆盖',
  since: '0.1.0',
  title: { en: 'Lock names no known field', 'zh-CN': '锁定路径不对应任何字段' },
  message: {
    en: (d) => `Lock \`${d.path}\` names no field of any namespace`,
    'zh-CN': (d) => `锁定路径 \`${d.path}\` 不对应任何命名空间的字段`,
  },
  consequence: { en: 'The lock protects nothing.', 'zh-CN': '这个锁不会保护任何字段。' },
  fix: {
    en: 'Write the lock as `namespace.field`, e.g. `chat.model.model`.',
    'zh-CN': '按 `命名空间.字段` 书写，例如 `chat.model.model`。',
  },
  fixable: 'none',
  why: {
    en: 'A lock path is the namespace followed by a field path. A typo leaves the field unprotected without any run-time message.',
    'zh-CN': '锁定路径由命名空间加字段路径组成。拼写错误会让字段失去保护，运行时也不会提示。',
  },
});
