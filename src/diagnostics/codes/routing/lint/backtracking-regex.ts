import { STEP_BUDGET } from '../../../../common/regex/safe-regex.js';
import { defineCode } from '../../../define.js';

const BUDGET = STEP_BUDGET.toLocaleString('en-US');

export const backtrackingRegex = defineCode<{ pattern: string; construct: string; part: string }>({
  code: 'routing.backtracking-regex',
  severity: 'error',
  spec: 'routing-rules.md#条件谓词',
  since: '0.2.0',
  title: { en: 'Regex refused: needs backtracking and can be slow', 'zh-CN': '正则表达式被拒绝：需要回溯且可能很慢' },
  message: {
    en: (d) =>
      `The regex \`${d.pattern}\` needs the backtracking engine for \`${d.construct}\`, and \`${d.part}\` can make one match take more than ${BUDGET} steps on a 20,000-character message`,
    'zh-CN': (d) =>
      `正则表达式 \`${d.pattern}\` 因为 \`${d.construct}\` 只能由回溯引擎执行，而其中的 \`${d.part}\` 可能让一次匹配在 20,000 字符的消息上超过 ${BUDGET} 步`,
  },
  consequence: {
    en: 'The pattern is refused at run time: the condition never matches (a routing.predicate-error is reported for every message), so the rule does not apply; a crafted long message can no longer stall the bot or the check.',
    'zh-CN':
      '运行时会拒绝这个表达式：该条件永远不匹配（每条消息都会报告 routing.predicate-error），规则因此不生效；精心构造的长消息也就无法再卡住机器人或检查。',
  },
  fix: {
    en: 'Drop the lookaround or backreference so the linear-time engine can run it (e.g. `(?=a)(a|aa)+$` → `a+$`; "contains both" is an `and` of two `content` predicates), anchor the pattern with `^`, or bound and shorten the repetitions (`\\w+` → `\\w{1,50}`).',
    'zh-CN':
      '去掉环视或反向引用，让线性时间引擎可以执行（例如 `(?=a)(a|aa)+$` → `a+$`；「同时包含」可写成两个 `content` 谓词的 `and`），用 `^` 锚定开头，或给重复加上较小的上限（`\\w+` → `\\w{1,50}`）。',
  },
  fixable: 'none',
  why: {
    en:
      'Patterns the RE2 engine can express run in linear time. The others (lookaround, backreference) run on the backtracking engine only when an upper bound on its work, counted over every choice the pattern offers (alternatives, repetition counts, start positions), stays within ' +
      `${BUDGET} steps for a 20,000-character message; otherwise they are refused (docs/security.md, "Regex policy").`,
    'zh-CN': `RE2 引擎能表达的表达式以线性时间执行。其余的（环视、反向引用）只有当回溯引擎的工作量上界（按表达式提供的全部选择计：分支、重复次数、起始位置）在 20,000 字符的消息上不超过 ${BUDGET} 步时才会执行，否则拒绝（docs/security.md，“Regex policy”）。`,
  },
  example: {
    file: 'routing.yaml',
    bad: "{ kind: content, match: regex, text: '(?=a)(a|aa)+$' }",
    good: "{ kind: content, match: regex, text: '^(?=.*refund)' }",
  },
});
