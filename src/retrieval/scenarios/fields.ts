/**
 * The fields of `retrieval.tests.yaml` as one table: the loader (load-scenarios.ts) reads by it and
 * the editor JSON Schema (src/schemas-gen/retrieval-tests-schema.ts) is generated from it.
 * Format and decisions: docs/retrieval.md ("Retrieval scenarios").
 */
import type { Localized } from '../../diagnostics/define.js';
import type { ExclusionReason } from '../types.js';

export const RETRIEVAL_TESTS_FILE_NAME = 'retrieval.tests.yaml';

export const SCENARIO_FIELDS = ['name', 'character', 'messages', 'expect'] as const;
export type ScenarioField = (typeof SCENARIO_FIELDS)[number];

export const EXPECT_FIELDS = ['injected', 'ordered', 'notInjected', 'reason'] as const;
export type ExpectField = (typeof EXPECT_FIELDS)[number];

/** Every ExclusionReason once (the record makes a missing or extra one a type error). */
const REASONS: { readonly [R in ExclusionReason]: Localized } = {
  budget: {
    'zh-CN': '放不进 `worldEntries` 或 `contextTotal` 的剩余预算',
    en: 'did not fit what was left of `worldEntries` or `contextTotal`',
  },
  maxEntries: { 'zh-CN': '注入条数已达 `maxEntries`', en: '`maxEntries` entries were already in' },
  'duplicate-id': {
    'zh-CN': '同一世界内同 id 的较低副本',
    en: 'a lower copy of an id another copy in the world keeps',
  },
  disabled: { 'zh-CN': '`enabled: false`', en: '`enabled: false`' },
  'no-match': { 'zh-CN': '消息中没有它的关键词或别名', en: 'no key or alias of it is in the messages' },
  'never-matchable': { 'zh-CN': '没有关键词或别名，也不是常驻条目', en: 'no key or alias and not constant' },
};
export const EXCLUSION_REASONS = Object.keys(REASONS) as readonly ExclusionReason[];
export const EXCLUSION_REASON_DESCRIPTIONS: { readonly [R in ExclusionReason]: Localized } = REASONS;

export const SCENARIO_FIELD_DESCRIPTIONS: { readonly [K in ScenarioField]: Localized } = {
  name: { 'zh-CN': '场景名称（必填，文件内唯一）。', en: 'The scenario’s name (required, unique in the file).' },
  character: { 'zh-CN': '角色 id（必填）。', en: 'The character id (required).' },
  messages: {
    'zh-CN': '对话消息，按时间先后（最旧的在前）；角色的 `recentMessages` 决定使用最后几条。',
    en: 'The messages, oldest first; the character’s `recentMessages` decides how many of the last ones are used.',
  },
  expect: {
    'zh-CN': '期望：`injected`、`ordered`、`notInjected`、`reason`，至少写一项。',
    en: 'Expectations: `injected`, `ordered`, `notInjected`, `reason`; at least one.',
  },
};

export const EXPECT_FIELD_DESCRIPTIONS: { readonly [K in ExpectField]: Localized } = {
  injected: {
    'zh-CN': '必须注入的条目：条目 id，id 在角色的多个世界中重名时写 `world/id`。',
    en: 'Entries that must be injected: the entry id, or `world/id` when the id is in several of the character’s worlds.',
  },
  ordered: {
    'zh-CN': '为 `true` 时，`injected` 中的条目必须按所写的先后顺序注入（缺省 `false`）。',
    en: 'When `true`, the `injected` entries must be injected in the order written (default `false`).',
  },
  notInjected: { 'zh-CN': '不得注入的条目。', en: 'Entries that must not be injected.' },
  reason: {
    'zh-CN': '条目引用 → 未注入的原因（与 `rp-assets retrieve` 的原因相同）。',
    en: 'Entry ref → the reason it is left out (the reasons of `rp-assets retrieve`).',
  },
};
