import { defineCode } from '../../define.js';

export const notUtf8 = defineCode<{ byte: number }>({
  code: 'asset.not-utf8',
  severity: 'error',
  spec: 'asset-format-v1.md#文件编码与分隔符',
  since: '0.1.0',
  title: { 'zh-CN': '文件不是 UTF-8 编码', en: 'File is not UTF-8' },
  message: {
    'zh-CN': (d) => `文件含有不合法的 UTF-8 字节（第 ${d.byte} 字节起），应保存为 UTF-8`,
    en: (d) => `Found bytes that are not valid UTF-8 (from byte ${d.byte}), expected a UTF-8 file`,
  },
  consequence: {
    'zh-CN': '文件无法按 UTF-8 读取，frontmatter 全部丢失：id 回落为目录名或文件名，其余字段取默认值，正文变成乱码。',
    en: 'The file cannot be read as UTF-8 and its frontmatter is lost: the id falls back to the folder or file name, every other field to its default, and the body turns into mojibake.',
  },
  fix: {
    'zh-CN': '用编辑器把文件另存为「UTF-8 无 BOM」（常见来源是 GBK / GB18030 编码的中文文件）。',
    en: 'Re-save the file as "UTF-8 without BOM" in your editor (a common source is Chinese text saved as GBK / GB18030).',
  },
  fixable: 'none',
  why: {
    'zh-CN':
      '格式规定资产文件必须是 UTF-8。校验器以严格模式解码，指出第一个非法字节所在的行列，而不是把它替换成 `�` 后静默继续。',
    en: 'The format requires UTF-8. The validator decodes strictly and points at the line and column of the first invalid byte instead of replacing it with `�` and carrying on silently.',
  },
});
