import { defineCode } from '../../define.js';

export const longKey = defineCode<{ id: string; key: string; field: string; length: number; limit: number }>({
  code: 'entry.long-key',
  severity: 'warning',
  spec: 'decision:docs/retrieval.md',
  since: '0.1.0',
  title: { en: 'Key too long to appear in a message', 'zh-CN': '关键词太长，消息里几乎不会原样出现' },
  message: {
    en: (d) =>
      `Found \`${d.field}\` \`${d.key}\` of entry \`${d.id}\`, ${d.length} characters, expected a name or a short phrase (at most ${d.limit}) that a message would contain word for word`,
    'zh-CN': (d) =>
      `条目 \`${d.id}\` 的 \`${d.field}\` 中的 \`${d.key}\` 有 ${d.length} 个字符，关键词应当是消息里会原样出现的名称或短语（不超过 ${d.limit} 个）`,
  },
  consequence: {
    en: 'A key fires only when a message holds it character for character. A sentence or a description is never written that way, so the entry never fires on it (often on nothing at all), and the keys of other entries found inside it are reported instead.',
    'zh-CN':
      '只有消息逐字包含关键词时它才触发。一句话或一段描述不会被原样写进消息，所以条目不会因它触发（往往什么都触发不了），报告反而落在被它包含的其他条目的关键词上。',
  },
  fix: {
    en: 'Use the names a player would type (`听雨茶馆`, `长安东市`) as separate keys, and keep the description in the entry’s body.',
    'zh-CN': '改用玩家会打出来的名称作关键词（`听雨茶馆`、`长安东市`，各写一个），描述放在条目正文里。',
  },
  fixable: 'none',
  why: {
    en: 'Retrieval matches keys as substrings of the recent messages (docs/retrieval.md "Matching"). How long a key may be before no one types it is a judgement: 12 characters for a key with Chinese, Japanese or Korean in it (a long place or person name is 6 to 8), 40 for other keys (a name and a title). Checked after NFKC on `keys` and `aliases`; secondary keys only add to a score and are not checked.',
    'zh-CN':
      '检索把关键词当作最近消息的子串来匹配（docs/retrieval.md「Matching」）。多长的关键词就没人会打出来，是一个判断：含中日韩文字的关键词 12 个字符（长的地名、人名是 6 到 8 个字），其他关键词 40 个字符（名字加头衔）。在 NFKC 之后检查 `keys` 与 `aliases`；辅助关键词只加分，不检查。',
  },
});
