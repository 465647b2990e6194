/** The language server's own words (progress, hover, code actions, lenses), per locale. */
import type { Locale } from '../core/locale.js';

export interface LspWords {
  readonly indexTitle: string;
  readonly loadingAssets: string;
  readonly checking: (characters: number, worlds: number, entries: number) => string;
  readonly found: (errors: number, warnings: number, hints: number) => string;
}

const zh: LspWords = {
  indexTitle: 'rp-assets：索引工作区',
  loadingAssets: '正在读取资产',
  checking: (c, w, e) => `${c} 个角色、${w} 个世界、${e} 个条目；正在检查`,
  found: (e, w, h) => `${e} 个错误、${w} 个警告、${h} 个提示`,
};

const en: LspWords = {
  indexTitle: 'rp-assets: indexing the workspace',
  loadingAssets: 'loading the assets',
  checking: (c, w, e) => `${c} characters, ${w} worlds, ${e} entries; checking`,
  found: (e, w, h) => `${e} errors, ${w} warnings, ${h} hints`,
};

export function lspWords(locale: Locale): LspWords {
  return locale === 'zh-CN' ? zh : en;
}

/** The client's UI language (`InitializeParams.locale`, e.g. `zh-cn`, `en-US`) as one of ours; default zh-CN like the CLI. */
export function clientLocale(tag: string | undefined): Locale {
  if (tag === undefined) return 'zh-CN';
  return tag.toLowerCase().startsWith('zh') ? 'zh-CN' : 'en';
}
