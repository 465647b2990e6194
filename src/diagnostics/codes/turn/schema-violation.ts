import { defineCode } from '../../define.js';

type Data = {
  /** JSON Pointer of the offending value (`/stateChanges/0/target/field`), `/` for the root. */
  pointer: string;
  /** The JSON Schema keyword that failed. */
  problem: string;
  /** The value found, as compact JSON (may be empty for `required`). */
  found: string;
  /** Allowed values (enum, const, type names). */
  expected: readonly string[];
  /** The property named by `required` / `additionalProperties`. */
  property: string;
  /** The bound of min/max keywords. */
  limit: number;
};

const list = (xs: readonly string[]) => xs.map((x) => `\`${x}\``).join(', ');

function en(d: Data): string {
  const at = `\`${d.pointer}\``;
  switch (d.problem) {
    case 'required':
      return `Missing property \`${d.property}\` in ${at}, expected it to be present`;
    case 'additionalProperties':
      return d.property === 'path'
        ? `Found free-form \`path\` in ${at}, expected \`target\` with \`domain\` and \`field\` or \`entityId\` (schema v2)`
        : `Found unexpected property \`${d.property}\` in ${at}, expected only ${list(d.expected)}`;
    case 'enum':
    case 'const':
    case 'discriminator':
      return `Found \`${d.found}\` at ${at}, expected ${d.expected.length === 1 ? list(d.expected) : `one of ${list(d.expected)}`}`;
    case 'type':
      return `Found \`${d.found}\` at ${at}, expected a value of type ${list(d.expected)}`;
    case 'minimum':
      return `Found \`${d.found}\` at ${at}, expected at least ${d.limit}`;
    case 'maximum':
      return `Found \`${d.found}\` at ${at}, expected at most ${d.limit}`;
    case 'minLength':
      return `Found \`${d.found}\` at ${at}, expected at least ${d.limit} characters`;
    case 'maxLength':
      return `Found a string too long at ${at}, expected at most ${d.limit} characters`;
    case 'minItems':
      return `Found too few items at ${at}, expected at least ${d.limit}`;
    case 'maxItems':
      return `Found too many items at ${at}, expected at most ${d.limit}`;
    case 'pattern':
      return `Found \`${d.found}\` at ${at}, expected non-blank text without control characters or surrounding spaces`;
    case 'not':
      return `Found \`value\` in ${at}, expected no \`value\` for \`op: remove\``;
    default:
      return `Found \`${d.found}\` at ${at}, expected it to satisfy schema keyword \`${d.problem}\``;
  }
}

function zh(d: Data): string {
  const at = `\`${d.pointer}\``;
  switch (d.problem) {
    case 'required':
      return `${at} 缺少属性 \`${d.property}\`，该属性必填`;
    case 'additionalProperties':
      return d.property === 'path'
        ? `${at} 中出现了自由字符串 \`path\`，schema v2 应改用 \`target\`（\`domain\` 加 \`field\` 或 \`entityId\`）`
        : `${at} 中出现了多余的属性 \`${d.property}\`，只允许 ${list(d.expected)}`;
    case 'enum':
    case 'const':
    case 'discriminator':
      return `${at} 的值是 \`${d.found}\`，应为 ${d.expected.length === 1 ? list(d.expected) : `${list(d.expected)} 之一`}`;
    case 'type':
      return `${at} 的值是 \`${d.found}\`，类型应为 ${list(d.expected)}`;
    case 'minimum':
      return `${at} 的值是 \`${d.found}\`，应不小于 ${d.limit}`;
    case 'maximum':
      return `${at} 的值是 \`${d.found}\`，应不大于 ${d.limit}`;
    case 'minLength':
      return `${at} 的值是 \`${d.found}\`，至少应有 ${d.limit} 个字符`;
    case 'maxLength':
      return `${at} 的字符串太长，最多 ${d.limit} 个字符`;
    case 'minItems':
      return `${at} 的项目太少，至少应有 ${d.limit} 项`;
    case 'maxItems':
      return `${at} 的项目太多，最多 ${d.limit} 项`;
    case 'pattern':
      return `${at} 的值是 \`${d.found}\`，应为非空白文本，不含控制字符，首尾不能有空格`;
    case 'not':
      return `${at} 写了 \`value\`，\`op: remove\` 不应带 \`value\``;
    default:
      return `${at} 的值是 \`${d.found}\`，不满足 schema 关键字 \`${d.problem}\``;
  }
}

export const schemaViolation = defineCode<Data>({
  code: 'turn.schema-violation',
  severity: 'error',
  spec: 'asset-format-v1.md#model-semantic-output-schema',
  since: '0.1.0',
  title: { en: 'Arguments do not match schema v2', 'zh-CN': '参数不符合 schema v2' },
  message: { en, 'zh-CN': zh },
  consequence: {
    en: 'The plugin rejects the whole `roleplay_finalize_turn` call; none of this turn’s changes, events or memories are recorded.',
    'zh-CN': '插件会拒绝整个 `roleplay_finalize_turn` 调用，本轮的状态变化、事件和记忆都不会被记录。',
  },
  fix: {
    en: 'Change the value at the JSON path shown to one the schema allows (`schemas/finalize-turn.v2.json`).',
    'zh-CN': '把所示 JSON 路径上的值改成 schema 允许的值（见 `schemas/finalize-turn.v2.json`）。',
  },
  fixable: 'none',
  why: {
    en: 'Schema v2 lets the model choose targets from enums instead of writing free-form paths, so every change lands on a known field. The checker validates with the same schema that is published in `schemas/`, and points at the offending value in the file.',
    'zh-CN':
      'schema v2 让模型从枚举中选择目标，而不是自由书写路径，因此每个变化都落在已知字段上。检查器使用与 `schemas/` 中发布的同一份 schema，并指向文件中出错的值。',
  },
  example: {
    file: 'args.json',
    bad: '"op": "replace",\n      "target": { "domain": "hair", "field": "length" },',
    good: '"op": "replace",\n      "target": { "domain": "appearance", "field": "hair.length" },',
  },
});
