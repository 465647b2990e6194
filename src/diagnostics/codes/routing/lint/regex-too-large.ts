import { RE2_BUDGET } from '../../../../common/regex/safe-regex.js';
import { defineCode } from '../../../define.js';

const BUDGET = RE2_BUDGET.toLocaleString('en-US');
const PROGRAM = (RE2_BUDGET / 20_000).toLocaleString('en-US');

export const regexTooLarge = defineCode<{ pattern: string; part: string }>({
  code: 'routing.regex-too-large',
  severity: 'error',
  spec: 'routing-rules.md#条件谓词',
  since: '0.2.0',
  title: { en: 'Regex refused: too large to match quickly', 'zh-CN': '正则表达式被拒绝：过大，无法快速匹配' },
  message: {
    en: (d) =>
      `The regex \`${d.pattern}\` is too large for the linear-time engine: \`${d.part}\` makes one match of a 20,000-character message take too long`,
    'zh-CN': (d) =>
      `正则表达式 \`${d.pattern}\` 对线性时间引擎来说过大：其中的 \`${d.part}\` 会让一次 20,000 字符消息的匹配耗时过长`,
  },
  consequence: {
    en: 'The pattern is refused at run time: the condition never matches (a routing.predicate-error is reported for every message), so the rule does not apply.',
    'zh-CN': '运行时会拒绝这个表达式：该条件永远不匹配（每条消息都会报告 routing.predicate-error），规则因此不生效。',
  },
  fix: {
    en: 'Use smaller repetition counts (`a{0,1000}` → `a{0,100}`, or `a*` when any number will do), or split the pattern into several `content` predicates under an `and`.',
    'zh-CN':
      '减小重复次数（`a{0,1000}` → `a{0,100}`，任意次数都可以时用 `a*`），或把表达式拆成 `and` 下的多个 `content` 谓词。',
  },
  fixable: 'none',
  why: {
    en: `RE2 compiles \`x{m,n}\` into n copies of \`x\`, and its work on a message is at most the message length times that program size; the product is capped at ${BUDGET} (a program of about ${PROGRAM} instructions on a full 20,000-character window) so that one predicate cannot take seconds per message (docs/security.md, "Regex policy").`,
    'zh-CN': `RE2 会把 \`x{m,n}\` 编译成 n 份 \`x\`，它对一条消息的工作量至多是消息长度乘以程序大小；这个乘积的上限是 ${BUDGET}（在完整的 20,000 字符窗口上约 ${PROGRAM} 条指令），以免一个谓词在每条消息上耗时数秒（docs/security.md，“Regex policy”）。`,
  },
  example: {
    file: 'routing.yaml',
    bad: "{ kind: content, match: regex, text: 'a{0,1000}b{0,1000}$' }",
    good: "{ kind: content, match: regex, text: 'a{0,100}b{0,100}$' }",
  },
});
