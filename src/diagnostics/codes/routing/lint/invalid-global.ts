import { defineCode } from '../../../define.js';

export const invalidGlobal = defineCode<{ problem: string; found: string }>({
  code: 'routing.invalid-global',
  severity: 'error',
  spec: 'routing-rules.md#规则',
  since: '0.1.0',
  title: { en: '`global` rule is not the always-on baseline', 'zh-CN': '`global` 规则不是恒启用的兜底基准' },
  message: {
    en: (d) =>
      d.problem === 'disabled'
        ? `Rule \`global\` has \`enabled: ${d.found}\`, expected it to be always enabled`
        : `Rule \`global\` has filter \`${d.found}\`, expected \`{ kind: 'true' }\``,
    'zh-CN': (d) =>
      d.problem === 'disabled'
        ? `规则 \`global\` 设置了 \`enabled: ${d.found}\`，它必须始终启用`
        : `规则 \`global\` 的 filter 是 \`${d.found}\`，应为 \`{ kind: 'true' }\``,
  },
  consequence: {
    en: 'The runtime refuses to disable `global` or change its filter; some inputs would be left without a baseline.',
    'zh-CN': '运行时不允许停用 `global` 或修改其 filter；部分输入会失去兜底基准。',
  },
  fix: {
    en: "Remove `enabled: false` from `global` and set its filter to `{ kind: 'true' }`; put the condition on a new rule.",
    'zh-CN': "去掉 `global` 的 `enabled: false`，把 filter 改为 `{ kind: 'true' }`；条件请写到新规则里。",
  },
  fixable: 'suggestion',
  why: {
    en: 'The validator does not coerce `global` silently: a conditional or disabled baseline is almost always a misunderstanding of how rules override each other.',
    'zh-CN': '校验器不会悄悄纠正 `global`：有条件或被停用的基准几乎总是误解了规则的覆盖方式。',
  },
});
