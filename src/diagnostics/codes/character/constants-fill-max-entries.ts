import { defineCode } from '../../define.js';

export const constantsFillMaxEntries = defineCode<{ id: string; constants: number; maxEntries: number }>({
  code: 'character.constants-fill-max-entries',
  severity: 'warning',
  spec: 'asset-format-v1.md#world-entry',
  since: '0.1.0',
  title: { en: 'Constants fill `maxEntries`', 'zh-CN': '常驻条目占满 `maxEntries`' },
  message: {
    en: (d) =>
      `Found ${d.constants} of ${d.maxEntries} \`maxEntries\` slots of \`${d.id}\` taken by constant entries on every turn, expected room for matched entries`,
    'zh-CN': (d) =>
      `角色 \`${d.id}\` 每一轮注入 ${d.constants} 个常驻条目，占满了全部 ${d.maxEntries} 个 \`maxEntries\` 名额，应当给命中的条目留出位置`,
  },
  consequence: {
    en: 'No keyed entry of its worlds is ever injected for this character, whatever the conversation names.',
    'zh-CN': '无论对话提到什么，这个角色的世界中由关键词触发的条目都永远不会被注入。',
  },
  fix: {
    en: 'Raise `budgets.maxEntries`, or make fewer entries constant.',
    'zh-CN': '调高 `budgets.maxEntries`，或减少常驻条目。',
  },
  fixable: 'none',
  why: {
    en: 'Constant entries count against `maxEntries` like any entry and are packed first (docs/retrieval.md "Constants and budgets"). Reported once for the character rather than on every entry it shuts out: the cause is the constants. Only when its worlds have at least one enabled entry that is not constant, and `maxEntries` is above 0 (0 is `budget.zero`). A warning: the world book’s keyed entries are off for this character.',
    'zh-CN':
      '常驻条目和其他条目一样占用 `maxEntries`，并且最先装入（见 docs/retrieval.md「Constants and budgets」）。只在角色上报告一次，而不是在每个被挡在外面的条目上报告：原因在常驻条目。仅当其世界中至少有一个启用的非常驻条目、且 `maxEntries` 大于 0 时报告（0 由 `budget.zero` 报告）。定为警告：对这个角色而言，世界书中由关键词触发的条目全部失效。',
  },
});
