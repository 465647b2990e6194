import { defineCode } from '../../define.js';

export const bom = defineCode<Record<string, never>>({
  code: 'asset.bom',
  severity: 'hint',
  spec: 'asset-format-v1.md#文件编码与分隔符',
  since: '0.1.0',
  title: { 'zh-CN': '文件带有 UTF-8 BOM', en: 'File starts with a UTF-8 BOM' },
  message: {
    'zh-CN': '文件以 UTF-8 BOM（`U+FEFF`）开头，建议保存为「UTF-8 无 BOM」',
    en: 'Found a UTF-8 byte order mark (`U+FEFF`) at the start, expected UTF-8 without BOM',
  },
  consequence: {
    'zh-CN': '加载器会自动剥离 BOM，资产照常加载；但 BOM 会污染 diff，部分外部工具仍会因此认不出 frontmatter。',
    en: 'The loader strips the BOM and the asset loads normally, but the BOM pollutes diffs and some external tools still fail to see the frontmatter because of it.',
  },
  fix: {
    'zh-CN': '在编辑器里把编码改成「UTF-8」（不带 BOM）后保存。',
    en: 'Switch the encoding to "UTF-8" (without BOM) in your editor and save.',
  },
  fixable: 'none',
  why: {
    'zh-CN':
      '历史上 BOM 会让 `startsWith("---")` 失败，整块 frontmatter 被当成正文注入。这个问题已修复，所以这里只是提示。',
    en: 'Historically a BOM made `startsWith("---")` fail and the whole frontmatter was injected as body text. That is fixed, so this is only a hint.',
  },
});
