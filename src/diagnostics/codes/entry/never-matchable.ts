import { defineCode } from '../../define.js';

export const neverMatchable = defineCode<{ id: string }>({
  code: 'entry.never-matchable',
  severity: 'warning',
  spec: 'asset-format-v1.md#world-entry',
  since: '0.1.0',
  title: { 'zh-CN': '条目永远不会被命中', en: 'Entry can never activate' },
  message: {
    'zh-CN': (d) => `条目 \`${d.id}\` 没有 \`keys\` / \`aliases\` / \`secondaryKeys\`，也不是 \`constant: true\``,
    en: (d) =>
      `Found entry \`${d.id}\` without \`keys\`, \`aliases\` or \`secondaryKeys\`, expected keys or \`constant: true\``,
  },
  consequence: {
    'zh-CN': '匹配分恒为 0，这个条目永远不会进入上下文。',
    en: 'Its match score is always 0, so it never enters the context.',
  },
  fix: {
    'zh-CN': '添加 `keys: [关键词]`，或在需要每轮携带时设为 `constant: true`。',
    en: 'Add `keys: [keyword]`, or set `constant: true` if it should ride along every turn.',
  },
  fixable: 'none',
  why: {
    'zh-CN':
      '没有关键词的条目不会报错，只是静默失效。frontmatter 未闭合的条目所有键都为空，也会落到这里。已 `enabled: false` 的条目不再重复报告。',
    en: 'An entry without keys raises nothing and silently never fires. An entry with unclosed frontmatter has no keys either and lands here too. Entries with `enabled: false` are not reported again.',
  },
  example: {
    file: 'worlds/astra/entries/guard.md',
    bad: '---\nname: 王都守卫\n---\n',
    good: '---\nname: 王都守卫\nkeys: [守卫, 卫兵]\n---\n',
  },
});
