import { defineCode } from '../../define.js';

export const misspeltKey = defineCode<{ id: string; key: string; field: string; near: string }>({
  code: 'entry.misspelt-key',
  severity: 'hint',
  spec: 'decision:docs/retrieval.md',
  since: '0.1.0',
  title: { en: 'Key looks like a misspelling of the entry’s name', 'zh-CN': '关键词像是条目名称的笔误' },
  message: {
    en: (d) =>
      `Found \`${d.field}\` \`${d.key}\` of entry \`${d.id}\` one typo away from \`${d.near}\` in its name, expected the name’s spelling (did you mean \`${d.near}\`?)`,
    'zh-CN': (d) =>
      `条目 \`${d.id}\` 的 \`${d.field}\` 中的 \`${d.key}\` 与名称里的 \`${d.near}\` 只差一处笔误，应当与名称写法一致（是否想写 \`${d.near}\`？）`,
  },
  consequence: {
    en: 'A key fires only when a message holds it character for character: a misspelt key does not fire on the name as players write it.',
    'zh-CN': '只有消息逐字包含关键词时它才触发：写错的关键词不会因玩家按名称原样写出的文字而触发。',
  },
  fix: {
    en: 'Spell the key as the name does; if the variant is meant (a nickname, another spelling), keep it and add the name’s spelling as a key too.',
    'zh-CN': '按名称的写法改正关键词；如果这个变体是有意的（昵称、别的写法），保留它，并把名称的写法也加为关键词。',
  },
  fixable: 'none',
  why: {
    en: 'Authors copy keys from the entry’s name, so a key that differs from a word of the name by one typo, while the name does not contain the key itself, is most often a slip (the mutation bench, docs/mutations.md). A typo is two neighbouring characters swapped; in a key without Chinese, Japanese or Korean also one letter replaced, added or dropped (a space, digit or sign written or left out, `keeper1008` for `keeper 1008`, is a way of writing the key, not a slip; Chinese names one character apart, 许辰 and 许云辰, are usually two people, and a homophone slip such as 辰 for 晨 looks the same, so neither is reported). Only the name is searched, and only keys of at least 3 characters with CJK, 4 without (after NFKC). A hint, not a warning: a deliberate variant spelling looks the same, and the check cannot tell them apart.',
    'zh-CN':
      '作者通常从条目名称复制关键词，所以当关键词与名称中的某个词只差一处笔误、而名称本身不包含这个关键词时，多半是写错了（见 docs/mutations.md 的变异基准）。笔误指相邻两个字符对调；不含中日韩文字的关键词还包括替换、多一个或少一个字母（多写或少写空格、数字或符号，如把 `keeper 1008` 写成 `keeper1008`，是关键词的写法而非笔误；只差一个字的中文名，如许辰和许云辰，通常是两个人；辰写成晨这样的同音错字也无法区分，所以都不报告）。只在名称中查找，含中日韩文字的关键词至少 3 个字符，其他至少 4 个（NFKC 之后）。定为提示而非警告：有意的异写看起来一模一样，检查无法区分。',
  },
});
