import { defineCode } from '../../define.js';

export const duplicateKey = defineCode<{ key: string }>({
  code: 'turn.duplicate-key',
  severity: 'error',
  spec: 'decision:docs/turn.md',
  since: '0.1.0',
  title: { en: 'Key written twice', 'zh-CN': '同一个键写了两次' },
  message: {
    en: (d) => `Found key \`${d.key}\` twice in one object, expected each key once`,
    'zh-CN': (d) => `同一个对象里键 \`${d.key}\` 出现了两次，每个键只能出现一次`,
  },
  consequence: {
    en: 'JSON parsers keep only the last copy, silently; the first value is lost.',
    'zh-CN': 'JSON 解析器只保留最后一个，且不会提示；前一个值会悄悄丢失。',
  },
  fix: { en: 'Keep one of the two keys.', 'zh-CN': '只保留其中一个键。' },
  fixable: 'none',
  why: {
    en: 'RFC 8259 leaves duplicate names undefined; `JSON.parse` keeps the last. The checker reads the last one like the runtime does and reports the pair.',
    'zh-CN':
      'RFC 8259 没有规定重复键的含义，`JSON.parse` 保留最后一个。检查器和运行时一样读取最后一个，同时报告这一对重复键。',
  },
  example: {
    file: 'args.json',
    bad: '{\n  "schemaVersion": 2,\n  "schemaVersion": 1,\n  "events": [\n',
    good: '{\n  "schemaVersion": 2,\n  "events": [\n',
  },
});
