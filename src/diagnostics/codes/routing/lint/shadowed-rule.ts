import { defineCode } from '../../../define.js';
import { causeWords, type CauseKind } from './rule-order-cause.js';

export const shadowedRule = defineCode<{
  id: string;
  by: readonly string[];
  /** Why the first overriding rule sorts after this one (rule-order-cause.ts). */
  causeRule?: string;
  causeBy?: CauseKind;
  causeTheirs?: number;
  causeMine?: number;
}>({
  code: 'routing.shadowed-rule',
  severity: 'warning',
  spec: 'routing-rules.md#匹配顺序与覆盖',
  since: '0.1.0',
  title: { en: 'Rule is completely overridden', 'zh-CN': '规则被完全覆盖' },
  message: {
    en: (d) =>
      `Every value of rule \`${d.id}\` is overwritten by ${d.by.map((b) => `\`${b}\``).join(', ')}, which match whenever it does` +
      causeWords.en(d),
    'zh-CN': (d) =>
      `规则 \`${d.id}\` 写入的每个值都会被 ${d.by.map((b) => `\`${b}\``).join('、')} 覆盖，且它们在它命中时必然命中` +
      causeWords['zh-CN'](d),
  },
  consequence: { en: 'The rule never decides any value.', 'zh-CN': '这条规则不会决定任何值。' },
  fix: {
    en: 'Delete the rule, narrow the overriding rules, or give this rule a higher priority than theirs (or a more specific filter) so it comes after them.',
    'zh-CN': '删除这条规则、收窄覆盖它的规则的条件，或给这条规则更高的 priority（或更具体的条件），让它排在它们之后。',
  },
  fixable: 'none',
  why: {
    en: 'The check is deliberately conservative: a later rule counts only when its filter is implied by this rule’s filter (see docs/routing-validation.md), so a reported rule is really dead.',
    'zh-CN':
      '该检查刻意保守：只有当后续规则的条件可由本规则的条件推出时才计入（见 docs/routing-validation.md），因此被报告的规则确实无效。',
  },
});
