/** The language server's own words (progress, hover, code actions, lenses), per locale. */
import type { Locale } from '../common/locale.js';

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

export interface HoverWords {
  readonly worldFound: (id: string, entries: number, file: string) => string;
  readonly worldMissing: (id: string, closest: string | null) => string;
  readonly defaultIs: (value: string) => string;
  readonly noDefault: string;
  readonly effective: (value: string, source: string | null) => string;
  readonly source: { readonly default: string; readonly set: string; readonly clamped: string };
}

const hoverZh: HoverWords = {
  worldFound: (id, n, file) => `世界 \`${id}\` ✓（${n} 个条目）\n\n\`${file}\``,
  worldMissing: (id, closest) => `世界 \`${id}\` ✗（未找到）${closest === null ? '' : `；最接近的是 \`${closest}\``}`,
  defaultIs: (v) => `默认值：${v}`,
  noDefault: '（无；见说明）',
  effective: (v, source) => `本资产的实际值：${v}${source === null ? '' : `（${source}）`}`,
  source: { default: '默认值', set: '作者设置', clamped: '作者设置，已被夹紧' },
};

const hoverEn: HoverWords = {
  worldFound: (id, n, file) => `World \`${id}\` ✓ (${n} entries)\n\n\`${file}\``,
  worldMissing: (id, closest) => `World \`${id}\` ✗ (not found)${closest === null ? '' : `; closest: \`${closest}\``}`,
  defaultIs: (v) => `Default: ${v}`,
  noDefault: '(none; see above)',
  effective: (v, source) => `Value for this asset: ${v}${source === null ? '' : ` (${source})`}`,
  source: { default: 'the default', set: 'set by the author', clamped: 'set by the author, clamped' },
};

export function hoverWords(locale: Locale): HoverWords {
  return locale === 'zh-CN' ? hoverZh : hoverEn;
}

export interface ActionWords {
  readonly replaceWith: (text: string) => string;
  readonly removeKey: string;
  readonly removeBlankLines: string;
}

export function actionWords(locale: Locale): ActionWords {
  return locale === 'zh-CN'
    ? { replaceWith: (t) => `替换为 \`${t}\``, removeKey: '删除这个键', removeBlankLines: '删除 `---` 之前的空行' }
    : {
        replaceWith: (t) => `Replace with \`${t}\``,
        removeKey: 'Remove this key',
        removeBlankLines: 'Remove the blank lines before `---`',
      };
}

export interface LensWords {
  readonly tokens: (n: number) => string;
  readonly noReaders: string;
  readonly fitCount: (fits: number, of: number) => string;
  readonly more: (n: number) => string;
}

export function lensWords(locale: Locale): LensWords {
  return locale === 'zh-CN'
    ? {
        tokens: (n) => `≈ ${n} token`,
        noReaders: '没有角色使用这个世界',
        fitCount: (f, n) => `${n} 个角色中 ${f} 个放得下`,
        more: (n) => `另有 ${n} 个放不下`,
      }
    : {
        tokens: (n) => `≈ ${n} tokens`,
        noReaders: 'no character reads this world',
        fitCount: (f, n) => `fits ${f} of ${n} characters`,
        more: (n) => `${n} more do not fit`,
      };
}

export function commandWords(locale: Locale): { pickCharacter: string; unknownCharacter: (id: string) => string } {
  return locale === 'zh-CN'
    ? {
        pickCharacter: 'rp-assets：用哪个角色检索这段文字？',
        unknownCharacter: (id) => `rp-assets：没有角色 \`${id}\``,
      }
    : {
        pickCharacter: 'rp-assets: retrieve this text for which character?',
        unknownCharacter: (id) => `rp-assets: no character \`${id}\``,
      };
}
