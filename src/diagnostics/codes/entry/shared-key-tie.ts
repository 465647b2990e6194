import { defineCode } from '../../define.js';

export const sharedKeyTie = defineCode<{
  id: string;
  key: string;
  world: string;
  winner: string;
  priority: number;
}>({
  code: 'entry.shared-key-tie',
  severity: 'hint',
  spec: 'asset-format-v1.md#world-entry',
  since: '0.1.0',
  title: { en: 'Shared key, order left to the id', 'zh-CN': '共用关键词，先后只由 id 决定' },
  message: {
    en: (d) =>
      `Found key \`${d.key}\` on entries \`${d.winner}\` and \`${d.id}\` of world \`${d.world}\` with the same priority ${d.priority}: on a message naming only \`${d.key}\`, \`${d.winner}\` goes first only because its id sorts first, expected a priority that decides`,
    'zh-CN': (d) =>
      `世界 \`${d.world}\` 的条目 \`${d.winner}\` 与 \`${d.id}\` 共用关键词 \`${d.key}\`，优先级都是 ${d.priority}：消息只提到 \`${d.key}\` 时，\`${d.winner}\` 排在前面只是因为它的 id 排序在前，应当由优先级决定先后`,
  },
  consequence: {
    en: 'When `maxEntries` or the budget has room for only one of them, this entry is the one left out, and renaming an id silently swaps them.',
    'zh-CN': '当 `maxEntries` 或预算只容得下其中一个时，被留在外面的是这个条目；改一个 id 就会悄悄对调两者。',
  },
  fix: {
    en: 'Give the entry that should win a higher `priority`; or give one of them a more specific key if they are not about the same thing.',
    'zh-CN': '给应当优先的条目更高的 `priority`；如果两者说的不是同一件事，给其中一个换一个更具体的关键词。',
  },
  fixable: 'none',
  why: {
    en: 'Several entries of one world may share a key: a message that names it activates all of them, and retrieval orders them constant first, then by score, then by `priority`, then by world id, entry id and file (docs/retrieval.md "Candidates, order and ties"). When the priorities differ the author has decided which wins, and nothing is reported. When the entries tie on everything the author controls (constant or not, the score on a message made of that key alone, `priority`), only the id decides, which nobody chose. Checked on `keys` and `aliases` of enabled entries, after NFKC and lower-casing; reported on the entry that loses the tie, naming the winner. A hint: when both fit, both are injected and only their order changes.',
    'zh-CN':
      '同一世界的多个条目可以共用关键词：提到它的消息会激活所有这些条目，检索按常驻优先、再按匹配分、再按 `priority`、最后按世界 id、条目 id 与文件排序（见 docs/retrieval.md「Candidates, order and ties」）。优先级不同时，作者已经决定了谁先，不会报告。当条目在作者能控制的一切上都相同（是否常驻、只含该关键词的消息上的匹配分、`priority`）时，先后只由 id 决定，而这不是任何人的选择。检查启用条目的 `keys` 与 `aliases`，在 NFKC 与小写化之后比较；报告在排在后面的条目上，并指出排在前面的条目。定为提示：两者都放得下时都会注入，只是顺序不同。',
  },
});
