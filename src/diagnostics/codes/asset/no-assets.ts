import { defineCode } from '../../define.js';

export const noAssets = defineCode<{ roots: string; nearest: string }>({
  code: 'asset.no-assets',
  severity: 'error',
  spec: 'decision:docs/assets.md',
  since: '0.2.0',
  title: { 'zh-CN': '根目录里没有任何资产', en: 'The roots hold no asset' },
  message: {
    'zh-CN': (d) =>
      `根目录 ${d.roots} 里没有任何角色、世界或条目${d.nearest === '' ? '' : `；附近含有 CHARACTER.md 或 WORLD.md 的资产根目录：${d.nearest}`}`,
    en: (d) =>
      `Found no character, world or entry in the roots ${d.roots}${d.nearest === '' ? '' : `; asset roots nearby that do hold a CHARACTER.md or WORLD.md: ${d.nearest}`}`,
  },
  consequence: {
    'zh-CN': '校验什么也没检查就“通过”了：配置错误的 PR 检查会永远是绿的。',
    en: 'Validation would "pass" having checked nothing: a misconfigured PR check stays green forever.',
  },
  fix: {
    'zh-CN': '把 `roots`（命令行参数或配置文件）指向含有 `characters/` 或 `worlds/` 的目录。',
    en: 'Point `roots` (on the command line or in the config file) at the folders that hold `characters/` or `worlds/`.',
  },
  fixable: 'none',
  why: {
    'zh-CN': '一个存在却为空的根目录（写错层级、拼错名字）和不存在的根目录一样，都会让检查名存实亡，因此报错。',
    en: 'A root that exists but holds nothing (the wrong level, a typo) hollows out the check as much as a missing one, so it is an error.',
  },
});
