import { defineCode } from '../../define.js';

export const duplicateId = defineCode<{ kind: string; id: string; winner: string }>({
  code: 'asset.duplicate-id',
  severity: 'error',
  spec: 'asset-format-v1.md#id-唯一性',
  since: '0.1.0',
  title: { 'zh-CN': '同一根目录内 id 重复', en: 'Duplicate id within one root' },
  message: {
    'zh-CN': (d) =>
      `${d.kind === 'world' ? '世界书' : '角色卡'} id \`${d.id}\` 在同一根目录内出现多次，生效的是 \`${d.winner}\``,
    en: (d) => `Found ${d.kind} id \`${d.id}\` more than once in one root; \`${d.winner}\` wins`,
  },
  consequence: {
    'zh-CN': '只有生效的那个文件会加载；这个文件不出现在列表和目录站中，正文也不会注入。',
    en: 'Only the winning file loads; this one is absent from the list and the catalog, and its body is never injected.',
  },
  fix: {
    'zh-CN': '给其中一个写上不同的 `id:`（复制示例卡后忘记改 `id:` 是最常见的原因）；没写 `id:` 时 id 就是目录名。',
    en: 'Give one of them a different `id:` (a copied example card with an unchanged `id:` is the usual cause); without `id:` the id is the folder name.',
  },
  fixable: 'none',
  why: {
    'zh-CN':
      '同一根目录内的重复 id 一定是错误。生效规则：按路径的字符顺序加载，后加载的覆盖先加载的，即路径排序靠后的文件生效。',
    en: 'A duplicate id within one root is always an error. The winner rule: files load in path order and a later one replaces an earlier one, so the file whose path sorts last wins.',
  },
});
