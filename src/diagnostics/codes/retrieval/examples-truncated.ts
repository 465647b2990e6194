import { defineCode } from '../../define.js';

export const examplesTruncated = defineCode<{ character: string; budget: number; chars: number; cutChars: number }>({
  code: 'retrieval.examples-truncated',
  severity: 'hint',
  spec: 'asset-format-v1.md#budgets',
  since: '0.1.0',
  title: { en: 'Examples cut by the budget', 'zh-CN': '对话示例被预算截断' },
  message: {
    en: (d) =>
      d.budget < 0
        ? `Examples of \`${d.character}\` lose their last ${d.cutChars} of ${d.chars} characters because \`budgets.examples\` is ${d.budget}, expected 0 or a positive budget`
        : `Examples of \`${d.character}\` are ${d.chars} characters, \`budgets.examples: ${d.budget}\` keeps ${d.chars - d.cutChars} and cuts ${d.cutChars} from the end`,
    'zh-CN': (d) =>
      d.budget < 0
        ? `角色 \`${d.character}\` 的示例共 ${d.chars} 个字符，因 \`budgets.examples\` 为 ${d.budget} 被截掉末尾 ${d.cutChars} 个，应写 0 或正数`
        : `角色 \`${d.character}\` 的示例共 ${d.chars} 个字符，\`budgets.examples: ${d.budget}\` 只保留 ${d.chars - d.cutChars} 个，末尾截掉 ${d.cutChars} 个`,
  },
  consequence: {
    en: 'The model sees only the start of the examples; a dialogue cut mid-turn can teach it a broken format.',
    'zh-CN': '模型只能看到示例的开头；在对话中途截断的示例可能让模型学到残缺的格式。',
  },
  fix: {
    en: 'Shorten `examples.md` or raise `budgets.examples`; write `0` to turn examples off.',
    'zh-CN': '精简 `examples.md` 或调高 `budgets.examples`；想关闭示例请写 `0`。',
  },
  fixable: 'none',
  why: {
    en: 'Examples are cut with `slice(0, n * 4)`: a positive budget keeps the first `n * 4` characters, a negative one cuts `|n| * 4` characters from the end and still injects the rest (asset-format-v1.md, budgets).',
    'zh-CN':
      '示例按 `slice(0, n * 4)` 截断：正数保留前 `n * 4` 个字符，负数从末尾截掉 `|n| * 4` 个字符且仍然注入剩余部分（见 asset-format-v1.md 的预算一节）。',
  },
});
