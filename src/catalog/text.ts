/** The catalog's own localised phrases (budget notes, world status, rule filters in words). */
import type { BudgetKey } from '../common/budget-keys.js';
import type { Locale } from '../diagnostics/define.js';

type Phrases = {
  readonly worldsLabel: string;
  readonly resolved: (n: number) => string;
  readonly unresolved: string;
  readonly noWorlds: string;
  readonly zero: { readonly [K in BudgetKey]: string };
  readonly negative: (key: BudgetKey, n: number) => string;
  readonly clamped: (written: string) => string;
  readonly ignored: (written: string) => string;
};

/** English plural categories (CLDR, through Intl): 'one' for 1, 'other' for 0 and 2+. */
const EN_PLURAL = new Intl.PluralRules('en');

const ZH: Phrases = {
  worldsLabel: '世界：',
  resolved: (n) => `✓(${n} 条目)`,
  unresolved: '✗(未找到)',
  noWorlds: '（无）',
  zero: {
    examples: '设为 0：示例被截成空串，`<roleplay_examples>` 整段消失。',
    worldCore: '设为 0：世界核心正文不再注入。',
    worldEntries: '设为 0：世界书等同关闭，没有条目能放进上下文。',
    contextTotal: '设为 0：世界上下文总上限为 0，世界书等同关闭。',
    currentState: '设为 0：`<current_state>` 仍会注入，只是被压到约 1 token 并标记 truncated。',
    events: '设为 0：事件不进入状态视图。',
    memories: '设为 0：记忆不进入状态视图。',
    maxEntries: '设为 0：所有世界条目都不会激活。',
    recentMessages: '设为 0：会被夹到 1。',
    recursiveDepth: '设为 0：MVP 未启用递归激活，暂无实际影响。',
  },
  negative: (key, n) =>
    key === 'examples'
      ? `负数不等于 0：示例会从末尾截掉 ${Math.abs(n) * 4} 个字符后依然注入。想关闭示例请写 0。`
      : '负数被夹住，效果与 0 相同。',
  clamped: (w) => `写的是 ${w}：recentMessages 没有「关闭」语义，已夹到 1（只用最后一条消息检索）。`,
  ignored: (w) => `写的是 ${w}：不是有限数字（或被忽略），使用默认值。`,
};

const EN: Phrases = {
  worldsLabel: 'Worlds: ',
  resolved: (n) => `✓(${n} ${EN_PLURAL.select(n) === 'one' ? 'entry' : 'entries'})`,
  unresolved: '✗(not found)',
  noWorlds: '(none)',
  zero: {
    examples: 'Set to 0: examples are cut to an empty string and `<roleplay_examples>` disappears.',
    worldCore: 'Set to 0: the world core text is no longer injected.',
    worldEntries: 'Set to 0: the world book is effectively off; no entry fits.',
    contextTotal: 'Set to 0: the world context limit is 0, the world book is effectively off.',
    currentState: 'Set to 0: `<current_state>` is still injected, squeezed to about 1 token and marked truncated.',
    events: 'Set to 0: events stay out of the state view.',
    memories: 'Set to 0: memories stay out of the state view.',
    maxEntries: 'Set to 0: no world entry ever activates.',
    recentMessages: 'Set to 0: clamped to 1.',
    recursiveDepth: 'Set to 0: recursive activation is not enabled in the MVP; no effect yet.',
  },
  negative: (key, n) =>
    key === 'examples'
      ? `A negative value is not 0: examples are injected with ${Math.abs(n) * 4} characters cut from the end. Write 0 to turn them off.`
      : 'A negative value is clamped and acts like 0.',
  clamped: (w) => `Written as ${w}: recentMessages has no "off"; clamped to 1 (only the last message is searched).`,
  ignored: (w) => `Written as ${w}: not a finite number (or ignored); the default applies.`,
};

export function phrases(locale: Locale): Phrases {
  return locale === 'en' ? EN : ZH;
}
