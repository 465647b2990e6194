import { defineCode } from '../../../define.js';

export const invalidRegex = defineCode<{ pattern: string; reason: string }>({
  code: 'routing.invalid-regex',
  severity: 'warning',
  spec: 'routing-rules.md#条件谓词',
  since: '0.1.0',
  title: { en: 'Regex does not compile', 'zh-CN': '正则表达式无法编译' },
  message: {
    en: (d) => `The regex \`${d.pattern}\` does not compile: ${d.reason}`,
    'zh-CN': (d) => `正则表达式 \`${d.pattern}\` 无法编译：${d.reason}`,
  },
  consequence: {
    en: 'Every evaluation throws: the rule never matches and each message logs `routing.predicate-error`.',
    'zh-CN': '每次求值都会抛出异常：规则永远不会命中，并且每条消息都会产生 `routing.predicate-error`。',
  },
  fix: {
    en: 'Escape special characters (`\\(`, `\\[`, `\\?`) or fix the pattern.',
    'zh-CN': '对特殊字符转义（`\\(`、`\\[`、`\\?`）或修正表达式。',
  },
  fixable: 'none',
  why: {
    en: 'Patterns are compiled as JavaScript `new RegExp(text)` with no flags.',
    'zh-CN': '表达式按 JavaScript 的 `new RegExp(text)` 编译，不带任何标志。',
  },
});
