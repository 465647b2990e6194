import { defineCode } from '../../define.js';

export const worldCoreCut = defineCode<{ id: string; tokens: number; kept: number; budget: number }>({
  code: 'character.world-core-cut',
  severity: 'warning',
  spec: 'asset-format-v1.md#world',
  since: '0.1.0',
  title: { en: 'World core cut on every turn', 'zh-CN': '世界核心每一轮都被截断' },
  message: {
    en: (d) =>
      `Found the world cores of \`${d.id}\`'s worlds at about ${d.tokens} tokens, only ${d.kept} fit its \`worldCore\`/\`contextTotal\` budget of ${d.budget}, expected the whole core to fit`,
    'zh-CN': (d) =>
      `角色 \`${d.id}\` 的世界核心正文约 ${d.tokens} token，\`worldCore\`/\`contextTotal\` 预算 ${d.budget} 只放得下 ${d.kept}，应当能放下全部核心正文`,
  },
  consequence: {
    en: 'The end of the last world core (`WORLD.md` body) is cut off on every turn; what is written there never reaches the model for this character.',
    'zh-CN': '最后一个世界核心（`WORLD.md` 正文）的末尾每一轮都被截掉，写在那里的内容对这个角色永远不会送达模型。',
  },
  fix: {
    en: 'Raise `budgets.worldCore` (and `contextTotal` if it is the smaller), shorten the `WORLD.md` bodies, or move details into entries.',
    'zh-CN': '调高 `budgets.worldCore`（若 `contextTotal` 更小也一并调高）、缩短 `WORLD.md` 正文，或把细节移到条目里。',
  },
  fixable: 'none',
  why: {
    en: 'Every turn starts with the world cores of the character’s resolved worlds, sharing one `worldCore` budget further limited by `contextTotal`, cut from the end (docs/retrieval.md "Constants and budgets"). Unlike a preview’s `retrieval.world-core-truncated` (a note on one result), this does not depend on the message, so `validate` reports it on the card: a warning, as part of the world is off for this character.',
    'zh-CN':
      '每一轮都先注入角色所读世界的核心正文，它们共用一个 `worldCore` 预算，并受 `contextTotal` 限制，超出部分从末尾截掉（见 docs/retrieval.md「Constants and budgets」）。与预览结果里的 `retrieval.world-core-truncated`（针对一次结果的说明）不同，这与消息无关，所以 `validate` 在角色卡上报告它：定为警告，因为世界的一部分对这个角色失效。',
  },
});
