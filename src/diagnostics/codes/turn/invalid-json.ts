import { defineCode } from '../../define.js';

export const invalidJson = defineCode<{ problem: string }>({
  code: 'turn.invalid-json',
  severity: 'error',
  spec: 'asset-format-v1.md#model-semantic-output-schema',
  since: '0.1.0',
  title: { en: 'Not valid JSON', 'zh-CN': '不是合法的 JSON' },
  message: {
    en: (d) => `Found a JSON syntax error \`${d.problem}\`, expected strict JSON (no comments, no trailing commas)`,
    'zh-CN': (d) => `JSON 语法错误 \`${d.problem}\`，应为严格的 JSON（不能有注释，不能有尾随逗号）`,
  },
  consequence: {
    en: 'The file cannot be read, so nothing in it is checked or applied.',
    'zh-CN': '文件无法读取，其中的内容既不会被检查，也不会被应用。',
  },
  fix: {
    en: 'Fix the syntax at the position shown; a JSON formatter points at the same place.',
    'zh-CN': '修正所示位置的语法；用 JSON 格式化工具也会指向同一处。',
  },
  fixable: 'none',
  why: {
    en: 'Tool-call arguments and transcripts are plain JSON. The checker refuses comments and trailing commas because the model’s runtime parser (`JSON.parse`) does too; each syntax error is reported with its line and column.',
    'zh-CN':
      '工具调用参数和对话记录都是纯 JSON。运行时用 `JSON.parse` 解析，它不接受注释和尾随逗号，所以检查器同样拒绝；每个语法错误都会带上行号与列号。',
  },
  example: { file: 'args.json', bad: '  "uncertainties": [],\n}\n', good: '  "uncertainties": []\n}\n' },
});
