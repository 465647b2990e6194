import { defineCode } from '../../define.js';

export const noRoomBesideConstants = defineCode<{
  id: string;
  tokens: number;
  room: number;
  characters: readonly string[];
}>({
  code: 'entry.no-room-beside-constants',
  severity: 'warning',
  spec: 'asset-format-v1.md#world-entry',
  since: '0.1.0',
  title: { en: 'Entry never fits beside the constants', 'zh-CN': '条目在常驻条目旁永远放不下' },
  message: {
    en: (d) =>
      `Found entry \`${d.id}\` of about ${d.tokens} tokens, above the ${d.room} tokens the constant entries leave (smallest) for ${d.characters.map((c) => `\`${c}\``).join(', ')}`,
    'zh-CN': (d) =>
      `条目 \`${d.id}\` 约 ${d.tokens} token，超过常驻条目给角色 ${d.characters.map((c) => `\`${c}\``).join('、')} 留下的 ${d.room} token（最小值）`,
  },
  consequence: {
    en: 'The constant entries are injected first on every turn; what they leave is too small for this entry, so for these characters it is never injected, however well it matches.',
    'zh-CN':
      '常驻条目每一轮都最先注入；它们剩下的预算放不下这个条目，因此对这些角色而言，无论匹配分多高，它都永远不会被注入。',
  },
  fix: {
    en: 'Shorten or split the entry, make fewer or shorter entries constant, or raise `budgets.worldEntries` (and `contextTotal`) of these characters.',
    'zh-CN': '缩短或拆分这个条目，减少或缩短常驻条目，或调高这些角色的 `budgets.worldEntries`（以及 `contextTotal`）。',
  },
  fixable: 'none',
  why: {
    en: 'Constant entries count against `worldEntries` and `contextTotal` like any entry and are packed first (docs/retrieval.md "Constants and budgets"). The room left is min(`worldEntries`, `contextTotal` − kept world core) minus the constants’ tokens, the figure the catalog’s budget picture shows. Checked for each character that reads the entry’s world and whose constants all fit (otherwise which constants go in depends on the message, and `retrieval.constant-left-out` speaks for the turn). An entry larger than `worldEntries` itself is `entry.over-budget` instead; constants that fill every `maxEntries` slot are `character.constants-fill-max-entries`. A warning, like `entry.over-budget`: the entry is dead weight for these characters.',
    'zh-CN':
      '常驻条目和其他条目一样占用 `worldEntries` 与 `contextTotal`，并且最先装入（见 docs/retrieval.md「Constants and budgets」）。剩余空间是 min(`worldEntries`, `contextTotal` − 保留的世界核心) 减去常驻条目的 token，也就是目录预算图上的数字。只检查读取该世界、且常驻条目全部放得下的角色（否则哪些常驻条目能进取决于消息，由 `retrieval.constant-left-out` 在那一轮说明）。本身就超过 `worldEntries` 的条目报告为 `entry.over-budget`；常驻条目占满 `maxEntries` 的情况报告为 `character.constants-fill-max-entries`。与 `entry.over-budget` 一样定为警告：对这些角色而言，这个条目毫无作用。',
  },
});
