import { defineCode } from '../../define.js';

export const wrongType = defineCode<{ key: string; found: string; expected: string }>({
  code: 'asset.wrong-type',
  severity: 'error',
  spec: 'asset-format-v1.md#character',
  since: '0.1.0',
  title: { 'zh-CN': '字段类型错误', en: 'Wrong value type' },
  message: {
    'zh-CN': (d) => `\`${d.key}\` 的值是 \`${d.found}\`，应为 ${expectedZh(d.expected)}`,
    en: (d) => `Found \`${d.found}\` for \`${d.key}\`, expected ${d.expected}`,
  },
  consequence: {
    'zh-CN': '这个值被忽略，字段按默认值处理（`worlds: astra` 等于没有关联世界，`keys: 王都` 等于没有关键词）。',
    en: 'The value is ignored and the field takes its default (`worlds: astra` means no world at all, `keys: 王都` means no keys).',
  },
  fix: {
    'zh-CN': '改成正确的类型：列表写成 `[a, b]`，数字和布尔值不要加引号。',
    en: 'Write the right type: lists as `[a, b]`, numbers and booleans without quotes.',
  },
  fixable: 'suggestion',
  why: {
    'zh-CN':
      '运行时只认正确类型的值，其他写法会被当作缺省。校验器不替作者强制转换（例如把标量当作单元素列表），而是报错并在可行时给出替换文本。',
    en: 'At run time only a value of the right type counts; anything else acts as if the key were absent. The validator does not coerce (e.g. a scalar into a one-item list); it reports the problem and offers replacement text where it can.',
  },
});

function expectedZh(expected: string): string {
  const map: Record<string, string> = {
    'a string': '字符串',
    'a non-empty string': '非空字符串',
    'a boolean': '布尔值（`true` / `false`）',
    'a finite number': '有限数字（不加引号）',
    'a list of strings': '字符串列表（如 `[a, b]`）',
    'a mapping': '键值映射',
  };
  return map[expected] ?? expected;
}
