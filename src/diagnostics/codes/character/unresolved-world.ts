import { defineCode } from '../../define.js';

export const unresolvedWorld = defineCode<{ ref: string; suggestion: string | null }>({
  code: 'character.unresolved-world',
  severity: 'error',
  spec: 'asset-format-v1.md#worlds',
  since: '0.1.0',
  title: { 'zh-CN': '引用的世界书不存在', en: 'Unknown world reference' },
  message: {
    'zh-CN': (d) =>
      `\`worlds\` 中的 \`${d.ref}\` 不是任何世界书的 id${d.suggestion === null ? '' : `，是不是 \`${d.suggestion}\``}`,
    en: (d) =>
      `Found world \`${d.ref}\` in \`worlds\`, which is no world id${d.suggestion === null ? '' : `; expected \`${d.suggestion}\``}`,
  },
  consequence: {
    'zh-CN': (d) => `世界书 \`${d.ref}\` 全程不生效：核心正文不注入，条目不参与检索。`,
    en: (d) =>
      `World \`${d.ref}\` never takes effect: its core text is not injected and its entries are never retrieved.`,
  },
  fix: {
    'zh-CN': '改成某个世界书的 `id`（`WORLD.md` 中的 `id:`，缺省时为目录名），或者添加这个世界书。',
    en: 'Use the `id` of an existing world (`id:` in its `WORLD.md`, or its folder name), or add that world.',
  },
  fixable: 'suggestion',
  why: {
    'zh-CN':
      '`worlds` 的每一项都必须精确等于某个世界书的 id。拼错一个字母不会在运行时报错，世界书却全程不生效。所有根目录中的生效世界书都可以被引用。',
    en: 'Each `worlds` item must equal a world id exactly. One wrong letter raises nothing at run time, yet the world never applies. Active worlds of every root can be referenced.',
  },
  example: {
    file: 'characters/alice/CHARACTER.md',
    bad: '---\nworlds: [astara]\n---\n',
    good: '---\nworlds: [astra]\n---\n',
  },
});
