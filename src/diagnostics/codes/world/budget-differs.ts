import { defineCode } from '../../define.js';

/** A book-level budget kept from a card's lorebook, and the character budget that stands for it here. */
export type KeptBookBudget = 'token_budget' | 'scan_depth';
export const BOOK_BUDGET_EQUIVALENT: { readonly [B in KeptBookBudget]: 'worldEntries' | 'recentMessages' } = {
  token_budget: 'worldEntries',
  scan_depth: 'recentMessages',
};

export const budgetDiffers = defineCode<{
  id: string;
  field: KeptBookBudget;
  value: number;
  budget: 'worldEntries' | 'recentMessages';
  characters: readonly string[];
}>({
  code: 'world.budget-differs',
  severity: 'hint',
  spec: 'decision:docs/format.md',
  since: '0.2.0',
  title: { en: 'Imported book budget not applied', 'zh-CN': '导入的世界书预算在这里不生效' },
  message: {
    en: (d) =>
      `Found kept \`x-card.${d.field}: ${d.value}\` on world \`${d.id}\`, ${d.characters.length === 0 ? 'read by no character' : `while ${d.characters.map((c) => `\`${c}\``).join(', ')} ${d.characters.length === 1 ? 'has' : 'have'} another \`budgets.${d.budget}\``}; expected the budget that applies here to say the same`,
    'zh-CN': (d) =>
      `世界 \`${d.id}\` 保留了 \`x-card.${d.field}: ${d.value}\`，${d.characters.length === 0 ? '但没有角色读取它' : `而 ${d.characters.map((c) => `\`${c}\``).join('、')} 的 \`budgets.${d.budget}\` 不同`}；这里生效的预算应当与它一致`,
  },
  consequence: {
    en: 'The source app limited this book by it (`token_budget`: the tokens of its entries; `scan_depth`: the messages scanned); here a world has no budget of its own, and each reading character’s budget decides, so the book can inject more or less than it did there.',
    'zh-CN':
      '源程序用它限制这本世界书（`token_budget`：条目的 token 总数；`scan_depth`：扫描的消息条数）；这里世界没有自己的预算，由读取它的每个角色的预算决定，注入的内容可能比源程序多或少。',
  },
  fix: {
    en: 'Set the same value as `budgets.worldEntries` (for `token_budget`) or `budgets.recentMessages` (for `scan_depth`) on the characters that read this world, as the import of a card does; or delete the kept value if the characters’ budgets are what you want.',
    'zh-CN':
      '在读取这个世界的角色上设置同样的 `budgets.worldEntries`（对应 `token_budget`）或 `budgets.recentMessages`（对应 `scan_depth`），导入角色卡时就是这样做的；如果角色的预算正合心意，删掉这个保留值。',
  },
  fixable: 'none',
  why: {
    en: 'A card’s lorebook may carry `token_budget` and `scan_depth`; `rp-assets import` of a card turns them into the character’s `worldEntries` and `recentMessages` (docs/format.md "Import and export"). A lorebook imported on its own has no character to carry them, and a character written later may not: this hint says so until a reading character’s budget says the same. Export writes the kept value back to the book.',
    'zh-CN':
      '角色卡的世界书可以带 `token_budget` 和 `scan_depth`；`rp-assets import` 导入角色卡时把它们变成角色的 `worldEntries` 和 `recentMessages`（见 docs/format.md「Import and export」）。单独导入的世界书没有角色来承载它们，之后写的角色也未必设置：在读取它的角色的预算与之一致之前，这个提示会一直出现。导出时保留值原样写回世界书。',
  },
  example: {
    file: 'worlds/north/WORLD.md',
    bad: '---\nname: 北境\nx-card:\n  scan_depth: 3\n  token_budget: 2048\n',
    good: '---\nname: 北境\n---\n',
  },
});
