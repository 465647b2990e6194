import { defineCode } from '../../define.js';

export const keyInsideAnother = defineCode<{
  id: string;
  key: string;
  world: string;
  longer: readonly string[];
  entries: readonly string[];
}>({
  code: 'entry.key-inside-another',
  severity: 'hint',
  spec: 'decision:docs/retrieval.md',
  since: '0.1.0',
  title: { en: 'Key inside another entry’s key', 'zh-CN': '关键词包含在另一个条目的关键词里' },
  message: {
    en: (d) =>
      `Found key \`${d.key}\` of entry \`${d.id}\` inside ${d.longer.map((k) => `\`${k}\``).join(', ')} of ${d.entries.map((e) => `\`${e}\``).join(', ')} in world \`${d.world}\`, expected keys that do not contain one another`,
    'zh-CN': (d) =>
      `世界 \`${d.world}\` 中条目 \`${d.id}\` 的关键词 \`${d.key}\` 包含在条目 ${d.entries.map((e) => `\`${e}\``).join('、')} 的 ${d.longer.map((k) => `\`${k}\``).join('、')} 里，关键词之间不应互相包含`,
  },
  consequence: {
    en: 'Every message that names the longer key also activates this entry, so it is injected (and spends budget) when the conversation is about the other entry.',
    'zh-CN': '每条提到较长关键词的消息也会激活这个条目，于是对话在谈另一个条目时，它也会被注入并占用预算。',
  },
  fix: {
    en: 'Use a longer, more specific key; or, when the two are meant to fire together, say so: list this key on the other entry too, or list this entry in the other one’s `parents`.',
    'zh-CN':
      '换一个更长、更具体的关键词；如果两者本就应当一起触发，就明确写出来：在另一个条目里也写上这个关键词，或把这个条目写进另一个条目的 `parents`。',
  },
  fixable: 'none',
  why: {
    en: 'Keys match as substrings (docs/retrieval.md "Matching"), so `林清` fires on every `林清雪`. Checked among the `keys` and `aliases` of the enabled entries of one world, after NFKC and lower-casing. Not reported when the relation is declared: the entry with the longer key also lists the shorter one (they are meant to fire together), the entry with the shorter key also lists the longer one, or the longer key’s entry names this one in `parents`. A key already reported as `entry.short-key` is not reported again. A hint, not a warning: a general entry firing with a more specific one (`王都` with `王都城门`) is often what the author wants.',
    'zh-CN':
      '关键词按子串匹配（见 docs/retrieval.md「Matching」），所以 `林清` 会在每一个 `林清雪` 上触发。检查范围是同一世界中启用条目的 `keys` 与 `aliases`，在 NFKC 与小写化之后比较。关系已经写明时不报告：较长关键词的条目也列了较短的关键词（两者本就一起触发）、较短关键词的条目也列了较长的关键词，或较长关键词的条目在 `parents` 中写了这个条目。已作为 `entry.short-key` 报告的关键词不再重复报告。定为提示而不是警告：泛指的条目随更具体的条目一起触发（`王都` 与 `王都城门`）常常正是作者的本意。',
  },
});
