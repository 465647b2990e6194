import { defineCode } from '../../define.js';

export const worldCoreTruncated = defineCode<{
  world: string;
  tokens: number;
  keptTokens: number;
  cutChars: number;
  budget: number;
}>({
  code: 'retrieval.world-core-truncated',
  severity: 'hint',
  spec: 'asset-format-v1.md#budgets',
  since: '0.1.0',
  title: { en: 'World core cut by the budget', 'zh-CN': '世界核心正文被预算截断' },
  message: {
    en: (d) =>
      `World core of \`${d.world}\` is ${d.tokens} tokens, only ${d.keptTokens} fit the remaining \`worldCore\`/\`contextTotal\` budget of ${d.budget} (${d.cutChars} characters cut from the end)`,
    'zh-CN': (d) =>
      `世界 \`${d.world}\` 的核心正文约 ${d.tokens} token，剩余的 \`worldCore\`/\`contextTotal\` 预算 ${d.budget} 只放得下 ${d.keptTokens}（末尾截掉 ${d.cutChars} 个字符）`,
  },
  consequence: {
    en: 'The end of `WORLD.md` is not injected; rules written there have no effect.',
    'zh-CN': '`WORLD.md` 正文的末尾不会注入，写在那里的规则不起作用。',
  },
  fix: {
    en: 'Move details into entries, shorten `WORLD.md`, or raise `budgets.worldCore` (and `contextTotal`).',
    'zh-CN': '把细节移到世界条目中、精简 `WORLD.md`，或调高 `budgets.worldCore`（以及 `contextTotal`）。',
  },
  fixable: 'none',
  why: {
    en: 'The core bodies of all the character’s worlds share one `worldCore` budget, further limited by `contextTotal`; each is cut with `slice(0, n * 4)`, so the end goes first (docs/retrieval.md).',
    'zh-CN':
      '角色所有世界的核心正文共用一份 `worldCore` 预算，并且受 `contextTotal` 限制；超出部分按 `slice(0, n * 4)` 从末尾截掉（见 docs/retrieval.md）。',
  },
});
