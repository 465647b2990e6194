import { defineCode } from '../../../define.js';

export const backtrackingRegex = defineCode<{ pattern: string; part: string }>({
  code: 'routing.backtracking-regex',
  severity: 'error',
  spec: 'routing-rules.md#条件谓词',
  since: '0.2.0',
  title: { en: 'Regex refused: needs backtracking and can be slow', 'zh-CN': '正则表达式被拒绝：需要回溯且可能很慢' },
  message: {
    en: (d) =>
      `The regex \`${d.pattern}\` uses a lookaround or a backreference, so only the backtracking engine can run it, and \`${d.part}\` can make that take more than linear time`,
    'zh-CN': (d) =>
      `正则表达式 \`${d.pattern}\` 使用了环视或反向引用，只能由回溯引擎执行，而其中的 \`${d.part}\` 会让匹配耗时超过线性`,
  },
  consequence: {
    en: 'The pattern is refused at run time: the condition never matches (a routing.predicate-error is reported for every message), so the rule does not apply; a crafted long message can no longer stall the bot.',
    'zh-CN':
      '运行时会拒绝这个表达式：该条件永远不匹配（每条消息都会报告 routing.predicate-error），规则因此不生效；精心构造的长消息也就无法再卡住机器人。',
  },
  fix: {
    en: 'Drop the lookaround or backreference so the linear-time engine can run it (e.g. `(?=a)(a|aa)+$` → `a+$`), anchor the pattern with `^`, or bound the repetition (`\\w+` → `\\w{1,50}`).',
    'zh-CN':
      '去掉环视或反向引用，让线性时间引擎可以执行（例如 `(?=a)(a|aa)+$` → `a+$`），用 `^` 锚定开头，或给重复加上上限（`\\w+` → `\\w{1,50}`）。',
  },
  fixable: 'none',
  why: {
    en: 'Patterns the RE2 engine can express run in linear time. The others are judged by what they can cost: no repetition may hold another repetition, an alternation, a backreference or a lookaround; no backreference may refer to a repeated group; each backtracking scope holds at most one unbounded quantifier, and none when the pattern is not anchored at the start (docs/routing-validation.md, "Regex cost").',
    'zh-CN':
      'RE2 引擎能表达的表达式以线性时间执行；其余的按其可能的代价判断：重复里不能再有重复、分支、反向引用或环视；反向引用不能指向带重复的分组；每个回溯范围至多一个无上限量词，未用 `^` 锚定开头时一个也不能有（docs/routing-validation.md，“Regex cost”）。',
  },
  example: {
    file: 'routing.yaml',
    bad: "{ kind: content, match: regex, text: '(?=a)(a|aa)+$' }",
    good: "{ kind: content, match: regex, text: '^(?=.*refund)' }",
  },
});
