import { defineCode } from '../../define.js';

export const configRefusedPattern = defineCode<{
  owner: string;
  pattern: string;
  /** The construct RE2 lacks; null when RE2 runs it but its program is too large. */
  construct: string | null;
  part: string;
}>({
  code: 'config.refused-pattern',
  severity: 'error',
  spec: 'decision:docs/security.md',
  since: '0.2.0',
  title: {
    en: 'Schema pattern refused: a long value could make it slow',
    'zh-CN': 'Schema 的 pattern 被拒绝：较长的取值可能让它很慢',
  },
  message: {
    en: (d) =>
      d.construct === null
        ? `The schema of \`${d.owner}\` has the pattern \`${d.pattern}\`, and \`${d.part}\` makes it too large for the linear-time engine to match a long value quickly`
        : `The schema of \`${d.owner}\` has the pattern \`${d.pattern}\`, which needs the backtracking engine for \`${d.construct}\`, and \`${d.part}\` can make a match take longer than allowed on a long value`,
    'zh-CN': (d) =>
      d.construct === null
        ? `\`${d.owner}\` 的 Schema 中的 pattern \`${d.pattern}\` 因为 \`${d.part}\` 过大，线性时间引擎无法快速匹配较长的取值`
        : `\`${d.owner}\` 的 Schema 中的 pattern \`${d.pattern}\` 因为 \`${d.construct}\` 只能由回溯引擎执行，而其中的 \`${d.part}\` 可能让较长取值的匹配超出允许的时间`,
  },
  consequence: {
    en: 'The schema is not used: the namespace or engine config is not checked and its values are accepted as they are.',
    'zh-CN': '该 Schema 不会被使用：这个命名空间或引擎配置不会被校验，其值原样接受。',
  },
  fix: {
    en: 'Write the pattern without lookaround and backreferences, so the linear-time engine runs it (`^(?!admin)[a-z]+$` → `pattern: ^[a-z]+$` beside `not: { const: admin }`), or anchor it with `^` and bound every repetition (`^(?!admin)[a-z]{1,32}$`); keep repetition counts small (`{0,1000}` → `{0,100}`).',
    'zh-CN':
      '去掉环视和反向引用，让线性时间引擎执行（`^(?!admin)[a-z]+$` → `pattern: ^[a-z]+$` 配合 `not: { const: admin }`），或用 `^` 锚定开头并给每个重复加上限（`^(?!admin)[a-z]{1,32}$`）；重复次数保持较小（`{0,1000}` → `{0,100}`）。',
  },
  fixable: 'none',
  why: {
    en: 'A value in a rules file can be any length, and a pull request may bring both the schema and the value. Patterns the RE2 engine can express run without backtracking, if their program is small enough; the others run on the backtracking engine only when an upper bound on its work per position does not grow with the value (docs/security.md, "Regex policy").',
    'zh-CN':
      '规则文件里的取值可以任意长，而拉取请求可以同时带来 Schema 和取值。RE2 引擎能表达且程序足够小的表达式不回溯执行；其余的只有当回溯引擎在每个位置上的工作量上界不随取值长度增长时才会执行（docs/security.md，“Regex policy”）。',
  },
  example: {
    file: 'rp-assets.config.yaml',
    bad: "schema: { type: string, pattern: '(?=a)(a|aa)+$' }",
    good: "schema: { type: string, pattern: '^(a|aa)+$' }",
  },
});
