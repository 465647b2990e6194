/**
 * The fields of `rp-assets.config.yaml` as one table: the loader (load-config.ts, read-sections.ts)
 * reads by it and the editor JSON Schema (src/schemas-gen/config-schema.ts) is generated from it, so
 * the two cannot drift apart. Reference: docs/format.md, decisions: docs/config.md.
 */
import type { Localized } from '../diagnostics/define.js';
import type { Applies, MergeMode } from './types.js';

/** The top-level fields, in the order docs/format.md lists them. */
export const CONFIG_FIELDS = [
  'roots',
  'routing',
  'tests',
  'retrievalTests',
  'locale',
  'namespaces',
  'engines',
  'customPredicates',
] as const;
export type ConfigField = (typeof CONFIG_FIELDS)[number];

export const MERGE_MODES: readonly MergeMode[] = ['deep', 'replace'];
export const APPLIES_VALUES: readonly Applies[] = ['live', 'session'];

/** The keys of one `namespaces.<name>` entry. */
export const NAMESPACE_ENTRY_FIELDS = ['schema', 'merge', 'applies', 'description'] as const;
/** The keys of one `engines.<id>` entry written as a mapping. */
export const ENGINE_ENTRY_FIELDS = ['enabled', 'config'] as const;
/** The keys of one `customPredicates.<id>` entry written as a mapping. */
export const CUSTOM_PREDICATE_ENTRY_FIELDS = ['preview', 'description'] as const;

export const CONFIG_FIELD_DESCRIPTIONS: { readonly [K in ConfigField]: Localized } = {
  roots: {
    'zh-CN':
      '资产根目录，按覆盖顺序排列（先写的优先级低）；一个字符串等于只有一个根目录。相对于配置文件所在目录；缺省为配置文件所在目录。',
    en: 'Asset roots in override order (first lowest); a string is one root. Relative to the config file’s folder; defaults to that folder.',
  },
  routing: {
    'zh-CN': '路由规则文件，相对于配置文件所在目录；缺省时不检查路由。',
    en: 'The routing rules file, relative to the config file’s folder; without it no routing is checked.',
  },
  tests: {
    'zh-CN': '路由场景测试文件；缺省为路由文件旁的 `routing.tests.yaml`（存在时）。',
    en: 'The routing scenario tests; defaults to `routing.tests.yaml` beside the routing file, when it exists.',
  },
  retrievalTests: {
    'zh-CN':
      '检索场景测试文件；缺省为配置文件所在目录中的 `retrieval.tests.yaml`（存在时）。各资产根目录顶层的 `retrieval.tests.yaml` 也会运行。',
    en: 'The retrieval scenario tests; defaults to `retrieval.tests.yaml` in the config file’s folder, when it exists. A `retrieval.tests.yaml` at the top of each asset root runs too.',
  },
  locale: {
    'zh-CN':
      '报告语言，`zh-CN` 或 `en`；命令行的 `--locale` 优先；不写时跟随环境（LC_ALL、LC_MESSAGES、LANG：中文为 zh-CN，其他语言为 en），环境也没说时为 zh-CN。',
    en: 'Report language, `zh-CN` or `en`; the command line’s `--locale` wins; unset, the environment’s (LC_ALL, LC_MESSAGES, LANG: Chinese gives zh-CN, any other language en), zh-CN when that names none.',
  },
  namespaces: {
    'zh-CN': '额外的路由命名空间（插件自己的配置段），以点分名称为键。',
    en: 'Extra routing namespaces (a plugin’s own config section), keyed by dotted name.',
  },
  engines: {
    'zh-CN':
      '引擎 id → `true`/`false`，或 `{ enabled, config }`。未列出的引擎按停用处理；缺省只有 `agent` 与 `character`（都启用）。',
    en: 'Engine id → `true`/`false`, or `{ enabled, config }`. An engine listed nowhere is disabled; by default only `agent` and `character` exist (both enabled).',
  },
  customPredicates: {
    'zh-CN': '自定义谓词 id → 预览结果，或 `{ preview, description }`。未声明的 id 求值为 false。',
    en: 'Custom predicate id → its preview result, or `{ preview, description }`. An undeclared id evaluates to false.',
  },
};

export const NAMESPACE_ENTRY_DESCRIPTIONS: { readonly [K in (typeof NAMESPACE_ENTRY_FIELDS)[number]]: Localized } = {
  schema: {
    'zh-CN': '命名空间取值的 JSON Schema（必填），由 ajv 编译。',
    en: 'JSON Schema of the namespace’s value (required), compiled by ajv.',
  },
  merge: {
    'zh-CN': '`deep`（缺省）：后面的规则深度合并；`replace`：后面的规则整体替换。',
    en: '`deep` (default): later rules merge deeply; `replace`: a later rule replaces the whole value.',
  },
  applies: {
    'zh-CN': '`live`（缺省）或 `session`；只是界面提示。',
    en: '`live` (default) or `session`; a UI hint only.',
  },
  description: { 'zh-CN': '说明文字。', en: 'A description.' },
};

export const ENGINE_ENTRY_DESCRIPTIONS: { readonly [K in (typeof ENGINE_ENTRY_FIELDS)[number]]: Localized } = {
  enabled: {
    'zh-CN': '是否启用（缺省 `true`）；选中停用引擎的规则会被剔除（`routing.engine-disabled`）。',
    en: 'Whether it is enabled (default `true`); a rule selecting a disabled engine is dropped (`routing.engine-disabled`).',
  },
  config: {
    'zh-CN': '选中该引擎时校验 `chat.engine.config` 的 JSON Schema。',
    en: 'JSON Schema that checks `chat.engine.config` while this engine is selected.',
  },
};

export const CUSTOM_PREDICATE_ENTRY_DESCRIPTIONS: {
  readonly [K in (typeof CUSTOM_PREDICATE_ENTRY_FIELDS)[number]]: Localized;
} = {
  preview: {
    'zh-CN': '校验、`explain` 与场景测试中该谓词的结果（缺省 `false`），输入的 `custom` 可覆盖。',
    en: 'What the predicate returns in validate, `explain` and scenario tests (default `false`); the input’s `custom` overrides it.',
  },
  description: { 'zh-CN': '说明文字。', en: 'A description.' },
};
