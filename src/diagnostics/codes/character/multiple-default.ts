import { defineCode } from '../../define.js';

export const multipleDefault = defineCode<{ id: string; first: string }>({
  code: 'character.multiple-default',
  severity: 'warning',
  spec: 'asset-format-v1.md#character',
  since: '0.1.0',
  title: { 'zh-CN': '多张角色卡设为默认', en: 'More than one default character' },
  message: {
    'zh-CN': (d) => `角色卡 \`${d.id}\` 设置了 \`default: true\`，而 \`${d.first}\` 也已是默认角色`,
    en: (d) => `Found \`default: true\` on \`${d.id}\` while \`${d.first}\` is already the default`,
  },
  consequence: {
    'zh-CN': '只能有一个默认角色；实际选中哪一张取决于加载顺序，容易出乎意料。',
    en: 'Only one character can be the default; which one is picked depends on load order and easily surprises.',
  },
  fix: {
    'zh-CN': '只在一张卡上保留 `default: true`，其余删除这一行或改为 `false`。',
    en: 'Keep `default: true` on one card only; delete it or set `false` on the others.',
  },
  fixable: 'none',
  why: {
    'zh-CN': '`default` 决定未指定角色时使用哪张卡。多个默认值不会报错，但结果不确定。只统计生效（未被覆盖）的角色卡。',
    en: '`default` decides which card is used when none is chosen. Several defaults raise nothing, but the result is unpredictable. Only active (not shadowed) cards count.',
  },
});
