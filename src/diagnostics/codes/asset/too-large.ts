import { defineCode } from '../../define.js';

export const tooLarge = defineCode<{ size: number; limit: number }>({
  code: 'asset.too-large',
  severity: 'error',
  spec: 'decision:docs/assets.md',
  since: '0.1.0',
  title: { 'zh-CN': '文件过大', en: 'File too large' },
  message: {
    'zh-CN': (d) => `文件大小为 ${d.size} 字节，超过上限 ${d.limit} 字节`,
    en: (d) => `Found a file of ${d.size} bytes, expected at most ${d.limit} bytes`,
  },
  consequence: {
    'zh-CN': '文件不会被读取：资产按回落值加载（id 为目录名或文件名，其余取默认值），示例文件则不注入。',
    en: 'The file is not read: the asset loads with fallbacks (id from the folder or file name, defaults elsewhere), and an examples file is not injected.',
  },
  fix: {
    'zh-CN': '拆分这个文件；资产文件是要注入提示词的文本，远小于这个上限。',
    en: 'Split the file; asset files are prompt text and are far smaller than this limit.',
  },
  fixable: 'none',
  why: {
    'zh-CN': '上限为 10 MiB。超过它的 `.md` 几乎一定是误放的导出或数据文件，整块读入只会拖慢或耗尽校验进程。',
    en: 'The limit is 10 MiB. A larger `.md` is almost certainly a misplaced export or data file, and reading it whole would only slow down or exhaust the validator.',
  },
});
