import { defineCode } from '../../define.js';

export const override = defineCode<{ kind: string; id: string; shadowed: readonly string[] }>({
  code: 'asset.override',
  severity: 'hint',
  spec: 'asset-format-v1.md#id-唯一性',
  since: '0.1.0',
  title: { 'zh-CN': '跨根目录覆盖', en: 'Override across roots' },
  message: {
    'zh-CN': (d) =>
      `${d.kind === 'world' ? '世界书' : '角色卡'} \`${d.id}\` 覆盖了较低根目录中的 ${d.shadowed.map((s) => `\`${s}\``).join('、')}`,
    en: (d) =>
      `Found ${d.kind} \`${d.id}\` overriding ${d.shadowed.map((s) => `\`${s}\``).join(', ')} from a lower root`,
  },
  consequence: {
    'zh-CN': '这个文件生效，被覆盖的文件不会加载。',
    en: 'This file is active; the shadowed files are not loaded.',
  },
  fix: {
    'zh-CN': '这是受支持的用法，无需处理；若不想覆盖，请换一个 `id:`。',
    en: 'This is supported and needs no action; to keep both, choose a different `id:`.',
  },
  fixable: 'none',
  why: {
    'zh-CN': '跨根目录的同 id 是受支持的覆盖：受信任的项目资产覆盖全局资产。它不会告警，只在「提示」里列出覆盖关系。',
    en: 'The same id across roots is a supported override: trusted project assets replace global ones. It never warns; the hint lists who overrides whom.',
  },
});
