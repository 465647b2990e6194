/**
 * The frontmatter fields of CHARACTER.md, WORLD.md and world entries, as one declarative table.
 * The loader's type checks (check-fields.ts) and the editor JSON Schemas are both generated from
 * it, so they cannot drift apart.
 */
import type { Localized } from '../diagnostics/define.js';

export type FieldType =
  | 'string'
  /** A string that must not be empty (ids). */
  | 'id'
  | 'boolean'
  | 'number'
  | 'string-list'
  /** A BCP 47 tag (shape only); pattern below. */
  | 'language'
  /** A relative path inside the asset's folder. */
  | 'path'
  /** The `budgets` mapping (src/budgets). */
  | 'budgets'
  /** The `models` mapping of boolean flags (MODEL_FLAGS). */
  | 'models'
  /** A mapping kept as written for another app (`x-sillytavern`, `x-card`, `x-risu`): never validated inside. */
  | 'extension';

export type AssetKind = 'character' | 'world' | 'entry';

export interface FieldSpec {
  readonly name: string;
  readonly type: FieldType;
  /** The value used when the key is absent (JSON). For `id`: the folder or file name. */
  readonly default: string | number | boolean | null | readonly string[];
  readonly description: Localized;
  readonly enum?: readonly string[];
  /** A regular expression source (JSON Schema `pattern` syntax). */
  readonly pattern?: string;
  /** Reserved: read by nobody, never validated (`spec`). */
  readonly reserved?: boolean;
}

/** BCP 47 shape: a 2–3 or 5–8 letter language, then 1–8 character alphanumeric subtags. */
export const LANGUAGE_PATTERN = '^(?:[A-Za-z]{2,3}|[A-Za-z]{5,8})(?:-[A-Za-z0-9]{1,8})*$';

const spec = (value: string): FieldSpec => ({
  name: 'spec',
  type: 'string',
  default: null,
  reserved: true,
  description: {
    'zh-CN': `保留字段，当前不参与任何校验；建议照写 \`${value}\`。`,
    en: `Reserved; not validated by anything yet. Writing \`${value}\` is recommended.`,
  },
});
const id = (zh: string, en: string): FieldSpec => ({
  name: 'id',
  type: 'id',
  default: null,
  description: { 'zh-CN': zh, en },
});
const name: FieldSpec = {
  name: 'name',
  type: 'string',
  default: null,
  description: { 'zh-CN': '显示名称；缺省为 id。', en: 'Display name; defaults to the id.' },
};
const description: FieldSpec = {
  name: 'description',
  type: 'string',
  default: '',
  description: { 'zh-CN': '用于发现和列表的简短描述。', en: 'A short description for discovery and lists.' },
};
const tags: FieldSpec = {
  name: 'tags',
  type: 'string-list',
  default: [],
  description: { 'zh-CN': '标签。', en: 'Tags.' },
};

/** What `rp-assets import` kept of a SillyTavern / Character Card source (docs/format.md, "Import and export"). */
const kept = (what: Localized): readonly FieldSpec[] => [
  {
    name: 'x-sillytavern',
    type: 'extension',
    default: null,
    description: {
      'zh-CN': `导入时保留的 SillyTavern 世界书字段（${what['zh-CN']}），导出时原样还原；内容不做校验。`,
      en: `SillyTavern World Info fields kept by the import (${what.en}) and restored by export; not validated inside.`,
    },
  },
  {
    name: 'x-card',
    type: 'extension',
    default: null,
    description: {
      'zh-CN': `导入时保留的角色卡（V2/V3）字段（${what['zh-CN']}），导出时原样还原；内容不做校验。`,
      en: `Character Card (V2/V3) fields kept by the import (${what.en}) and restored by export; not validated inside.`,
    },
  },
  {
    name: 'x-risu',
    type: 'extension',
    default: null,
    description: {
      'zh-CN': `导入时保留的 RisuAI 世界书字段（${what['zh-CN']}），导出时原样还原；内容不做校验。`,
      en: `RisuAI lorebook fields kept by the import (${what.en}) and restored by export; not validated inside.`,
    },
  },
];

