/**
 * What a `TooLarge` outcome (budget.ts) means, in words: one sentence per reason and locale,
 * shared by every code that reports one (config, routing and scenario files, frontmatter).
 */
import type { TooLarge } from './budget.js';

type Words = { readonly [R in TooLarge['reason']]: (limit: number) => string };

export const TOO_LARGE_TEXT: { readonly en: Words; readonly 'zh-CN': Words } = {
  en: {
    depth: (limit) => `The YAML nests deeper than ${limit} levels here`,
    nodes: (limit) =>
      `Expanding the aliases here gives more than ${limit} YAML values (an alias refers to an anchor that holds more aliases)`,
    cycle: () => 'The alias here is inside the node its anchor names, so it would repeat itself without end',
  },
  'zh-CN': {
    depth: (limit) => `这里的 YAML 嵌套超过 ${limit} 层`,
    nodes: (limit) => `展开这里的别名后超过 ${limit} 个 YAML 值（别名指向的锚点里又有别名）`,
    cycle: () => '这里的别名位于它的锚点所标记的节点之内，会无限地重复自己',
  },
};

/** The sentence for `reason` (a string in diagnostic data; an unknown one reads as `nodes`). */
export function tooLargeText(locale: 'en' | 'zh-CN', reason: string, limit: number): string {
  const words = TOO_LARGE_TEXT[locale];
  return (reason in words ? words[reason as TooLarge['reason']] : words.nodes)(limit);
}
