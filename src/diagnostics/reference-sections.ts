/**
 * Where our users' reference explains the spec section a code enforces. A code's `spec` names the
 * upstream sentence (`asset-format-v1.md#character`); its docs page links to the section of
 * docs/format.md (or another page of docs/) that states the same rule, so the docs cite only files
 * of this repository. test/unit/docs/reference-links.test.ts checks that every code's section is
 * listed here and that each target heading exists.
 */
export interface ReferenceSection {
  /** A page of docs/, e.g. `format.md`. */
  readonly page: string;
  /** The heading's anchor on that page (GitHub's slug of the heading text). */
  readonly anchor: string;
}

const FORMAT = (anchor: string): ReferenceSection => ({ page: 'format.md', anchor });

export const REFERENCE_SECTIONS: Readonly<Record<string, ReferenceSection>> = {
  'asset-format-v1.md#budgets': FORMAT('预算-budgets--budgets'),
  'asset-format-v1.md#budgets-的合法取值': FORMAT('预算-budgets--budgets'),
  'asset-format-v1.md#character': FORMAT('角色卡-charactermd--character-card'),
  'asset-format-v1.md#encoding': FORMAT('每个文件的通用规则--rules-for-every-file'),
  'asset-format-v1.md#id-唯一性': FORMAT('id-规则--ids'),
  'asset-format-v1.md#model-semantic-output-schema': { page: 'turn.md', anchor: 'schema-v2' },
  'asset-format-v1.md#world': FORMAT('世界书-worldmd--world-book'),
  'asset-format-v1.md#world-entry': FORMAT('世界条目--world-entries'),
  'asset-format-v1.md#worlds': FORMAT('角色卡-charactermd--character-card'),
  'asset-format-v1.md#文件编码与分隔符': FORMAT('每个文件的通用规则--rules-for-every-file'),
  'asset-format-v1.md#非资产目录': FORMAT('仓库布局--repository-layout'),
  'routing-rules.md#匹配顺序与覆盖': FORMAT('顺序合并与锁--order-merging-and-locks'),
  'routing-rules.md#引擎优先': { page: 'routing.md', anchor: 'engine-first' },
  'routing-rules.md#条件谓词': FORMAT('谓词--predicates'),
  'routing-rules.md#示例': FORMAT('路由文件--the-routing-file'),
  'routing-rules.md#规则': FORMAT('规则--rules'),
  'routing-rules.md#解析与诊断-api': { page: 'routing.md', anchor: 'diagnostics' },
};
