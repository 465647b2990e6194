import type { Refusal } from '../../../common/confine.js';
import { defineCode } from '../../define.js';

const EN: Record<Refusal, string> = {
  'outside-repository': 'resolves outside the repository',
  'git-folder': 'resolves into a `.git` folder',
};
const ZH: Record<Refusal, string> = {
  'outside-repository': '解析到仓库之外',
  'git-folder': '解析到 `.git` 文件夹内',
};

export const configPathOutsideRepository = defineCode<{ field: string; reason: string }>({
  code: 'config.path-outside-repository',
  severity: 'error',
  spec: 'decision:docs/security.md',
  since: '0.2.0',
  title: { en: 'Config names a file outside the repository', 'zh-CN': '配置指向仓库之外的文件' },
  message: {
    en: (d) =>
      `The path in \`${d.field}\` ${EN[d.reason as Refusal] ?? d.reason} (symlinks followed); it is refused unread`,
    'zh-CN': (d) => `\`${d.field}\` 中的路径${ZH[d.reason as Refusal] ?? d.reason}（已跟随符号链接）；不会读取它`,
  },
  consequence: {
    en: 'The field is ignored as if it were not written: no routing file, scenario file or root is read from there.',
    'zh-CN': '该字段按未填写处理：不会从那里读取路由文件、场景文件或根目录。',
  },
  fix: {
    en: 'Name a file or folder inside the repository (relative to the config file), not in `.git/`; a symlink must point inside too.',
    'zh-CN': '填写仓库内（相对于配置文件）且不在 `.git/` 里的文件或文件夹；符号链接也必须指向仓库内。',
  },
  fixable: 'none',
  why: {
    en: 'A pull request may change the config, and the check runs it beside the repository token: `routing: .git/config` would make a YAML error quote the credential that checkout keeps there, into annotations and uploaded report files. The repository is the nearest folder above the config that holds `.git` (else the config’s folder).',
    'zh-CN':
      '拉取请求可以修改配置，而检查运行时仓库令牌就在旁边：`routing: .git/config` 会让 YAML 报错把检出时保存在那里的凭据引用进注释和上传的报告文件。仓库指配置文件之上最近的含 `.git` 的文件夹（没有则为配置文件所在文件夹）。',
  },
});
