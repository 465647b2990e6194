import { defineCode } from '../../define.js';

export const duplicateEntryId = defineCode<{ id: string; world: string; count: number }>({
  code: 'entry.duplicate-id',
  severity: 'error',
  spec: 'asset-format-v1.md#id-唯一性',
  since: '0.1.0',
  title: { 'zh-CN': '同一世界内条目 id 重复', en: 'Duplicate entry id within a world' },
  message: {
    'zh-CN': (d) => `世界 \`${d.world}\` 中有 ${d.count} 个条目的 id 都是 \`${d.id}\``,
    en: (d) => `Found ${d.count} entries with id \`${d.id}\` in world \`${d.world}\``,
  },
  consequence: {
    'zh-CN': '检索时只保留其中匹配分最高的一条，其余被静默去重丢弃；哪一条生效取决于当轮消息。',
    en: 'Retrieval keeps only the highest-scoring one and silently drops the others; which one wins depends on the messages of the turn.',
  },
  fix: {
    'zh-CN': '给每个条目写上不同的 `id:`。条目默认 id 是文件名（不含 `.md`），与所在子目录无关。',
    en: 'Give each entry a distinct `id:`. An entry’s default id is its file name without `.md`, whatever sub-folder it sits in.',
  },
  fixable: 'none',
  why: {
    'zh-CN':
      '条目默认 id 保持文件名语义：`entries/npc/guard.md` 与 `entries/rules/guard.md` 会冲突。不同世界里的条目 id 可以复用。',
    en: 'The default entry id keeps file-name semantics: `entries/npc/guard.md` and `entries/rules/guard.md` collide. Different worlds may reuse entry ids.',
  },
});
