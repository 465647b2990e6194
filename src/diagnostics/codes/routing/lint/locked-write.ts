import { defineCode } from '../../../define.js';

export const lockedWrite = defineCode<{ path: string; lock: string; lockRule: string }>({
  code: 'routing.locked-write',
  severity: 'warning',
  spec: 'routing-rules.md#匹配顺序与覆盖',
  since: '0.1.0',
  title: { en: 'Write is always blocked by a lock', 'zh-CN': '写入总会被路径锁拦截' },
  message: {
    en: (d) => `The write to \`${d.path}\` is always suppressed by lock \`${d.lock}\` of rule \`${d.lockRule}\``,
    'zh-CN': (d) => `对 \`${d.path}\` 的写入总会被规则 \`${d.lockRule}\` 的锁 \`${d.lock}\` 拦截`,
  },
  consequence: {
    en: 'Whenever this rule matches, the value is dropped and listed in `suppressed`; it never takes effect.',
    'zh-CN': '每当这条规则命中，该值都会被丢弃并记入 `suppressed`，永远不会生效。',
  },
  fix: {
    en: 'Remove the write, or remove the path from the locking rule’s `locked`.',
    'zh-CN': '删除这次写入，或从加锁规则的 `locked` 中移除该路径。',
  },
  fixable: 'none',
  why: {
    en: 'A lock binds every rule sorted after its owner (compareRules order). The check reports a write only when the locking rule matches whenever this rule does and always sorts before it.',
    'zh-CN':
      '锁对排序（compareRules）在加锁规则之后的所有规则生效。只有当加锁规则在本规则命中时必然命中、且必然排在它之前，才会报告。',
  },
});
