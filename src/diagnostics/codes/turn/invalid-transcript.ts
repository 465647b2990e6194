import { defineCode } from '../../define.js';

export const invalidTranscript = defineCode<{ pointer: string; problem: string; found: string }>({
  code: 'turn.invalid-transcript',
  severity: 'error',
  spec: 'decision:docs/turn.md',
  since: '0.1.0',
  title: { en: 'Transcript has the wrong shape', 'zh-CN': '对话记录格式不对' },
  message: {
    en: (d) =>
      d.problem === 'role'
        ? `Found role \`${d.found}\` at \`${d.pointer}\`, expected \`user\` or \`assistant\``
        : d.problem === 'content'
          ? `Found \`${d.found}\` at \`${d.pointer}\`, expected the message text as a string`
          : d.problem === 'message'
            ? `Found \`${d.found}\` at \`${d.pointer}\`, expected an object with \`role\` and \`content\``
            : `Found \`${d.found}\` at \`${d.pointer}\`, expected \`{ "messages": [...] }\``,
    'zh-CN': (d) =>
      d.problem === 'role'
        ? `\`${d.pointer}\` 的角色是 \`${d.found}\`，应为 \`user\` 或 \`assistant\``
        : d.problem === 'content'
          ? `\`${d.pointer}\` 的值是 \`${d.found}\`，应为字符串形式的消息文本`
          : d.problem === 'message'
            ? `\`${d.pointer}\` 的值是 \`${d.found}\`，应为带 \`role\` 与 \`content\` 的对象`
            : `\`${d.pointer}\` 的值是 \`${d.found}\`，应为 \`{ "messages": [...] }\``,
  },
  consequence: {
    en: 'The message (or, for a wrong top level, the whole transcript) is not used; quotes that need it cannot be verified.',
    'zh-CN': '这条消息（顶层格式不对时是整份对话记录）不会被使用，依赖它的引文无法核实。',
  },
  fix: {
    en: 'Write the transcript as `{ "messages": [{ "role": "user", "content": "…" }] }`.',
    'zh-CN': '按 `{ "messages": [{ "role": "user", "content": "…" }] }` 的格式书写对话记录。',
  },
  fixable: 'none',
  why: {
    en: 'The final user text is the last `user` message’s content and the final assistant text the last `assistant` message’s (docs/turn.md, “Reading the files”).',
    'zh-CN':
      '最终的 user 文本是最后一条 `user` 消息的内容，最终的 assistant 文本是最后一条 `assistant` 消息的内容（见 docs/turn.md 的 “Reading the files”）。',
  },
});
