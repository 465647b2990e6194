import { defineCode } from '../../define.js';

export const frontmatterNotMapping = defineCode<{ found: string }>({
  code: 'asset.frontmatter-not-mapping',
  severity: 'error',
  spec: 'asset-format-v1.md#character',
  since: '0.1.0',
  title: { 'zh-CN': 'frontmatter 不是键值映射', en: 'Frontmatter is not a mapping' },
  message: {
    'zh-CN': (d) => `frontmatter 是 \`${d.found}\`，应为 \`键: 值\` 形式的映射`,
    en: (d) => `Found a frontmatter of type \`${d.found}\`, expected a mapping of \`key: value\` lines`,
  },
  consequence: {
    'zh-CN': '无法从中读取任何字段：id 回落为目录名或文件名，其余字段取默认值。',
    en: 'No field can be read from it: the id falls back to the folder or file name and every other field to its default.',
  },
  fix: {
    'zh-CN': '把 frontmatter 写成每行一个 `键: 值`，不要以 `- ` 列表或单独的文字开头。',
    en: 'Write the frontmatter as one `key: value` per line, not as a `- ` list or a bare text.',
  },
  fixable: 'none',
  why: {
    'zh-CN': '三类资产的 frontmatter 都是映射。列表或标量在 YAML 上合法，但没有任何键可读。',
    en: 'The frontmatter of every asset kind is a mapping. A list or a scalar is valid YAML but has no key to read.',
  },
});
