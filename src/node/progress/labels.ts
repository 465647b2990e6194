/**
 * What the faces call each phase of the core (src/common/progress.ts), per locale. A phase id of a
 * run with a scope (`base:assets`, see `scopedProgress`) is shown as `base: <label>`; an id with
 * no label here (a new face's own phase) is shown as it is.
 */
import type { Locale } from '../../diagnostics/define.js';

const LABELS: Readonly<Record<string, Readonly<Record<Locale, string>>>> = {
  assets: { en: 'reading assets', 'zh-CN': '读取资产' },
  routing: { en: 'checking routing', 'zh-CN': '检查路由' },
  bundle: { en: 'bundling the site', 'zh-CN': '打包站点' },
  pages: { en: 'rendering pages', 'zh-CN': '渲染页面' },
  'search-index': { en: 'writing the search index', 'zh-CN': '写入搜索索引' },
  'routing-probes': { en: 'probing routing', 'zh-CN': '对比路由探针' },
  'retrieval-probes': { en: 'probing retrieval', 'zh-CN': '对比检索探针' },
  parse: { en: 'parsing', 'zh-CN': '解析' },
  migrate: { en: 'migrating rules', 'zh-CN': '迁移规则' },
  verify: { en: 'verifying the edit', 'zh-CN': '核对修改' },
  // the next faces' phases (the importer, the language server), named here so they read alike
  import: { en: 'importing', 'zh-CN': '导入' },
  write: { en: 'writing files', 'zh-CN': '写入文件' },
  export: { en: 'exporting', 'zh-CN': '导出' },
  index: { en: 'indexing the workspace', 'zh-CN': '索引工作区' },
};

const UNITS: Readonly<Record<string, string>> = {
  files: '个文件',
  pages: '个页面',
  inputs: '个输入',
  probes: '个探针',
  rules: '条规则',
  entries: '个条目',
  cards: '张角色卡',
  documents: '个文档',
};

export function phaseLabel(id: string, locale: Locale): string {
  const colon = id.lastIndexOf(':');
  const scope = colon < 0 ? '' : `${id.slice(0, colon)}: `;
  const bare = colon < 0 ? id : id.slice(colon + 1);
  return scope + (LABELS[bare]?.[locale] ?? bare);
}

const SINGULAR: Readonly<Record<string, string>> = {
  files: 'file',
  pages: 'page',
  inputs: 'input',
  probes: 'probe',
  rules: 'rule',
  entries: 'entry',
  cards: 'card',
  documents: 'document',
};

/** The unit's word for `count` of them. */
export function unitLabel(unit: string, locale: Locale, count = 2): string {
  if (locale === 'zh-CN') return UNITS[unit] ?? unit;
  return count === 1 ? (SINGULAR[unit] ?? unit) : unit;
}
