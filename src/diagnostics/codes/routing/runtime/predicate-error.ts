import { defineCode } from '../../../define.js';

export const predicateError = defineCode<{ ruleId: string; error: string }>({
  code: 'routing.predicate-error',
  severity: 'warning',
  spec: 'routing-rules.md#解析与诊断-api',
  since: '0.1.0',
  title: { en: 'Rule filter failed to evaluate', 'zh-CN': '规则条件求值出错' },
  message: {
    en: (d) => `Filter of rule \`${d.ruleId}\` threw \`${d.error}\`, expected it to evaluate to true or false`,
    'zh-CN': (d) => `规则 \`${d.ruleId}\` 的 filter 求值时抛出 \`${d.error}\`，应当正常得出真或假`,
  },
  consequence: {
    en: 'The whole rule counts as not matched for this message, even where the failing part sits under `not`.',
    'zh-CN': '这条消息下整条规则按未命中处理，即使出错的部分包在 `not` 里也一样。',
  },
  fix: {
    en: 'Fix the regex in the `content` predicate (it must compile with `new RegExp`), or fix the custom predicate that throws.',
    'zh-CN': '修正 `content` 谓词里的正则（必须能被 `new RegExp` 编译），或修复抛出异常的自定义谓词。',
  },
  fixable: 'none',
  why: {
    en: 'A predicate that throws (an invalid regex, a regex refused because it could backtrack catastrophically, a custom evaluator raising) cannot decide a match. Resolution catches the error once per rule, so `not` around a broken predicate does not turn it into a match, and reports this warning instead of crashing.',
    'zh-CN':
      '抛出异常的谓词（非法正则、因可能灾难性回溯而被拒绝的正则、自定义谓词报错）无法判断是否命中。解析器在规则级别统一捕获，所以包在 `not` 里的坏谓词不会变成命中，只给出这条警告，不会崩溃。',
  },
  example: {
    file: 'routing.yaml',
    bad: "- id: broken\n  filter: { kind: content, match: regex, text: '(' }\n",
    good: "- id: fixed\n  filter: { kind: content, match: regex, text: '\\(' }\n",
  },
});
