import { defineCode } from '../../define.js';

export const binaryFile = defineCode<{ byte: number }>({
  code: 'asset.binary-file',
  severity: 'error',
  spec: 'asset-format-v1.md#文件编码与分隔符',
  since: '0.1.0',
  title: { 'zh-CN': '`.md` 文件是二进制内容', en: 'Binary content in a `.md` file' },
  message: {
    'zh-CN': (d) => `文件在第 ${d.byte} 字节处含有 NUL 字节，应是 UTF-8 文本`,
    en: (d) => `Found a NUL byte at byte ${d.byte}, expected UTF-8 text`,
  },
  consequence: {
    'zh-CN': '文件不会被当作资产读取：id 回落为目录名或文件名，其余字段取默认值，正文为空。',
    en: 'The file is not read as an asset: the id falls back to the folder or file name, every other field to its default, and the body is empty.',
  },
  fix: {
    'zh-CN':
      '确认这个文件确实是 Markdown；若是被误命名的图片或导出文件，请改掉 `.md` 扩展名或移出资产目录。UTF-16 编码的文本也会出现 NUL 字节，请另存为 UTF-8。',
    en: 'Check that the file really is Markdown; if it is a misnamed image or export, rename it away from `.md` or move it out of the asset folders. UTF-16 text also contains NUL bytes: re-save it as UTF-8.',
  },
  fixable: 'none',
  why: {
    'zh-CN':
      'NUL 字节不会出现在正常的 UTF-8 Markdown 中，它几乎总是意味着二进制文件或 UTF-16 编码。校验器不尝试解析这种文件，以免产生一串无意义的 YAML 错误。',
    en: 'A NUL byte never appears in ordinary UTF-8 Markdown; it almost always means a binary file or UTF-16 text. The validator does not try to parse such a file, so it does not produce a cascade of meaningless YAML errors.',
  },
});
