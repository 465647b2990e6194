import { defineCode } from '../../../define.js';

export const regexBudgetSpent = defineCode<{ name: string; budget: number }>({
  code: 'routing.regex-budget-spent',
  severity: 'warning',
  spec: 'decision:docs/security.md',
  since: '0.2.0',
  title: { en: 'Content regexes stopped by their budget', 'zh-CN': '内容正则因预算用尽而停止' },
  message: {
    en: (d) =>
      `Found the content regexes past their budget of ${d.budget.toLocaleString('en-US')} characters searched in this run, at scenario \`${d.name}\`, expected the scenarios to fit it`,
    'zh-CN': (d) =>
      `到场景 \`${d.name}\` 时，本次运行的内容正则已搜索了 ${d.budget.toLocaleString('en-US')} 个字符，超出预算`,
  },
  consequence: {
    en: 'From this scenario on, a rule whose regex has not seen a message yet is taken as not matching it (a `routing.predicate-error` at run time), so these scenarios and the later ones may fail, or pass, for that reason alone.',
    'zh-CN':
      '从这个场景起，正则尚未见过的消息一律按不匹配处理（运行时为 `routing.predicate-error`），所以这些场景和之后的场景可能仅仅因此失败或通过。',
  },
  fix: {
    en: 'Give fewer or shorter `content` messages to the regex rules (a message is searched up to its first 20,000 characters, by every regex rule), or share one message between scenarios with a YAML anchor: a regex answers the same message once.',
    'zh-CN':
      '给正则规则的 `content` 消息少一些或短一些（每条正则规则都会搜索每条消息的前 20,000 个字符），或用 YAML 锚点让多个场景共用同一条消息：同一条消息每个正则只搜索一次。',
  },
  fixable: 'none',
  why: {
    en: 'Each regex search is bounded, but a repository decides how many there are: rules × scenarios × long messages made a check run for minutes. The characters a run searches are counted (20,000,000 at most, about five seconds of work), a pattern remembers its answer for a message it has seen, and this warning says where the budget ran out (docs/security.md, "Budgets").',
    'zh-CN':
      '每次正则搜索都有上限，但搜索的次数由仓库决定：规则 × 场景 × 长消息曾让一次检查跑上几分钟。现在一次运行搜索的字符数有上限（最多 20,000,000，约五秒的工作量），同一条消息每个正则只算一次，预算用尽时这个警告指出停在哪里（见 docs/security.md「Budgets」）。',
  },
});