export const CHARACTER_FIELDS: readonly FieldSpec[] = [
  spec('pi-roleplay/character@1'),
  id('角色 id；缺省为所在目录名。', 'Character id; defaults to the folder name.'),
  name,
  description,
  {
    name: 'default',
    type: 'boolean',
    default: false,
    description: { 'zh-CN': '未指定角色时使用这张卡。', en: 'Use this card when no character is chosen.' },
  },
  {
    name: 'language',
    type: 'language',
    default: null,
    pattern: LANGUAGE_PATTERN,
    description: { 'zh-CN': 'BCP 47 语言标签，如 `zh-CN`。', en: 'BCP 47 language tag, e.g. `zh-CN`.' },
  },
  {
    name: 'worlds',
    type: 'string-list',
    default: [],
    description: {
      'zh-CN': '关联的世界书 id，每项必须精确等于某个世界书的 id。',
      en: 'Linked world ids; each must equal a world id exactly.',
    },
  },
  tags,
  {
    name: 'examples',
    type: 'path',
    default: null,
    description: {
      'zh-CN': '对话示例文件，相对于角色目录，不得越出该目录。',
      en: 'Dialogue examples file, relative to the character folder and inside it.',
    },
  },
  {
    name: 'budgets',
    type: 'budgets',
    default: null,
    description: {
      'zh-CN': '注入预算（近似 token 数；`maxEntries`、`recentMessages` 为条数）。',
      en: 'Injection budgets (approximate tokens; `maxEntries` and `recentMessages` are counts).',
    },
  },
  {
    name: 'models',
    type: 'models',
    default: null,
    description: { 'zh-CN': '模型适配开关。', en: 'Model adaptation flags.' },
  },
  ...kept({ 'zh-CN': '问候语、作者备注等', en: 'greetings, creator notes and the like' }),
];

export const WORLD_FIELDS: readonly FieldSpec[] = [
  spec('pi-roleplay/world@1'),
  id('世界书 id；缺省为所在目录名。', 'World id; defaults to the folder name.'),
  name,
  description,
  {
    name: 'entryRoot',
    type: 'path',
    default: 'entries',
    description: {
      'zh-CN': '条目目录，相对于世界目录，不得越出该目录。',
      en: 'Entry folder, relative to the world folder and inside it.',
    },
  },
  ...kept({ 'zh-CN': '世界书级别的设置', en: 'book-level settings' }),
];

export const ENTRY_FIELDS: readonly FieldSpec[] = [
  spec('pi-roleplay/world-entry@1'),
  id(
    '条目 id；缺省为文件名（不含 `.md`），与所在子目录无关。',
    'Entry id; defaults to the file name without `.md`, whatever sub-folder it is in.',
  ),
  name,
  {
    name: 'keys',
    type: 'string-list',
    default: [],
    description: { 'zh-CN': '主匹配关键词。', en: 'Primary match keys.' },
  },
  {
    name: 'aliases',
    type: 'string-list',
    default: [],
    description: { 'zh-CN': '主匹配别名。', en: 'Primary match aliases.' },
  },
  {
    name: 'secondaryKeys',
    type: 'string-list',
    default: [],
    description: { 'zh-CN': '辅助匹配关键词。', en: 'Auxiliary match keys.' },
  },
  tags,
  {
    name: 'priority',
    type: 'number',
    default: 0,
    description: { 'zh-CN': '排序优先级，越大越靠前。', en: 'Sort priority; higher comes first.' },
  },
  {
    name: 'constant',
    type: 'boolean',
    default: false,
    description: { 'zh-CN': '始终作为候选。', en: 'Always a candidate.' },
  },
  {
    name: 'enabled',
    type: 'boolean',
    default: true,
    description: { 'zh-CN': '设为 `false` 时不参与检索。', en: 'When `false`, the entry takes no part in retrieval.' },
  },
  {
    name: 'parents',
    type: 'string-list',
    default: [],
    description: {
      'zh-CN': '父条目 id（保留，MVP 未递归激活）。',
      en: 'Parent entry ids (reserved; not activated recursively in the MVP).',
    },
  },
  ...kept({ 'zh-CN': '位置、概率、递归等条目设置', en: 'position, probability, recursion and other entry settings' }),
];

/** Known `models` flags (all boolean). */
export const MODEL_FLAGS: readonly FieldSpec[] = [
  {
    name: 'deepseekV4FirstUserImmersion',
    type: 'boolean',
    default: false,
    description: {
      'zh-CN': 'DeepSeek V4 首条用户消息沉浸式适配。',
      en: 'DeepSeek V4 first-user-message immersion adaptation.',
    },
  },
];

export const FIELDS: { readonly [K in AssetKind]: readonly FieldSpec[] } = {
  character: CHARACTER_FIELDS,
  world: WORLD_FIELDS,
  entry: ENTRY_FIELDS,
};
