import { defineCode } from '../../../define.js';

export const unsafeRegex = defineCode<{ pattern: string; part: string }>({
  code: 'routing.unsafe-regex',
  severity: 'warning',
  spec: 'routing-rules.md#条件谓词',
  since: '0.1.0',
  title: { en: 'Regex can backtrack catastrophically', 'zh-CN': '正则表达式可能灾难性回溯' },
  message: {
    en: (d) =>
      `The regex \`${d.pattern}\` repeats \`${d.part}\`, whose inner part can match the same text in more than one way`,
    'zh-CN': (d) => `正则表达式 \`${d.pattern}\` 重复了 \`${d.part}\`，其内部能以多种方式匹配同一段文本`,
  },
  consequence: {
    en: 'A crafted message of a few thousand characters can make matching take seconds or hours, stalling the bot for every chat.',
    'zh-CN': '一条精心构造的几千字消息就可能让匹配耗时数秒乃至数小时，使机器人在所有会话中卡住。',
  },
  fix: {
    en: 'Remove the nested or overlapping repetition, e.g. `(a+)+` → `a+`, `(.*)*` → `.*`, `(\\w+\\s?)*` → `[\\w\\s]*`.',
    'zh-CN': '去掉嵌套或重叠的重复，例如 `(a+)+` → `a+`，`(.*)*` → `.*`，`(\\w+\\s?)*` → `[\\w\\s]*`。',
  },
  fixable: 'none',
  why: {
    en: 'The check parses the pattern and flags a quantifier whose body either contains another unbounded quantifier or has alternatives that can match the same character. Only the first 20,000 characters are searched, which is far more than enough for exponential blow-up.',
    'zh-CN':
      '检查会解析表达式，找出这样的量词：其内部还有无上限的量词，或其分支能匹配同一个字符。运行时只检索前 20,000 个字符，但这远足以触发指数级回溯。',
  },
  example: {
    file: 'routing.yaml',
    bad: "{ kind: content, match: regex, text: '^(\\w+\\s?)*$' }",
    good: "{ kind: content, match: regex, text: '^[\\w\\s]*$' }",
  },
});
