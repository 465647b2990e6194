import { defineCode } from '../../define.js';

export const configInvalidSchema = defineCode<{ owner: string; reason: string }>({
  code: 'config.invalid-schema',
  severity: 'error',
  spec: 'decision:docs/config.md',
  since: '0.1.0',
  title: { en: 'JSON Schema in the config does not compile', 'zh-CN': '配置中的 JSON Schema 无法编译' },
  message: {
    en: (d) => `The schema of \`${d.owner}\` is not a valid JSON Schema: ${d.reason}`,
    'zh-CN': (d) => `\`${d.owner}\` 的 Schema 不是有效的 JSON Schema：${d.reason}`,
  },
  consequence: {
    en: 'The namespace or engine config is not checked: its values are accepted as they are.',
    'zh-CN': '该命名空间或引擎配置不会被校验，其值原样接受。',
  },
  fix: {
    en: 'Fix the schema (e.g. `type: string`, not `type: text`).',
    'zh-CN': '修正 Schema（例如写 `type: string` 而不是 `type: text`）。',
  },
  fixable: 'none',
  why: {
    en: 'Extra namespaces and engine configs are described with JSON Schema and compiled with ajv; a schema that does not compile cannot check anything.',
    'zh-CN': '额外的命名空间和引擎配置用 JSON Schema 描述，并用 ajv 编译；无法编译的 Schema 什么也校验不了。',
  },
});
