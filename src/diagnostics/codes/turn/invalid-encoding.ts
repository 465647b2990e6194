import { defineCode } from '../../define.js';

export const invalidEncoding = defineCode<{ problem: string }>({
  code: 'turn.invalid-encoding',
  severity: 'error',
  spec: 'asset-format-v1.md#encoding',
  since: '0.1.0',
  title: { en: 'Not UTF-8 text', 'zh-CN': '不是 UTF-8 文本' },
  message: {
    en: (d) =>
      d.problem === 'binary'
        ? 'Found a NUL byte, expected UTF-8 text'
        : 'Found bytes that are not UTF-8, expected UTF-8 text',
    'zh-CN': (d) =>
      d.problem === 'binary' ? '文件中有 NUL 字节，应为 UTF-8 文本' : '文件中有不是 UTF-8 的字节，应为 UTF-8 文本',
  },
  consequence: {
    en: 'The file cannot be read; quotes could never match the transcript.',
    'zh-CN': '文件无法读取；引文也不可能与对话记录对上。',
  },
  fix: {
    en: 'Save the file as UTF-8 (for example re-encode a GBK file with `iconv -f GBK -t UTF-8`).',
    'zh-CN': '把文件另存为 UTF-8（例如用 `iconv -f GBK -t UTF-8` 转换 GBK 文件）。',
  },
  fixable: 'none',
  why: {
    en: 'JSON is UTF-8 (RFC 8259). Decoding other encodings by guess would change the very characters the evidence quotes are compared with.',
    'zh-CN': 'JSON 必须是 UTF-8（RFC 8259）。猜测其他编码去解码，会改变证据引文要比对的字符本身。',
  },
});
