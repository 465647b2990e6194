import { defineCode } from '../../define.js';

export const constantsOverHalf = defineCode<{ id: string; tokens: number; budget: number; room: number }>({
  code: 'character.constants-over-half',
  severity: 'hint',
  spec: 'asset-format-v1.md#world-entry',
  since: '0.1.0',
  title: { en: 'Constants take most of `worldEntries`', 'zh-CN': '常驻条目占去大半 `worldEntries`' },
  message: {
    en: (d) =>
      `Found constant entries of about ${d.tokens} tokens in the worlds of \`${d.id}\`, more than half of its \`worldEntries\` ${d.budget}, expected at most half`,
    'zh-CN': (d) =>
      `角色 \`${d.id}\` 的世界中常驻条目约 ${d.tokens} token，超过其 \`worldEntries\` ${d.budget} 的一半，应当不超过一半`,
  },
  consequence: {
    en: (d) =>
      `Every turn starts with the constants; matched entries share the ${d.room} tokens they leave, so fewer of the entries a conversation names can come in.`,
    'zh-CN': (d) => `每一轮都先注入常驻条目；命中的条目只能分享剩下的 ${d.room} token，对话提到的条目能进来的更少。`,
  },
  fix: {
    en: 'Make only what every turn needs constant (move the rest to keys), shorten the constant entries, or raise `budgets.worldEntries`.',
    'zh-CN': '只把每一轮都需要的内容设为常驻（其余改为关键词触发），缩短常驻条目，或调高 `budgets.worldEntries`。',
  },
  fixable: 'none',
  why: {
    en: 'Constant entries are packed first and count against `worldEntries` (docs/retrieval.md "Constants and budgets"). Past half, the constants are most of the world book and keyed entries, the point of a world book, compete for the rest. The figure is the constants that fit, packed as on a message that names no key (the catalog’s budget picture shows the same). A hint: a character built around a few long constant entries can be deliberate; nothing is lost yet. Constants that leave no room for a given entry are `entry.no-room-beside-constants`.',
    'zh-CN':
      '常驻条目最先装入，并占用 `worldEntries`（见 docs/retrieval.md「Constants and budgets」）。超过一半时，世界书的大部分就是常驻条目，而关键词触发的条目——世界书的本意——只能争夺剩下的部分。这个数字是在不含任何关键词的消息上装入的常驻条目（目录的预算图显示的是同一个数）。定为提示：围绕几条长常驻条目设计的角色可能是有意的，暂时也没有东西丢失。常驻条目让某个条目放不下时报告为 `entry.no-room-beside-constants`。',
  },
});
