import { defineCode } from '../../define.js';

export const legacyPath = defineCode<{ path: string }>({
  code: 'turn.legacy-path',
  severity: 'warning',
  spec: 'asset-format-v1.md#model-semantic-output-schema',
  since: '0.1.0',
  title: { en: 'Legacy v1 path', 'zh-CN': '旧版 v1 路径' },
  message: {
    en: (d) => `Found schema v1 free-form path \`${d.path}\`, expected schema v2 \`target\``,
    'zh-CN': (d) => `发现 schema v1 的自由路径 \`${d.path}\`，应使用 schema v2 的 \`target\``,
  },
  consequence: {
    en: 'It is read only to replay old sessions; a new turn written this way is rejected by the plugin.',
    'zh-CN': '它只在回放旧 Session 时被读取；新一轮如果这样写会被插件拒绝。',
  },
  fix: {
    en: 'Write `"schemaVersion": 2` and replace `path` with `target` (`domain` plus `field` or `entityId`).',
    'zh-CN': '写 `"schemaVersion": 2`，并把 `path` 改成 `target`（`domain` 加 `field` 或 `entityId`）。',
  },
  fixable: 'none',
  why: {
    en: 'Schema v1 let the model write any path, which produced typos and paths no view understood. v1 payloads are still read so that old sessions replay; the canonical path is the written one.',
    'zh-CN':
      'schema v1 允许模型随意书写路径，导致拼写错误和没有任何视图能理解的路径。为了让旧 Session 能回放，v1 仍会被读取，其规范路径就是原样写下的路径。',
  },
});
