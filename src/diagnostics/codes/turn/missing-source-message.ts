import { defineCode } from '../../define.js';

export const missingSourceMessage = defineCode<{ source: string }>({
  code: 'turn.missing-source-message',
  severity: 'error',
  spec: 'asset-format-v1.md#model-semantic-output-schema',
  since: '0.1.0',
  title: { en: 'No message to quote from', 'zh-CN': '没有可以引用的消息' },
  message: {
    en: (d) => `Found evidence from \`${d.source}\`, expected the transcript to have a \`${d.source}\` message`,
    'zh-CN': (d) => `证据来源是 \`${d.source}\`，但对话记录里没有 \`${d.source}\` 消息`,
  },
  consequence: {
    en: 'The quote cannot be verified, so the call is rejected.',
    'zh-CN': '引文无法核实，整个调用会被拒绝。',
  },
  fix: {
    en: 'Quote a role that spoke this turn, or pass the transcript that contains the message.',
    'zh-CN': '引用本轮确实发言的一方，或传入包含该消息的对话记录。',
  },
  fixable: 'none',
  why: {
    en: 'The final text of a role is the content of its last message in the transcript; without one there is nothing to compare the quote with.',
    'zh-CN': '某一方的最终文本是对话记录中它最后一条消息的内容；没有这条消息，引文就无从比对。',
  },
});
