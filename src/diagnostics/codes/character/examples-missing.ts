import { defineCode } from '../../define.js';

export const examplesMissing = defineCode<{ ref: string }>({
  code: 'character.examples-missing',
  severity: 'error',
  spec: 'asset-format-v1.md#character',
  since: '0.1.0',
  title: { 'zh-CN': '示例文件不存在', en: 'Examples file not found' },
  message: {
    'zh-CN': (d) => `\`examples\` 指向的 \`${d.ref}\` 在角色目录中不存在`,
    en: (d) => `Found \`examples: ${d.ref}\`, but no such file exists in the character folder`,
  },
  consequence: {
    'zh-CN': '没有对话示例注入，`<roleplay_examples>` 整段缺失。',
    en: 'No dialogue examples are injected and `<roleplay_examples>` is missing.',
  },
  fix: {
    'zh-CN': '在角色目录中创建该文件，或把 `examples` 改成已有文件的相对路径（相对于 `CHARACTER.md` 所在目录）。',
    en: 'Create that file in the character folder, or point `examples` at an existing file (relative to the folder of `CHARACTER.md`).',
  },
  fixable: 'none',
  why: {
    'zh-CN':
      '示例文件丢失时运行时不会报错，只是悄悄少了示例。路径相对于角色目录解析，且不得越出该目录（越界由 `asset.path-escape` 报告）。',
    en: 'A missing examples file raises nothing at run time; the examples just silently vanish. The path is relative to the character folder and may not leave it (that is `asset.path-escape`).',
  },
});
