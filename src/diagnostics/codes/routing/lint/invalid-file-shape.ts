import { defineCode } from '../../../define.js';
import { describeKind } from '../../../../common/value-kinds.js';

export const invalidFileShape = defineCode<{ found: string }>({
  code: 'routing.invalid-file-shape',
  severity: 'error',
  spec: 'routing-rules.md#示例',
  since: '0.1.0',
  title: { en: 'Routing file has no rule list', 'zh-CN': '路由文件中没有规则列表' },
  message: {
    en: (d) =>
      `Found ${describeKind(d.found, 'en')} at the top of the file, expected a list of rules, a mapping with \`rules:\`, or a loader entry with \`config.rules\``,
    'zh-CN': (d) =>
      `文件顶层是${describeKind(d.found, 'zh-CN')}，应为规则列表、带 \`rules:\` 的映射，或带 \`config.rules\` 的加载器条目`,
  },
  consequence: { en: 'No rule is read from the file.', 'zh-CN': '不会从该文件读取任何规则。' },
  fix: {
    en: 'Write the rules as a YAML list (`- id: global ...`), or under `rules:`.',
    'zh-CN': '把规则写成 YAML 列表（`- id: global ...`），或放在 `rules:` 下。',
  },
  fixable: 'none',
  why: {
    en: 'Three shapes are accepted: a bare list of rules, a mapping with `rules:`, and the loader-entry list of the spec example (`- id: routing`, `config: { rules: [...] }`).',
    'zh-CN':
      '接受三种写法：规则列表；带 `rules:` 的映射；以及规范示例中的加载器条目列表（`- id: routing`、`config: { rules: [...] }`）。',
  },
});
