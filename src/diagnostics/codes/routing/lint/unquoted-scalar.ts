import { defineCode } from '../../../define.js';

export const unquotedScalar = defineCode<{ field: string; found: string; quoted: string }>({
  code: 'routing.unquoted-scalar',
  severity: 'warning',
  spec: 'routing-rules.md#条件谓词',
  since: '0.1.0',
  title: { en: 'Unquoted value is not a string', 'zh-CN': '未加引号的值不是字符串' },
  message: {
    en: (d) => `\`${d.field}\` is the YAML ${d.found} \`${d.quoted.slice(1, -1)}\`, expected the string ${d.quoted}`,
    'zh-CN': (d) =>
      `\`${d.field}\` 在 YAML 中被读成${d.found === 'number' ? '数字' : '布尔值'} \`${d.quoted.slice(1, -1)}\`，应为字符串 ${d.quoted}`,
  },
  consequence: {
    en: 'Ids from the chat platform are strings, so a number never equals them at run time; rp-assets reads the value as the string here.',
    'zh-CN': '聊天平台传来的 id 都是字符串，数字在运行时永远不会与之相等；rp-assets 在检查中按字符串处理。',
  },
  fix: { en: 'Quote the value.', 'zh-CN': '给这个值加上引号。' },
  fixable: 'suggestion',
  why: {
    en: "YAML reads `10001` as a number and `true` as a boolean. Scope values, texts, ids and `kind` are strings (`kind: 'true'` is quoted in the spec for this reason).",
    'zh-CN':
      "YAML 会把 `10001` 读成数字、把 `true` 读成布尔值。scope 的 values、文本、id 和 `kind` 都是字符串（规范中的 `kind: 'true'` 正因如此加了引号）。",
  },
  example: {
    file: 'routing.yaml',
    bad: "{ kind: 'scope', field: 'guild', values: [10001] }",
    good: "{ kind: 'scope', field: 'guild', values: ['10001'] }",
  },
});
