import { defineCode } from '../../define.js';

export const invalidYaml = defineCode<{ detail: string; problem: string }>({
  code: 'asset.invalid-yaml',
  severity: 'error',
  spec: 'asset-format-v1.md#文件编码与分隔符',
  since: '0.1.0',
  title: { 'zh-CN': 'frontmatter 不是合法的 YAML', en: 'Frontmatter is not valid YAML' },
  message: {
    'zh-CN': (d) => `frontmatter 不是合法的 YAML（\`${d.problem}\`：${d.detail}）`,
    en: (d) => `Found invalid YAML in the frontmatter (\`${d.problem}\`: ${d.detail})`,
  },
  consequence: {
    'zh-CN': '整块 frontmatter 被忽略：id 回落为目录名或文件名，其余字段取默认值。',
    en: 'The whole frontmatter is ignored: the id falls back to the folder or file name and every other field to its default.',
  },
  fix: {
    'zh-CN': '修正所指位置的 YAML：缩进只能用空格，`[`/`{` 要闭合，同一映射里的键不能重复，含 `:` 的值请加引号。',
    en: 'Fix the YAML at that position: indent with spaces only, close every `[`/`{`, do not repeat a key in one mapping, and quote values that contain `:`.',
  },
  fixable: 'none',
  why: {
    'zh-CN':
      '一个 YAML 语法错误会让整块设置失效。校验器报告第一个错误的准确位置；别名展开超过上限（防「十亿笑声」攻击）也按此报告。',
    en: 'One YAML syntax error voids every setting in the block. The validator reports the exact position of the first error; alias expansion beyond the limit (against "billion laughs" input) is reported the same way.',
  },
  example: {
    file: 'worlds/astra/WORLD.md',
    bad: '---\nid: astra\nname: [阿斯特拉\n---\n',
    good: '---\nid: astra\nname: 阿斯特拉王国\n---\n',
  },
});
