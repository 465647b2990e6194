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
    en: 'Every message that names the longer key also activates this entry, and it does not rank after the entry the message names: it is injected ahead of it (or, on a tie, only the entry ids decide), so it spends the budget and slots first and can leave the named entry out.',
    'zh-CN':
      '每条提到较长关键词的消息也会激活这个条目，而且它并不排在消息所指的那个条目之后：它先被注入（或者并列时只由条目 id 决定先后），先占用预算和名额，可能把消息所指的条目挤出去。',
  },
  fix: {
    en: 'Use a longer, more specific key; or, when the two are meant to fire together, say so: list this key on the other entry too, name one entry in the other’s `parents`, or give the entry with the longer key the higher `priority`, so it goes first on its own messages.',
    'zh-CN':
      '换一个更长、更具体的关键词；如果两者本就应当一起触发，就明确写出来：在另一个条目里也写上这个关键词，在一方的 `parents` 中写上另一方，或者让较长关键词的条目 `priority` 更高，使它在提到自己的消息上排在前面。',
  },
  fixable: 'none',
  why: {
    en: 'Keys match as substrings (docs/retrieval.md "Matching"), so `林清` fires on every `林清雪`. Checked among the `keys` and `aliases` of the enabled entries of one world, after NFKC and lower-casing. It is a hazard when the shorter key’s entry can take the place of the entry a message names: ranked on a message made of the longer key alone, the longer key’s entry does not go first by what the author sets (constant, score, `priority`). When it does, the named entry is injected first and this one only uses the room left — the general-with-specific pattern (`王都` riding along with `王都城门`) that an author sets up by giving the specific entry the higher priority — and is not reported. Not reported either when the author related the two (one lists the other’s key, or names it in `parents`, either way), when the key is a whole word of the longer key (`guard` in `royal guard`: the message does name that word; scripts written without spaces have no such boundary, so `林清` in `林清雪` is reported), or when this entry is constant (it is injected on every turn anyway). A key already reported as `entry.short-key` is not reported again. A hint: the retrieval preview shows both entries.',
    'zh-CN':
      '关键词按子串匹配（见 docs/retrieval.md「Matching」），所以 `林清` 会在每一个 `林清雪` 上触发。检查范围是同一世界中启用条目的 `keys` 与 `aliases`，在 NFKC 与小写化之后比较。真正的风险在于较短关键词的条目可能顶替消息所指的条目：在只含较长关键词的消息上排序时，较长关键词的条目并没有凭作者的设置（常驻、匹配分、`priority`）排在前面。若它排在前面，消息所指的条目先注入，这个条目只用剩下的空间——也就是作者让具体条目优先级更高时的「泛指随具体一起出现」（`王都` 随 `王都城门` 出现）——不报告。以下情形也不报告：作者已写明两者的关系（任一方列了另一方的关键词，或在 `parents` 中写了另一方，方向不限）；这个关键词是较长关键词中的一个完整单词（`royal guard` 中的 `guard`：消息确实提到了这个词；中文、日文不用空格分词，没有这样的边界，所以 `林清雪` 中的 `林清` 会报告）；这个条目是常驻条目（本来每一轮都注入）。已作为 `entry.short-key` 报告的关键词不再重复报告。定为提示：检索预览会显示两个条目。',
  },
});
