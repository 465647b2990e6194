/**
 * Names of value kinds in diagnostic messages, in both locales. Diagnostics carry a kind token (or a
 * language-neutral list of backticked choices) and the message template turns it into words.
 */
import type { Locale } from './locale.js';

export type KindToken =
  | 'null'
  | 'boolean'
  | 'number'
  | 'string'
  | 'list'
  | 'mapping'
  | 'non-empty-string'
  | 'list-of-strings'
  | 'predicate'
  | 'finite-number'
  | 'natural'
  | 'empty-string'
  | 'namespace-path'
  | 'input-field'
  | 'unique-name'
  | 'rule-id'
  | 'scenario-list'
  | 'no-such-field'
  | 'missing';

const NAMES: { readonly [K in KindToken]: { readonly [L in Locale]: string } } = {
  null: { en: 'an empty value', 'zh-CN': '空值' },
  boolean: { en: 'a boolean', 'zh-CN': '布尔值' },
  number: { en: 'a number', 'zh-CN': '数字' },
  string: { en: 'a string', 'zh-CN': '字符串' },
  list: { en: 'a list', 'zh-CN': '列表' },
  mapping: { en: 'a mapping', 'zh-CN': '映射（键值对）' },
  'non-empty-string': { en: 'a non-empty string', 'zh-CN': '非空字符串' },
  'list-of-strings': { en: 'a list of strings', 'zh-CN': '字符串列表' },
  predicate: { en: 'a predicate mapping with `kind`', 'zh-CN': '带 `kind` 的谓词映射' },
  'finite-number': { en: 'a finite number', 'zh-CN': '有限数字' },
  natural: { en: 'a whole number ≥ 0', 'zh-CN': '非负整数' },
  'empty-string': { en: 'an empty string', 'zh-CN': '空字符串' },
  'namespace-path': { en: 'a path that starts with a registered namespace', 'zh-CN': '以已注册命名空间开头的路径' },
  'input-field': {
    en: 'a routing input field (`platform`, `selfId`, `guildId`, `channelId`, `userId`, `routeId`, `isDirect`, `isAtMe`, `isQuotingMe`, `isSelf`, `content`, `custom`)',
    'zh-CN':
      '路由输入字段（`platform`、`selfId`、`guildId`、`channelId`、`userId`、`routeId`、`isDirect`、`isAtMe`、`isQuotingMe`、`isSelf`、`content`、`custom`）',
  },
  'unique-name': { en: 'a name no other scenario uses', 'zh-CN': '其他场景未使用的名称' },
  'rule-id': { en: 'the id of a rule in the routing file', 'zh-CN': '路由文件中某条规则的 id' },
  'scenario-list': {
    en: 'a list of scenarios (or a mapping with `tests:`)',
    'zh-CN': '场景列表（或带 `tests:` 的映射）',
  },
  'no-such-field': { en: 'no such field (the schema does not declare it)', 'zh-CN': '不存在此字段（Schema 未声明）' },
  missing: { en: 'nothing', 'zh-CN': '未填写' },
};

/** Words for a kind token; anything else (e.g. "`a`, `b`") is language-neutral and kept as it is. */
export function describeKind(token: string, locale: Locale): string {
  const n = (NAMES as { readonly [k: string]: { readonly [L in Locale]: string } | undefined })[token];
  return n ? n[locale] : token;
}

/** "`a`, `b`, `c`" for a list of allowed literal values. */
export function choices(values: readonly string[]): string {
  return values.map((v) => '`' + v + '`').join(', ');
}
