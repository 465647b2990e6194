import { defineCode } from '../../define.js';

export const unclosedFrontmatter = defineCode<{ nearMiss: number | null }>({
  code: 'asset.unclosed-frontmatter',
  severity: 'error',
  spec: 'asset-format-v1.md#文件编码与分隔符',
  since: '0.1.0',
  title: { 'zh-CN': 'frontmatter 没有闭合', en: 'Frontmatter is not closed' },
  message: {
    'zh-CN': (d) =>
      d.nearMiss === null
        ? 'frontmatter 只有开头的 `---`，缺少单独成行的结束 `---`'
        : `frontmatter 只有开头的 \`---\`，第 ${d.nearMiss} 行像结束分隔符但没有单独成行`,
    en: (d) =>
      d.nearMiss === null
        ? 'Found an opening `---` without a closing `---` line'
        : `Found an opening \`---\` without a closing \`---\` line (line ${d.nearMiss} looks like one but does not stand alone)`,
  },
  consequence: {
    'zh-CN':
      '整块 frontmatter 被当作正文：`id` 回落成目录名或文件名，`worlds` 为空，`budgets` 全部回到默认值，`examples` 丢失，条目没有任何关键词。',
    en: 'The whole block is treated as body text: `id` falls back to the folder or file name, `worlds` is empty, `budgets` are all defaults, `examples` is lost, and an entry has no keys.',
  },
  fix: {
    'zh-CN': '在 frontmatter 末尾加一行只包含 `---` 的结束分隔符（`----`、`--- # 注释` 都不算）。',
    en: 'Add a closing line that holds only `---` after the frontmatter (`----` and `--- # comment` do not count).',
  },
  fixable: 'none',
  why: {
    'zh-CN': '只写开头不写结尾时 YAML 不会报错，资产却会悄悄失去全部设置。加载器为此报错，资产仍按规范的回落值加载。',
    en: 'Without a closing delimiter YAML raises nothing, yet the asset silently loses all its settings. The loader reports it, and the asset still loads with the fallbacks the spec describes.',
  },
  example: {
    file: 'characters/alice/CHARACTER.md',
    bad: '---\nid: alice\nworlds: [astra]\n\n# 爱丽丝\n',
    good: '---\nid: alice\nworlds: [astra]\n---\n\n# 爱丽丝\n',
  },
});
