import { defineCode } from '../../define.js';

export const overBudget = defineCode<{ id: string; tokens: number; budget: number; characters: readonly string[] }>({
  code: 'entry.over-budget',
  severity: 'warning',
  spec: 'asset-format-v1.md#budgets-的合法取值',
  since: '0.1.0',
  title: { 'zh-CN': '条目超出 `worldEntries` 预算', en: 'Entry exceeds `worldEntries`' },
  message: {
    'zh-CN': (d) =>
      `条目 \`${d.id}\` 正文约 ${d.tokens} token，超过角色 ${d.characters.map((c) => `\`${c}\``).join('、')} 的 \`worldEntries\` 预算（最小 ${d.budget}）`,
    en: (d) =>
      `Found entry \`${d.id}\` of about ${d.tokens} tokens, above the \`worldEntries\` budget (smallest ${d.budget}) of ${d.characters.map((c) => `\`${c}\``).join(', ')}`,
  },
  consequence: {
    'zh-CN': '对这些角色而言，这个条目无论匹配分多高都永远放不进上下文。',
    en: 'For these characters the entry never fits into the context, however well it matches.',
  },
  fix: {
    'zh-CN': '把条目拆成几个更短的条目，或调高这些角色的 `budgets.worldEntries`。',
    en: 'Split the entry into shorter ones, or raise `budgets.worldEntries` of these characters.',
  },
  fixable: 'none',
  why: {
    'zh-CN':
      '估算只计 Markdown 正文（不含 frontmatter），按 4 个字符（UTF-16 码元）约 1 token 向上取整；正好等于预算的条目放得下。中文文本会被低估，真实 token 数往往更多。',
    en: 'The estimate counts the Markdown body only (frontmatter excluded), 4 characters (UTF-16 units) ≈ 1 token rounded up; an entry exactly at the budget fits. CJK text is underestimated: its real token count is usually higher.',
  },
});
