import { tooLargeText } from '../../../common/yaml/too-large-text.js';
import { defineCode } from '../../define.js';
import type { Locale } from '../../define.js';
import { describeKind } from '../../../common/value-kinds.js';

/**
 * What is wrong with the scenario (or the whole file): a field of the wrong kind, an unknown field,
 * a name used twice, a character or entry that does not exist or is ambiguous, contradicting
 * expectations, or a file that cannot be read, parsed or expanded.
 */
export type InvalidScenarioProblem =
  | 'field'
  | 'unknown-field'
  | 'duplicate-name'
  | 'unknown-character'
  | 'unknown-entry'
  | 'ambiguous-entry'
  | 'contradiction'
  | 'yaml-syntax'
  | 'too-large'
  | 'unreadable';

export interface InvalidScenarioData {
  [key: string]: string | number | readonly string[];
  problem: InvalidScenarioProblem;
  /** The scenario's name ('' when it has none yet). */
  name: string;
  /** Dotted field path (`expect.injected.0`). */
  field: string;
  /** A kind token (value-kinds.ts or KINDS below) or language-neutral text such as "`a`, `b`". */
  expected: string;
  /** A kind token, or backticked text as written. */
  found: string;
  /** Did you mean …? ('' when nothing is close). */
  suggestion: string;
  /** `world/id` candidates of an ambiguous ref, or the character's worlds for an unknown entry. */
  candidates: readonly string[];
  character: string;
  /** YAML error, too-large reason or read failure. */
  reason: string;
  limit: number;
}

const KINDS: { readonly [token: string]: { readonly [L in Locale]: string } } = {
  'message-list': { en: 'a non-empty list of strings (oldest first)', 'zh-CN': '非空字符串列表（按时间先后）' },
  'ref-list': { en: 'a list of entry refs (`id` or `world/id`)', 'zh-CN': '条目引用列表（`id` 或 `world/id`）' },
  'entry-ref': { en: 'an entry ref (`id` or `world/id`)', 'zh-CN': '条目引用（`id` 或 `world/id`）' },
  expectation: {
    en: 'at least one of `injected`, `notInjected`, `reason`',
    'zh-CN': '`injected`、`notInjected`、`reason` 至少其一',
  },
  'empty-list': { en: 'an empty list', 'zh-CN': '空列表' },
  'no-expectation': { en: 'empty', 'zh-CN': '空的' },
  'retrieval-scenario-list': {
    en: 'a list of scenarios (or a mapping with `tests:`)',
    'zh-CN': '场景列表（或带 `tests:` 的映射）',
  },
};

const kind = (token: string, l: Locale): string => KINDS[token]?.[l] ?? describeKind(token, l);
const list = (xs: readonly string[], sep: string): string => xs.map((x) => '`' + x + '`').join(sep);

const READ_EN: { readonly [reason: string]: string } = {
  missing: 'does not exist',
  directory: 'is a folder, not a file',
  'special-file': 'is a FIFO, socket or device, not a regular file',
  'not-utf8': 'is not valid UTF-8 text',
  'too-large': 'is larger than 5 MB',
  unreadable: 'cannot be read',
  'git-folder': 'lies inside a `.git` folder; it is refused unread (git keeps the checkout credential there)',
  'outside-repository': 'is a symlink that leads out of its repository; it is refused unread',
};
const READ_ZH: { readonly [reason: string]: string } = {
  missing: '不存在',
  directory: '是文件夹而不是文件',
  'special-file': '是 FIFO、套接字或设备，而不是普通文件',
  'not-utf8': '不是有效的 UTF-8 文本',
  'too-large': '超过 5 MB',
  unreadable: '无法读取',
  'git-folder': '位于 `.git` 文件夹内；不会读取它（git 在那里保存检出时的凭据）',
  'outside-repository': '是指向仓库之外的符号链接；不会读取它',
};

const FILE_PROBLEMS: readonly string[] = ['yaml-syntax', 'too-large', 'unreadable'];

function messageEn(d: InvalidScenarioData): string {
  const s = `Scenario \`${d.name}\`: `;
  const dym = d.suggestion ? ` (did you mean \`${d.suggestion}\`?)` : '';
  switch (d.problem) {
    case 'unknown-field':
      return `Scenario field \`${d.field}\` is not a field of a retrieval scenario${dym}, expected ${kind(d.expected, 'en')}`;
    case 'duplicate-name':
      return `Scenario name ${d.found} is used twice in this file, expected ${kind('unique-name', 'en')}`;
    case 'unknown-character':
      return `${s}character ${d.found} does not exist${dym}, expected the id of a character`;
    case 'unknown-entry':
      return `${s}${d.found} is no entry of the worlds of \`${d.character}\` (${d.candidates.length > 0 ? list(d.candidates, ', ') : 'none resolved'})${dym}`;
    case 'ambiguous-entry':
      return `${s}${d.found} names entries of several worlds of \`${d.character}\` (${list(d.candidates, ', ')}), expected \`world/id\``;
    case 'contradiction':
      return `${s}${d.found} is expected both injected and not injected`;
    case 'yaml-syntax':
      return `The YAML of the retrieval scenario file is broken here: ${d.reason}`;
    case 'too-large':
      return tooLargeText('en', d.reason, d.limit);
    case 'unreadable':
      return `The retrieval scenario file \`${d.field}\` ${READ_EN[d.reason] ?? d.reason}`;
    default:
      return `Scenario field \`${d.field}\` is ${d.found === 'missing' ? 'missing' : kind(d.found, 'en')}${dym}, expected ${kind(d.expected, 'en')}`;
  }
}

