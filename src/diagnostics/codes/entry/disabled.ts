import { defineCode } from '../../define.js';

export const disabledEntry = defineCode<{ id: string }>({
  code: 'entry.disabled',
  severity: 'hint',
  spec: 'asset-format-v1.md#world-entry',
  since: '0.1.0',
  title: { 'zh-CN': '条目已关闭', en: 'Entry disabled' },
  message: {
    'zh-CN': (d) => `条目 \`${d.id}\` 设置了 \`enabled: false\``,
    en: (d) => `Found \`enabled: false\` on entry \`${d.id}\``,
  },
  consequence: {
    'zh-CN': '这个条目不参与检索。',
    en: 'The entry takes no part in retrieval.',
  },
  fix: {
    'zh-CN': '有意关闭则无需处理；想重新启用请删除这一行或改为 `true`。',
    en: 'Nothing to do if intended; delete the line or set `true` to turn it back on.',
  },
  fixable: 'none',
  why: {
    'zh-CN': '`enabled: false` 是有意关闭，`/rp validate` 把它列在「提示」里，方便发现忘了打开的条目。',
    en: '`enabled: false` is deliberate; `/rp validate` lists it among the hints so forgotten ones are easy to find.',
  },
});
