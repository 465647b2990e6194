import { defineCode } from '../../define.js';

export const recentMessagesClamped = defineCode<{ value: number }>({
  code: 'budget.recent-messages-clamped',
  severity: 'warning',
  spec: 'asset-format-v1.md#budgets-的合法取值',
  since: '0.1.0',
  title: { 'zh-CN': '`recentMessages` 被夹到 1', en: '`recentMessages` clamped to 1' },
  message: {
    'zh-CN': (d) => `\`budgets.recentMessages\` 为 ${d.value}，已被夹到 1`,
    en: (d) => `Found \`budgets.recentMessages: ${d.value}\`, clamped to 1`,
  },
  consequence: {
    'zh-CN': (d) =>
      d.value === 0
        ? '只用最后一条消息做检索。若不夹住，`slice(-0)` 会返回整段历史，把更多消息灌进检索。'
        : `只用最后一条消息做检索。若不夹住，\`slice(${-d.value})\` 会丢掉最旧的 ${-d.value} 条而保留其余全部历史。`,
    en: (d) =>
      d.value === 0
        ? 'Only the last message is used for retrieval. Unclamped, `slice(-0)` would return the whole history and feed more messages to retrieval.'
        : `Only the last message is used for retrieval. Unclamped, \`slice(${-d.value})\` would drop the oldest ${-d.value} messages and keep the rest of the history.`,
  },
  fix: {
    'zh-CN': '`recentMessages` 没有关闭语义；想减少检索输入请显式写 `1`。',
    en: '`recentMessages` cannot be turned off; to narrow retrieval input write `1` explicitly.',
  },
  fixable: 'suggestion',
  why: {
    'zh-CN':
      '检索与状态视图使用 `messages.slice(-recentMessages)`。JavaScript 中 `-0 === 0`，`slice(-0)` 等于 `slice(0)`，负数则丢掉最旧的几条；两者都与作者的意图相反，因此夹到 1 并告警。',
    en: 'Retrieval and the state view use `messages.slice(-recentMessages)`. In JavaScript `-0 === 0`, so `slice(-0)` is `slice(0)`, and a negative drops only the oldest messages; both defeat the intent, so the value is clamped to 1 with a warning.',
  },
});
