import { defineCode } from '../../define.js';
import type { Localized } from '../../define.js';

/**
 * The activation rules of SillyTavern World Info and Character Card lorebooks that our retrieval
 * does not apply (docs/format.md, "Import and export"). The import's ledger and this hint say the
 * same sentence, so what an author read at import time is what `validate` keeps saying.
 */
export type ActivationEffect =
  | 'selective-logic'
  | 'probability'
  | 'regex-key'
  | 'case-sensitive'
  | 'whole-words'
  | 'scan-depth'
  | 'timed-effect'
  | 'inclusion-group'
  | 'vectorized'
  | 'recursion-only'
  | 'character-filter'
  | 'unknown-position';

export const ACTIVATION_EFFECTS: { readonly [E in ActivationEffect]: Localized } = {
  'selective-logic': {
    'zh-CN':
      '源程序按 selectiveLogic 用辅助关键词过滤（AND ANY / AND ALL / NOT ANY / NOT ALL）；这里的 `secondaryKeys` 只加分，只命中主关键词也会注入',
    en: 'the source app filters on the secondary keys (AND ANY / AND ALL / NOT ANY / NOT ALL); here `secondaryKeys` only add to the score, so a primary key alone injects the entry',
  },
  probability: {
    'zh-CN': '源程序命中后只按这个概率注入；这里命中就注入',
    en: 'the source app injects a matched entry only with this probability; here a match always injects it',
  },
  'regex-key': {
    'zh-CN':
      '正则关键词（`/…/flags`）在这里不会被当作正则执行，已从 `keys` 中移出；导出时按原来的位置写回，`keys` 里的改动不会删掉它们',
    en: 'regular-expression keys (`/…/flags`) are not run as patterns here; they were left out of `keys`, and export writes them back where they were, whatever is edited in `keys`',
  },
  'case-sensitive': {
    'zh-CN': '源程序区分大小写；这里匹配前统一转小写，大小写不同的词也会命中',
    en: 'the source app matches case-sensitively; here keys and messages are case-folded, so other casings match too',
  },
  'whole-words': {
    'zh-CN': '源程序只匹配整词；这里按子串匹配，词中间出现也会命中',
    en: 'the source app matches whole words only; here a key matches inside longer words too',
  },
  'scan-depth': {
    'zh-CN': '源程序只扫描这么多条最近消息；这里按角色的 `budgets.recentMessages` 扫描',
    en: "the source app scans this many recent messages; here the character's `budgets.recentMessages` decides",
  },
  'timed-effect': {
    'zh-CN': '源程序的 sticky / cooldown / delay 让条目在之后几轮保持、暂停或推迟；这里每一轮单独判断',
    en: 'sticky / cooldown / delay keep, pause or postpone the entry over later turns in the source app; here every turn is decided on its own',
  },
  'inclusion-group': {
    'zh-CN': '源程序同一包含组里只注入一个条目；这里组内同时命中的条目都会注入',
    en: 'the source app injects only one entry of an inclusion group; here every matching entry of the group is injected',
  },
  vectorized: {
    'zh-CN': '源程序还按向量相似度激活；这里只按关键词',
    en: 'the source app also activates it by vector similarity; here only keys do',
  },
  'recursion-only': {
    'zh-CN': '源程序只在递归扫描（其他条目的正文）时激活；这里没有递归，按消息正常激活',
    en: "the source app activates it only on a recursive scan of other entries' text; here there is no recursion and messages activate it",
  },
  'character-filter': {
    'zh-CN': '源程序只为（或不为）这些角色名 / 标签激活这个条目；这里读这个世界的每个角色都会激活它',
    en: 'the source app activates the entry only for (or never for) these character names or tags; here every character reading the world activates it',
  },
  'unknown-position': {
    'zh-CN': '这个位置不是 SillyTavern 认识的插入位置（0–7），SillyTavern 从不插入这个条目；这里照常注入',
    en: 'this is no insertion position SillyTavern knows (0–7): SillyTavern never inserts the entry; here it is injected as usual',
  },
};

export const activationDiffers = defineCode<{ id: string; field: string; value: string; effect: ActivationEffect }>({
  code: 'entry.activation-differs',
  severity: 'hint',
  spec: 'decision:docs/format.md',
  since: '0.2.0',
  title: { 'zh-CN': '导入的激活规则在这里不生效', en: 'Imported activation rule not applied' },
  message: {
    'zh-CN': (d) => `条目 \`${d.id}\` 保留了 \`${d.field}: ${d.value}\`：${ACTIVATION_EFFECTS[d.effect]['zh-CN']}`,
    en: (d) => `Found kept \`${d.field}: ${d.value}\` on entry \`${d.id}\`: ${ACTIVATION_EFFECTS[d.effect].en}`,
  },
  consequence: {
    'zh-CN': '这个条目在本项目的检索中触发的时机与导入前的程序不同。',
    en: 'The entry fires at different times here than in the app it was imported from.',
  },
  fix: {
    'zh-CN':
      '确认现在的触发方式可以接受；否则调整 `keys`、`secondaryKeys`、`constant`，或删除保留字段里的这一项：导出时不再带回，导出的条目按这里的方式触发（删掉 `selective` / `selectiveLogic` 后导出写 `selective: false`，不再过滤）。',
    en: 'Check that the behaviour here is acceptable; otherwise adjust `keys`, `secondaryKeys` or `constant`, or delete this kept field: export then leaves it out and the exported entry fires as it does here (without `selective` / `selectiveLogic` export writes `selective: false`, no filter).',
  },
  fixable: 'none',
  why: {
    'zh-CN':
      '`rp-assets import` 把 SillyTavern 世界书和角色卡里没有对应字段的设置原样保存在 `x-sillytavern:` / `x-card:` 下，导出时完整还原。其中会改变「什么时候触发」的设置，导入时写进清单，之后每次 `validate` 也会提示，免得作者以为它们在这里仍然生效。',
    en: "`rp-assets import` keeps the SillyTavern World Info and character-card settings that have no field here under `x-sillytavern:` / `x-card:`, and export restores them. Those that change when an entry fires are listed in the import's ledger and stay visible as this hint on every `validate`, so nobody assumes they apply here.",
  },
  example: {
    file: 'worlds/astra/entries/capital.md',
    bad: '---\nkeys: [王都]\nx-sillytavern:\n  uid: 0\n  probability: 60\n---\n\n王都塞勒恩。\n',
    good: '---\nkeys: [王都]\nx-sillytavern:\n  uid: 0\n  probability: 100\n---\n\n王都塞勒恩。\n',
  },
});
