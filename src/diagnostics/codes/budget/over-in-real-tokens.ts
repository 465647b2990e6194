import { defineCode } from '../../define.js';

export const overInRealTokens = defineCode<{
  kind: string;
  id: string;
  estimate: number;
  real: number;
  budget: number;
  characters: readonly string[];
}>({
  code: 'budget.over-in-real-tokens',
  severity: 'hint',
  spec: 'decision:docs/budgets.md',
  since: '0.1.0',
  title: { en: 'Fits by the estimate, not in real tokens', 'zh-CN': '按估算放得下，按真实 token 放不下' },
  message: {
    en: (d) =>
      d.kind === 'constants'
        ? `Found constant entries of \`${d.id}\`'s worlds at about ${d.estimate} tokens by the estimate but ${d.real} real tokens (o200k_base), above its \`worldEntries\` ${d.budget}`
        : `Found entry \`${d.id}\` at about ${d.estimate} tokens by the estimate but ${d.real} real tokens (o200k_base), above the \`worldEntries\` ${d.budget} (smallest) of ${d.characters.map((c) => `\`${c}\``).join(', ')}`,
    'zh-CN': (d) =>
      d.kind === 'constants'
        ? `角色 \`${d.id}\` 的世界中常驻条目按估算约 ${d.estimate} token，但真实 token（o200k_base）为 ${d.real}，超过其 \`worldEntries\` ${d.budget}`
        : `条目 \`${d.id}\` 按估算约 ${d.estimate} token，但真实 token（o200k_base）为 ${d.real}，超过角色 ${d.characters.map((c) => `\`${c}\``).join('、')} 的 \`worldEntries\` ${d.budget}（最小值）`,
  },
  consequence: {
    en: 'The runtime budgets by the estimate, so this still goes in; but the prompt is larger than the budget meant to allow, and a model with a tokenizer like this one spends more context than the author planned.',
    'zh-CN':
      '运行时按估算计预算，所以它仍会被注入；但提示词比预算想要允许的更长，使用类似分词器的模型会消耗比作者预想更多的上下文。',
  },
  fix: {
    en: 'Treat `worldEntries` as a real-token limit: shorten the text, or raise the budget knowingly. Chinese text counts several times more real tokens than the estimate.',
    'zh-CN':
      '把 `worldEntries` 当作真实 token 的上限：缩短文本，或在知情的前提下调高预算。中文文本的真实 token 往往是估算的好几倍。',
  },
  fixable: 'none',
  why: {
    en: 'The format budgets in its estimate (4 characters ≈ 1 token, src/budgets/tokens.ts) and that figure stays the normative one: the runtime packs by it. Real tokens come from one real tokenizer, OpenAI’s `o200k_base` encoding (the `gpt-tokenizer` package, which ships it; nothing is downloaded), as a second figure. Other models’ tokenizers differ; docs/budgets.md gives the measured ratio for Chinese and English. Checked for an entry against the `worldEntries` of every character that reads its world and that it fits by the estimate, and for the constant entries a character injects on every turn (packed as on a message that names no key). Only texts whose UTF-8 size exceeds the budget are tokenised (a token is at least one byte), so `validate` stays fast. A hint: nothing changes at run time.',
    'zh-CN':
      '格式按自己的估算计预算（4 个字符约 1 token，见 src/budgets/tokens.ts），这个数字仍是规范的数字：运行时按它装入。真实 token 来自一个真实的分词器，OpenAI 的 `o200k_base` 编码（由 `gpt-tokenizer` 包自带，不需下载），作为第二个数字。其他模型的分词器各不相同；docs/budgets.md 给出了实测的中英文比例。检查对象：条目与读取其世界、且按估算放得下它的每个角色的 `worldEntries`；以及角色每一轮注入的常驻条目（按不含任何关键词的消息装入）。只对 UTF-8 字节数超过预算的文本分词（每个 token 至少一个字节），因此 `validate` 仍然很快。定为提示：运行时没有任何变化。',
  },
});
