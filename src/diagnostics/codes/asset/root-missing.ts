import { defineCode } from '../../define.js';

export const rootMissing = defineCode<{ root: string; closest: string }>({
  code: 'asset.root-missing',
  severity: 'error',
  spec: 'decision:docs/assets.md',
  since: '0.1.0',
  title: { 'zh-CN': '根目录不存在', en: 'Root folder does not exist' },
  message: {
    'zh-CN': (d) => `根目录 \`${d.root}\` 不存在或不是目录${d.closest === '' ? '' : `，是不是 \`${d.closest}\``}`,
    en: (d) =>
      `Found no folder at root \`${d.root}\`, expected an asset root folder${d.closest === '' ? '' : `; did you mean \`${d.closest}\`?`}`,
  },
  consequence: {
    'zh-CN': '这个根目录下的资产一个也不会加载：引用其中角色与世界书的地方（世界书引用、场景测试）也会随之报错。',
    en: 'No asset from this root is loaded: what refers to its characters and worlds (world references, scenarios) fails too.',
  },
  fix: {
    'zh-CN': (d) =>
      `${d.closest === '' ? '' : `改为 \`${d.closest}\`，或`}检查命令行参数或配置文件里的 \`roots\` 路径（相对于当前工作目录）。先修复这一项：随之出现的错误会一并消失。`,
    en: (d) =>
      `${d.closest === '' ? 'Check' : `Use \`${d.closest}\`, or check`} the root path on the command line or in the config file \`roots\` (relative to the working directory). Fix this first: the errors that follow from it go with it.`,
  },
  fixable: 'none',
  why: {
    'zh-CN': '拼错的根目录会让校验「通过」却什么也没检查，因此报错。',
    en: 'A misspelt root would make validation "pass" while checking nothing, so it is an error.',
  },
});
