import { defineCode } from '../../define.js';

export const unknownKey = defineCode<{ key: string; kind: string; suggestion: string | null }>({
  code: 'asset.unknown-key',
  severity: 'warning',
  spec: 'asset-format-v1.md#character',
  since: '0.1.0',
  title: { 'zh-CN': '未知的 frontmatter 字段', en: 'Unknown frontmatter key' },
  message: {
    'zh-CN': (d) =>
      `\`${d.key}\` 不是${kindZh(d.kind)}的字段${d.suggestion === null ? '' : `，是不是 \`${d.suggestion}\``}`,
    en: (d) =>
      `Found unknown ${d.kind} key \`${d.key}\`${d.suggestion === null ? '' : `, expected \`${d.suggestion}\``}`,
  },
  consequence: {
    'zh-CN': '这个字段会被静默忽略，对应设置继续使用默认值。',
    en: 'The key is silently ignored and the setting it meant keeps its default.',
  },
  fix: {
    'zh-CN': '修正拼写（键名逐字符匹配、区分大小写）；想写备注请放到正文里。',
    en: 'Fix the spelling (keys match character by character, case-sensitive); put notes in the body instead.',
  },
  fixable: 'suggestion',
  why: {
    'zh-CN': '键名拼错不会报错，设置却悄悄失效。`models` 下的未知开关也按此报告。',
    en: 'A misspelt key raises nothing at run time while the setting silently does not apply. Unknown flags under `models` are reported the same way.',
  },
});

function kindZh(kind: string): string {
  return kind === 'world' ? '世界书' : kind === 'entry' ? '世界条目' : kind === 'models' ? ' `models` ' : '角色卡';
}
