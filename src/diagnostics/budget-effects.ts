/**
 * What a zero or negative budget really does, per key: the spec's "设为 0 的实际后果" column,
 * for messages and for the catalog.
 */
import type { Localized } from './define.js';
import type { BudgetKey } from '../common/budget-keys.js';

export const ZERO_EFFECT: { readonly [K in BudgetKey]: Localized } = {
  examples: {
    'zh-CN': '示例被截成空串，`<roleplay_examples>` 整段消失',
    en: 'the examples are cut to an empty string and `<roleplay_examples>` disappears',
  },
  worldCore: { 'zh-CN': '世界核心正文不再注入', en: 'the world core text is no longer injected' },
  worldEntries: {
    'zh-CN': '世界书等同关闭（没有条目放得进预算）',
    en: 'the world book is effectively off (no entry fits the budget)',
  },
  contextTotal: {
    'zh-CN': '世界书等同关闭（世界上下文总预算为 0）',
    en: 'the world book is effectively off (the world context total is 0)',
  },
  currentState: {
    'zh-CN': '`<current_state>` 仍会注入，只是被压到约 1 token 并标记 `truncated`',
    en: '`<current_state>` is still injected, squeezed to about 1 token and marked `truncated`',
  },
  events: { 'zh-CN': '事件不进入状态视图', en: 'events do not enter the state view' },
  memories: { 'zh-CN': '记忆不进入状态视图', en: 'memories do not enter the state view' },
  maxEntries: { 'zh-CN': '所有世界条目都不会激活', en: 'no world entry ever activates' },
  recentMessages: {
    'zh-CN': '`slice(-0)` 会返回整段历史，因此被夹到 1',
    en: '`slice(-0)` would return the whole history, so it is clamped to 1',
  },
  recursiveDepth: {
    'zh-CN': '暂无实际影响（MVP 未启用递归激活）',
    en: 'no effect yet (recursive activation is not in the MVP)',
  },
};

/** The effect of a negative value: `examples` cuts from the end; the others act like 0. */
export function negativeEffect(key: BudgetKey, value: number): Localized {
  if (key === 'examples') {
    const n = Math.abs(value) * 4;
    return {
      'zh-CN': `\`slice(0, ${value} * 4)\` 会从示例末尾截掉 ${n} 个字符，示例依然会注入`,
      en: `\`slice(0, ${value} * 4)\` cuts ${n} characters from the end of the examples, which are still injected`,
    };
  }
  if (key === 'recentMessages') return ZERO_EFFECT.recentMessages;
  const zero = ZERO_EFFECT[key];
  return { 'zh-CN': `与 0 相同：${zero['zh-CN']}`, en: `the same as 0: ${zero.en}` };
}
