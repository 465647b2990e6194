import { defineCode } from '../../define.js';

export const misplacedFrontmatter = defineCode<{ found: string; line: number }>({
  code: 'asset.misplaced-frontmatter',
  severity: 'warning',
  spec: 'asset-format-v1.md#文件编码与分隔符',
  since: '0.1.0',
  title: { 'zh-CN': 'frontmatter 不在文件开头', en: 'Frontmatter is not at the start' },
  message: {
    'zh-CN': (d) => `第 ${d.line} 行是 \`${d.found}\`，而 frontmatter 必须从第 1 行单独成行的 \`---\` 开始`,
    en: (d) => `Found \`${d.found}\` on line ${d.line}, expected frontmatter to open with \`---\` alone on line 1`,
  },
  consequence: {
    'zh-CN': '这段内容不会被识别为 frontmatter，而是作为正文注入；`id`、`worlds`、`budgets` 等全部取默认值。',
    en: 'The block is not recognised as frontmatter and is injected as body text; `id`, `worlds`, `budgets` and the rest take their defaults.',
  },
  fix: {
    'zh-CN': '删除 `---` 之前的空行，并让开头一行只包含 `---`。',
    en: 'Remove the blank lines before it and make the first line hold only `---`.',
  },
  fixable: 'suggestion',
  why: {
    'zh-CN':
      '规范只认文件开头、单独成行的 `---`。前置空行或 `--- # 注释` 会让整块设置变成正文，与 BOM 曾经造成的故障相同。',
    en: 'The spec only recognises `---` alone on the first line. A leading blank line or `--- # comment` turns the settings into body text, the same failure a BOM used to cause.',
  },
});
