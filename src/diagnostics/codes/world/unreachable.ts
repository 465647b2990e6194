import { defineCode } from '../../define.js';

export const unreachable = defineCode<{ id: string; entries: number; refs: readonly string[] }>({
  code: 'world.unreachable',
  severity: 'warning',
  spec: 'asset-format-v1.md#worlds',
  since: '0.1.0',
  title: { 'zh-CN': '没有角色能读到的世界书', en: 'World no character reaches' },
  message: {
    'zh-CN': (d) =>
      `世界书 \`${d.id}\`（${d.entries} 个条目）不在任何角色解析后的 \`worlds\` 中，而未解析的引用 ${d.refs.map((r) => `\`${r}\``).join('、')} 最接近的就是它`,
    en: (d) =>
      `Found world \`${d.id}\` (${d.entries} ${d.entries === 1 ? 'entry' : 'entries'}) in no character's resolved \`worlds\`, while the unresolved ${d.refs.map((r) => `\`${r}\``).join(', ')} is closest to it; expected a reference to name it`,
  },
  consequence: {
    'zh-CN': '它的核心正文和所有条目对任何角色都不会注入，条目也不会按任何角色的预算检查（`entry.over-budget` 等不会报告）。',
    en: "Its core text and every entry are never injected for anyone, and no character's budget checks its entries (`entry.over-budget` and the like stay silent).",
  },
  fix: {
    'zh-CN': '在应当读取它的角色的 `worlds` 中写上它的 id。',
    en: 'Write its id in the `worlds` of the characters meant to read it.',
  },
  fixable: 'none',
  why: {
    'zh-CN':
      '只在有证据表明某个角色本想读取它时报告：某个角色的 `worlds` 项无法解析（`character.unresolved-world`），而最接近的世界书 id 就是它——典型情形是世界书改了 id 或引用拼错。这一项由那个引用引起：`validate` 把它归在该引用之下，修复也就是修正那个引用。没有人引用的世界书本身是合法的（备用的世界书库、由其他仓库的角色读取），不报告。',
    en: "Reported only when there is evidence that a character meant to read it: one of a character's `worlds` items resolves to nothing (`character.unresolved-world`) and this world's id is the closest. Typically the world's id was renamed, or the reference is a typo. It follows from that reference: `validate` lists it under it, and the fix is that reference's. A world that nothing names is legitimate on its own (a library kept for later, read by characters of another repository) and is not reported.",
  },
  example: {
    file: 'worlds/astra/WORLD.md',
    bad: '---\nid: astara\nname: 阿斯特拉王国\n---\n',
    good: '---\nid: astra\nname: 阿斯特拉王国\n---\n',
  },
});
