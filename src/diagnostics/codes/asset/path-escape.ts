import { defineCode } from '../../define.js';

export const pathEscape = defineCode<{ path: string; boundary: string }>({
  code: 'asset.path-escape',
  severity: 'error',
  spec: 'asset-format-v1.md#character',
  since: '0.1.0',
  title: { 'zh-CN': '路径越出了允许的目录', en: 'Path escapes its folder' },
  message: {
    'zh-CN': (d) => `\`${d.path}\` 指向 \`${d.boundary}\` 之外，应位于该目录之内`,
    en: (d) => `Found \`${d.path}\` pointing outside \`${d.boundary}\`, expected a path inside it`,
  },
  consequence: {
    'zh-CN': '出于安全考虑，这个路径不会被读取，相应内容（示例、条目或整个资产）不生效。',
    en: 'For safety the path is never read, and what it holds (examples, entries or the whole asset) does not take effect.',
  },
  fix: {
    'zh-CN': '把文件移到该目录内并使用相对路径；不要使用 `../`、绝对路径或指向外部的符号链接。',
    en: 'Move the file inside that folder and use a relative path; do not use `../`, absolute paths or symlinks that point outside.',
  },
  fixable: 'none',
  why: {
    'zh-CN':
      '`examples` 必须位于角色目录内，`entryRoot` 必须位于世界目录内，符号链接不得指出根目录。否则一份不受信任的资产就能把仓库外的文件（如密钥）带进提示词或目录站。',
    en: '`examples` must stay inside the character folder, `entryRoot` inside the world folder, and symlinks inside the root. Otherwise an untrusted asset could pull files from outside the repository (such as secrets) into prompts or the catalog.',
  },
});