function messageZh(d: InvalidScenarioData): string {
  const s = `场景 \`${d.name}\`：`;
  const dym = d.suggestion ? `（是不是 \`${d.suggestion}\`？）` : '';
  switch (d.problem) {
    case 'unknown-field':
      return `\`${d.field}\` 不是检索场景的字段${dym}，应为${kind(d.expected, 'zh-CN')}`;
    case 'duplicate-name':
      return `场景名 ${d.found} 在本文件中用了两次，应为${kind('unique-name', 'zh-CN')}`;
    case 'unknown-character':
      return `${s}角色 ${d.found} 不存在${dym}，应为某个角色的 id`;
    case 'unknown-entry':
      return `${s}角色 \`${d.character}\` 的世界（${d.candidates.length > 0 ? list(d.candidates, '、') : '没有已解析的世界'}）中没有条目 ${d.found}${dym}`;
    case 'ambiguous-entry':
      return `${s}${d.found} 在角色 \`${d.character}\` 的多个世界中都有同名条目（${list(d.candidates, '、')}），请写成 \`world/id\``;
    case 'contradiction':
      return `${s}${d.found} 同时被期望注入和不注入`;
    case 'yaml-syntax':
      return `检索场景文件这里的 YAML 语法有误：${d.reason}`;
    case 'too-large':
      return tooLargeText('zh-CN', d.reason, d.limit);
    case 'unreadable':
      return `检索场景文件 \`${d.field}\` ${READ_ZH[d.reason] ?? d.reason}`;
    default:
      return `场景字段 \`${d.field}\` ${d.found === 'missing' ? '未填写' : '是' + kind(d.found, 'zh-CN')}${dym}，应为${kind(d.expected, 'zh-CN')}`;
  }
}

export const retrievalInvalidScenario = defineCode<InvalidScenarioData>({
  code: 'retrieval.invalid-scenario',
  severity: 'error',
  spec: 'decision:docs/retrieval.md',
  since: '0.2.0',
  title: { en: 'Malformed retrieval scenario', 'zh-CN': '检索场景测试格式错误' },
  message: { en: messageEn, 'zh-CN': messageZh },
  consequence: {
    en: (d) =>
      FILE_PROBLEMS.includes(d.problem)
        ? 'No scenario of this file is run.'
        : 'The scenario is not run, so it cannot catch a retrieval change.',
    'zh-CN': (d) =>
      FILE_PROBLEMS.includes(d.problem) ? '该文件中的场景都不会运行。' : '该场景不会运行，因此发现不了检索结果的变化。',
  },
  fix: {
    en: 'Each scenario is a mapping with `name`, `character`, `messages` (a list, oldest first) and `expect` with `injected` (entry refs, optionally `ordered: true`), `notInjected` and `reason` (ref: exclusion reason). A ref is the entry id, or `world/id` when the id alone is ambiguous. See docs/retrieval.md.',
    'zh-CN':
      '每个场景是一个映射：`name`、`character`、`messages`（列表，按时间先后）和 `expect`；`expect` 含 `injected`（条目引用，可加 `ordered: true`）、`notInjected` 与 `reason`（引用: 未注入原因）。引用写条目 id，id 有歧义时写 `world/id`。见 docs/retrieval.md。',
  },
  fixable: 'none',
  why: {
    en: 'A scenario that cannot be read or resolved is reported rather than skipped: a misspelt character or entry id would otherwise turn `notInjected` into a silent pass. The message says which problem it is: the file cannot be read, parsed or expanded (then no scenario of it runs); a field is missing, of the wrong kind or not a scenario field (with the closest field); a name is used twice; the character does not exist (with the closest id); a ref names no entry of the character’s resolved worlds (with the closest one) or, as a bare id, entries of several of them (write `world/id`); an entry is expected both injected and not injected.',
    'zh-CN':
      '无法读取或解析的场景会被报告而不是跳过：否则拼错的角色或条目 id 会让 `notInjected` 悄悄「通过」。消息会说明具体问题：文件无法读取、解析或展开（此时该文件的场景都不运行）；字段缺失、类型不对或不是场景字段（附最接近的字段名）；场景名重复；角色不存在（附最接近的 id）；引用在角色已解析的世界中找不到条目（附最接近的条目），或裸 id 在多个世界中都有（请写 `world/id`）；同一条目同时被期望注入和不注入。',
  },
  example: {
    file: 'retrieval.tests.yaml',
    bad: '- name: 王都\n  character: alcie\n  messages: [我们去王都吧]\n  expect: { injected: [astra-capital] }\n',
    good: '- name: 王都\n  character: alice\n  messages: [我们去王都吧]\n  expect: { injected: [astra-capital] }\n',
  },
});
