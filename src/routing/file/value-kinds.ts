/**
 * Names of value kinds in diagnostic messages, in both locales. Diagnostics carry a kind token (or a
 * language-neutral list of backticked choices) and the message template turns it into words.
 */
import type { Locale } from '../../diagnostics/define.js';

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
