import { defineCode } from '../../../define.js';
import { causeWords, type CauseKind } from './rule-order-cause.js';

const paths = (ps: readonly string[], sep: string): string => ps.map((p) => `\`${p}\``).join(sep);

export const shadowedWrite = defineCode<{
  id: string;
  paths: readonly string[];
  by: readonly string[];
  causeRule?: string;
  causeBy?: CauseKind;
  causeTheirs?: number;
  causeMine?: number;
}>({
  code: 'routing.shadowed-write',
  severity: 'warning',
  spec: 'routing-rules.md#匹配顺序与覆盖',
  since: '0.1.0',
  title: { en: 'Part of a rule is always overridden', 'zh-CN': '规则的部分写入总被覆盖' },
  message: {
    en: (d) =>
      `Rule \`${d.id}\` writes ${paths(d.paths, ', ')}, but ${d.by.map((b) => `\`${b}\``).join(', ')} overwrite${d.by.length === 1 ? 's' : ''} ${d.paths.length === 1 ? 'it' : 'them'} whenever it matches` +
      causeWords.en(d),
    'zh-CN': (d) =>
      `规则 \`${d.id}\` 写入的 ${paths(d.paths, '、')} 在它命中时总会被 ${d.by.map((b) => `\`${b}\``).join('、')} 覆盖` +
      causeWords['zh-CN'](d),
  },
  consequence: {
    en: 'Those values never take effect; the rule decides only its other values.',
    'zh-CN': '这些值永远不会生效；这条规则只决定它的其他值。',
  },
  fix: {
    en: 'Remove those values from the rule, narrow the overriding rule, or make this rule sort after it (a higher priority at the same specificity, or a more specific filter).',
    'zh-CN':
      '从这条规则中删掉这些值、收窄覆盖它的规则的条件，或让这条规则排在它后面（特异度相同时给更高的 priority，或写更具体的条件）。',
  },
  fixable: 'none',
  why: {
    en: 'Rules usually write several namespaces, so a broader rule given a higher priority ("so that it wins") silently takes one value from a narrower rule while the rest still works. The check is as conservative as `routing.shadowed-rule`: the later rule counts only when its filter is implied by this rule’s filter (docs/routing-validation.md), and a lock touching the path clears it.',
    'zh-CN':
      '规则通常写多个命名空间，所以给宽泛规则更高的 priority（“让它赢”）会悄悄夺走较窄规则的某一个值，而其余部分仍然生效。该检查与 `routing.shadowed-rule` 一样保守：只有当后续规则的条件可由本规则的条件推出时才计入（见 docs/routing-validation.md），路径上有锁时不报告。',
  },
});
