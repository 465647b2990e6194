import { defineCode } from '../../define.js';

export const constantLeftOut = defineCode<{
  id: string;
  world: string;
  reason: string;
  tokens: number;
  available: number;
}>({
  code: 'retrieval.constant-left-out',
  severity: 'warning',
  spec: 'asset-format-v1.md#world-entry',
  since: '0.1.0',
  title: { en: 'Constant entry left out', 'zh-CN': '常驻条目未注入' },
  message: {
    en: (d) =>
      d.reason === 'maxEntries'
        ? `Constant entry \`${d.id}\` of world \`${d.world}\` left out by \`maxEntries\`, expected every \`constant: true\` entry to fit`
        : `Constant entry \`${d.id}\` of world \`${d.world}\` needs ${d.tokens} tokens but only ${d.available} are left in \`${d.reason}\`, expected every \`constant: true\` entry to fit`,
    'zh-CN': (d) =>
      d.reason === 'maxEntries'
        ? `世界 \`${d.world}\` 的常驻条目 \`${d.id}\` 因 \`maxEntries\` 已满而未注入，常驻条目应当都能放下`
        : `世界 \`${d.world}\` 的常驻条目 \`${d.id}\` 需要 ${d.tokens} token，但 \`${d.reason}\` 只剩 ${d.available}，常驻条目应当都能放下`,
  },
  consequence: {
    en: '`constant: true` only skips the keyword check: the entry still competes for `maxEntries` and the token budgets, so this turn it is not in the prompt.',
    'zh-CN': '`constant: true` 只是跳过关键词检查，条目仍要争夺 `maxEntries` 与 token 预算，因此这一轮它不在提示词里。',
  },
  fix: {
    en: 'Raise `maxEntries` or the budget named above, shorten the entry, or make fewer entries constant.',
    'zh-CN': '调高 `maxEntries` 或上面提到的预算，缩短该条目，或减少常驻条目的数量。',
  },
  fixable: 'none',
  why: {
    en: 'Constant entries are sorted first, but they count against `maxEntries`, `worldEntries` and `contextTotal` like any other entry (docs/retrieval.md). Authors usually expect a constant entry to be always present; SillyTavern users hit the same surprise. The preview names every constant that did not make it.',
    'zh-CN':
      '常驻条目排在最前，但和其他条目一样占用 `maxEntries`、`worldEntries` 与 `contextTotal`（见 docs/retrieval.md）。作者通常以为常驻条目一定会出现，SillyTavern 的用户也踩过同样的坑。预览会列出每一条没能注入的常驻条目。',
  },
});
