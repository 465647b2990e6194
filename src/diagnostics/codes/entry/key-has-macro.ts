import { defineCode } from '../../define.js';

export const keyHasMacro = defineCode<{ id: string; key: string; field: string; macro: string }>({
  code: 'entry.key-has-macro',
  severity: 'warning',
  spec: 'decision:docs/format.md',
  since: '0.2.0',
  title: { en: 'Key holds a SillyTavern macro', 'zh-CN': '关键词里有 SillyTavern 宏' },
  message: {
    en: (d) =>
      `Found \`${d.field}\` \`${d.key}\` of entry \`${d.id}\` holding the SillyTavern macro \`${d.macro}\`, expected the text it stands for`,
    'zh-CN': (d) =>
      `条目 \`${d.id}\` 的 \`${d.field}\` 中的 \`${d.key}\` 含有 SillyTavern 宏 \`${d.macro}\`，应当写成它代表的文字`,
  },
  consequence: {
    en: 'SillyTavern replaces the macro before matching (`{{char}}` with the character’s name); here keys match as written, so this key fires only on a message that contains the macro text itself, which no conversation does.',
    'zh-CN':
      'SillyTavern 会在匹配前替换宏（`{{char}}` 换成角色名）；这里关键词按原文匹配，只有消息里原样出现这段宏文字时才会命中，而正常对话里不会出现。',
  },
  fix: {
    en: 'Write what the macro stands for (the character’s name for `{{char}}`), or add that as a key of its own beside it; export keeps the key as written for SillyTavern.',
    'zh-CN':
      '写成宏代表的文字（`{{char}}` 就写角色名），或在它旁边另加一个这样的关键词；导出时这个关键词按原样写回给 SillyTavern。',
  },
  fixable: 'none',
  why: {
    en: 'Lore imported from SillyTavern keeps its macros as text (docs/format.md "Macros"): in bodies they are only shown, but a key with one is a key that cannot fire here. Checked on `keys` and `aliases`, after import or by hand. A warning: the entry loses that way in.',
    'zh-CN':
      '从 SillyTavern 导入的设定保留宏的原文（见 docs/format.md「Macros」）：在正文里只是照样显示，但含宏的关键词在这里永远不会命中。检查 `keys` 与 `aliases`，无论来自导入还是手写。定为警告：条目少了这条触发途径。',
  },
  example: {
    file: 'worlds/astra/entries/sword.md',
    bad: '---\nname: 旧剑\nkeys: ["{{char}}的剑", 旧剑]\n',
    good: '---\nname: 旧剑\nkeys: [米拉的剑, 旧剑]\n---\n',
  },
});
