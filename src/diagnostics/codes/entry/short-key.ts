import { defineCode } from '../../define.js';

export const shortKey = defineCode<{ id: string; key: string; field: string }>({
  code: 'entry.short-key',
  severity: 'warning',
  spec: 'decision:docs/retrieval.md',
  since: '0.1.0',
  title: { en: 'Key too short to be specific', 'zh-CN': '关键词太短' },
  message: {
    en: (d) =>
      `Found \`${d.field}\` \`${d.key}\` of entry \`${d.id}\`, one character or two Latin letters or digits, expected a key that only names this entry`,
    'zh-CN': (d) =>
      `条目 \`${d.id}\` 的 \`${d.field}\` 中的 \`${d.key}\` 只有一个字（或两个以内的拉丁字母、数字），关键词应当只指向这个条目`,
  },
  consequence: {
    en: 'Keys match as substrings, so this key fires inside many unrelated words (`王` in `国王`, `王子`; `AI` in `said`, `rain`) and injects the entry on turns that are not about it.',
    'zh-CN':
      '关键词按子串匹配，这个关键词会出现在许多无关的词里（`王` 在 `国王`、`王子` 里；`AI` 在 `said`、`rain` 里），让条目在与它无关的回合被注入。',
  },
  fix: {
    en: 'Use the full name (`王都` rather than `王`), or move the short form to `secondaryKeys`, where it only boosts an entry some other key already matched.',
    'zh-CN':
      '改用完整的名称（用 `王都` 而不是 `王`），或把短写法移到 `secondaryKeys`：辅助关键词只在其他关键词已命中时加分。',
  },
  fixable: 'none',
  why: {
    en: 'Retrieval matches keys as substrings of each message (docs/retrieval.md "Matching"): whole-word matching would break Chinese, Japanese and Korean. The price is that a key of one character, or of one or two Latin letters or digits, is found inside a large share of ordinary text. Checked after NFKC and lower-casing, on `keys` and `aliases` (secondary keys never trigger an entry on their own). A warning, not a hint: the entry is injected on turns it has nothing to do with, which spends budget and can push out the entries that were meant. Two-character Chinese words are ordinary keys and are not reported.',
    'zh-CN':
      '检索把关键词当作每条消息的子串来匹配（见 docs/retrieval.md「Matching」）：按整词匹配会让中文、日文、韩文失效。代价是，一个字、或一两个拉丁字母和数字的关键词，会出现在大量普通文本里。检查在 NFKC 与小写化之后进行，只看 `keys` 与 `aliases`（辅助关键词自己不会触发条目）。定为警告而不是提示：条目会在无关的回合被注入，占用预算，挤掉本该注入的条目。两个汉字的词是正常的关键词，不会报告。',
  },
});
