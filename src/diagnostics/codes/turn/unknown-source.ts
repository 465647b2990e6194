import { defineCode } from '../../define.js';

export const unknownSource = defineCode<{ pointer: string; found: string }>({
  code: 'turn.unknown-source',
  severity: 'error',
  spec: 'asset-format-v1.md#model-semantic-output-schema',
  since: '0.1.0',
  title: { en: 'Evidence source is not user or assistant', 'zh-CN': '证据来源不是 user 或 assistant' },
  message: {
    en: (d) => `Found evidence source \`${d.found}\` at \`${d.pointer}\`, expected \`user\` or \`assistant\``,
    'zh-CN': (d) => `\`${d.pointer}\` 的证据来源是 \`${d.found}\`，应为 \`user\` 或 \`assistant\``,
  },
  consequence: {
    en: 'The quote cannot be checked against any text of the turn, so the call is rejected.',
    'zh-CN': '这段引文无法与本轮任何文本比对，整个调用会被拒绝。',
  },
  fix: {
    en: 'Quote the final user or assistant text of this turn and name it as `source`; system prompts and tool output are not evidence.',
    'zh-CN': '从本轮最终的 user 或 assistant 文本中引用，并把它写在 `source` 里；系统提示词和工具输出不能作为证据。',
  },
  fixable: 'none',
  why: {
    en: 'Evidence must come from what was actually said this turn: the final user text or the final assistant text. Anything else (system, tool, an earlier turn) cannot be verified.',
    'zh-CN':
      '证据必须来自本轮真正说出的话：最终的 user 文本或最终的 assistant 文本。其他来源（system、工具、更早的轮次）都无法核实。',
  },
  example: {
    file: 'args.json',
    bad: '"evidence": [{ "source": "system", "quote": "我把剪刀放下" }]',
    good: '"evidence": [{ "source": "user", "quote": "我把剪刀放下" }]',
  },
});
