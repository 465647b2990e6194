import { defineCode } from '../../define.js';

export const missingEntryFile = defineCode<{ expected: string; found: string | null; nested: string | null }>({
  code: 'asset.missing-entry-file',
  severity: 'error',
  spec: 'asset-format-v1.md#非资产目录',
  since: '0.1.0',
  title: { 'zh-CN': '资产目录缺少入口文件', en: 'Asset folder without its entry file' },
  message: {
    'zh-CN': (d) =>
      d.found !== null
        ? `目录里有 \`${d.found}\`，入口文件名必须是大小写完全一致的 \`${d.expected}\``
        : d.nested !== null
          ? `目录里没有 \`${d.expected}\`，只在更深的 \`${d.nested}\` 找到；资产只在 \`characters/\`、\`worlds/\` 的下一级目录中加载`
          : `目录里有 Markdown 文件但没有 \`${d.expected}\``,
    en: (d) =>
      d.found !== null
        ? `Found \`${d.found}\`, expected the entry file to be named exactly \`${d.expected}\``
        : d.nested !== null
          ? `Found no \`${d.expected}\` here, only deeper at \`${d.nested}\`; assets load only one level below \`characters/\` and \`worlds/\``
          : `Found Markdown files but no \`${d.expected}\``,
  },
  consequence: {
    'zh-CN': '这个目录不会被加载为资产，其中的内容全部不生效。',
    en: 'The folder is not loaded as an asset and nothing in it takes effect.',
  },
  fix: {
    'zh-CN': (d) =>
      `把入口文件命名为 \`${d.expected}\`；若这是分组目录、模板或草稿，给目录名加 \`_\` 前缀（如 \`_wip\`），它就会被整个跳过。`,
    en: (d) =>
      `Name the entry file \`${d.expected}\`; if this is a group folder, template or draft, prefix its name with \`_\` (e.g. \`_wip\`) and it is skipped entirely.`,
  },
  fixable: 'none',
  why: {
    'zh-CN':
      '缺少入口文件的子目录通常意味着一份写坏的资产。以 `.` 或 `_` 开头的目录、`node_modules` 以及不含任何 `.md` 的目录会被直接跳过。文件名按字节比较，因此在大小写不敏感的文件系统上结果也相同。',
    en: 'A sub-folder without its entry file usually means a broken asset. Folders starting with `.` or `_`, `node_modules`, and folders with no `.md` below are skipped. Names are compared exactly, so case-insensitive file systems give the same result.',
  },
});
