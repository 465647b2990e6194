import { defineCode } from '../../define.js';

export const entryRootMissing = defineCode<{ entryRoot: string }>({
  code: 'world.entry-root-missing',
  severity: 'error',
  spec: 'asset-format-v1.md#world',
  since: '0.1.0',
  title: { 'zh-CN': '条目目录不存在', en: 'Entry folder not found' },
  message: {
    'zh-CN': (d) => `\`entryRoot\` 指向的 \`${d.entryRoot}\` 在世界目录中不存在或不是目录`,
    en: (d) => `Found \`entryRoot: ${d.entryRoot}\`, but no such folder exists in the world folder`,
  },
  consequence: {
    'zh-CN': '这个世界书没有任何条目参与检索，只有核心正文会注入。',
    en: 'The world has no entry to retrieve; only its core text is injected.',
  },
  fix: {
    'zh-CN': '创建该目录，或把 `entryRoot` 改成已有的子目录名（相对于 `WORLD.md` 所在目录）。',
    en: 'Create the folder, or point `entryRoot` at an existing sub-folder (relative to the folder of `WORLD.md`).',
  },
  fixable: 'none',
  why: {
    'zh-CN': '只在显式写了 `entryRoot` 时报告：缺省的 `entries` 目录不存在是合法的（一个只有核心正文的世界书）。',
    en: 'Reported only when `entryRoot` is written: a missing default `entries` folder is legitimate (a world with only core text).',
  },
});
