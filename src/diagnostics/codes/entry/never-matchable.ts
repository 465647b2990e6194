import { defineCode } from '../../define.js';

export const neverMatchable = defineCode<{ id: string }>({
  code: 'entry.never-matchable',
  severity: 'warning',
  spec: 'asset-format-v1.md#world-entry',
  since: '0.1.0',
  title: { 'zh-CN': '条目永远不会被命中', en: 'Entry can never activate' },
  message: {
    'zh-CN': (d) =>
      `条目 \`${d.id}\` 没有 \`keys\` / \`aliases\`（只有 \`secondaryKeys\` 不会触发），也不是 \`constant: true\``,
    en: (d) =>
      `Found entry \`${d.id}\` without \`keys\` or \`aliases\` (\`secondaryKeys\` alone never trigger it), expected keys or \`constant: true\``,
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
      '没有关键词的条目不会报错，只是静默失效。`secondaryKeys` 只在主关键词命中时加分，单独出现不会触发条目（见 docs/retrieval.md），所以只有次要关键词的条目也落到这里，与检索和目录的判断一致。frontmatter 未闭合的条目所有键都为空，也会落到这里。已 `enabled: false` 的条目不再重复报告。',
    en: 'An entry without keys raises nothing and silently never fires. `secondaryKeys` only add to a primary match and never trigger an entry alone (docs/retrieval.md), so an entry with secondary keys only lands here too, as retrieval and the catalog judge it. An entry with unclosed frontmatter has no keys either and lands here too. Entries with `enabled: false` are not reported again.',
  },
  example: {
    file: 'worlds/astra/entries/guard.md',
    bad: '---\nname: 王都守卫\n---\n',
    good: '---\nname: 王都守卫\nkeys: [守卫, 卫兵]\n---\n',
  },
});
