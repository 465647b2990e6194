import { defineCode } from '../../define.js';

export const invalidLanguage = defineCode<{ found: string }>({
  code: 'character.invalid-language',
  severity: 'warning',
  spec: 'asset-format-v1.md#character',
  since: '0.1.0',
  title: { 'zh-CN': '语言标签格式不正确', en: 'Malformed language tag' },
  message: {
    'zh-CN': (d) => `\`language\` 的值是 \`${d.found}\`，应为 BCP 47 语言标签，如 \`zh-CN\`、\`en\``,
    en: (d) => `Found \`language: ${d.found}\`, expected a BCP 47 language tag such as \`zh-CN\` or \`en\``,
  },
  consequence: {
    'zh-CN': '依赖语言标签的功能（目录站筛选、模型适配）无法识别这张卡的语言。',
    en: 'Features that read the tag (catalog filters, model adaptation) cannot tell the card’s language.',
  },
  fix: {
    'zh-CN': '使用 `语言[-文字][-地区]` 形式，例如 `zh-CN`、`zh-Hant-TW`、`en-US`、`ja`；用连字符，不用下划线。',
    en: 'Use `language[-Script][-REGION]`, e.g. `zh-CN`, `zh-Hant-TW`, `en-US`, `ja`, with hyphens, not underscores.',
  },
  fixable: 'suggestion',
  why: {
    'zh-CN':
      '校验器只检查 BCP 47 的形状（主语言 2–3 或 5–8 个字母，后接若干 1–8 位字母数字子标签），不核对注册表。`zh_CN` 会给出 `zh-CN` 作为替换建议。',
    en: 'The validator checks the BCP 47 shape only (a 2–3 or 5–8 letter language followed by 1–8 character alphanumeric subtags), not the registry. `zh_CN` gets `zh-CN` as a suggestion.',
  },
});
