import { defineCode } from '../../define.js';

/** The failure as message data (src/retrieval/scenarios/run-scenarios.ts `failureData`). */
export interface ScenarioFailedData {
  [key: string]: string | number | boolean | readonly string[];
  name: string;
  /** `world/id`. */
  entry: string;
  kind: 'injected' | 'not-injected' | 'order' | 'reason';
  /** `injected`, `not-injected`, `after`, or the expected exclusion reason. */
  expected: string;
  /** `injected`, or the exclusion reason it got. */
  actual: string;
  /** 1-based injection order (0 when not injected). */
  order: number;
  matched: readonly string[];
  constant: boolean;
  /** For `budget`: the limit's name, what the entry needs and what was left. */
  budget: string;
  needed: number;
  available: number;
  /** For `duplicate-id`: the kept copy. */
  keptFile: string;
  /** For `order`: the entry it should come after and that entry's order. */
  after: string;
  afterOrder: number;
  /** `world/id` of every injected entry, in order. */
  injected: readonly string[];
}

const ticks = (xs: readonly string[], sep: string): string => xs.map((x) => '`' + x + '`').join(sep);

/** Why it was left out, in words: "budget, needs 900 of 300 tokens left in `worldEntries`". */
function leftOutEn(d: ScenarioFailedData): string {
  switch (d.actual) {
    case 'budget':
      return `budget, needs ${d.needed} of ${d.available} tokens left in \`${d.budget}\``;
    case 'maxEntries':
      return 'maxEntries, the limit on injected entries was reached before it';
    case 'duplicate-id':
      return `duplicate-id, the copy in \`${d.keptFile}\` is kept`;
    case 'no-match':
      return 'no-match, no key or alias of it is in the messages';
    case 'never-matchable':
      return 'never-matchable, it has no key or alias and is not constant';
    case 'disabled':
      return 'disabled, `enabled: false`';
    default:
      return d.actual;
  }
}

function leftOutZh(d: ScenarioFailedData): string {
  switch (d.actual) {
    case 'budget':
      return `budget，需要 ${d.needed} token，\`${d.budget}\` 只剩 ${d.available}`;
    case 'maxEntries':
      return 'maxEntries，排到它之前注入条数已达上限';
    case 'duplicate-id':
      return `duplicate-id，保留的是 \`${d.keptFile}\` 中的同 id 条目`;
    case 'no-match':
      return 'no-match，消息中没有它的关键词或别名';
    case 'never-matchable':
      return 'never-matchable，它没有关键词或别名，也不是常驻条目';
    case 'disabled':
      return 'disabled，`enabled: false`';
    default:
      return d.actual;
  }
}

/** "rank 2, matched `守卫`" / "rank 1, constant" (no `#N`: GitHub would link it to an issue). */
const howEn = (d: ScenarioFailedData): string =>
  `rank ${d.order}, ${d.constant ? 'constant' : d.matched.length > 0 ? `matched ${ticks(d.matched, ', ')}` : 'no key matched'}`;
const howZh = (d: ScenarioFailedData): string =>
  `第 ${d.order} 条，${d.constant ? '常驻' : d.matched.length > 0 ? `命中 ${ticks(d.matched, '、')}` : '无命中'}`;

const injectedEn = (d: ScenarioFailedData): string =>
  d.injected.length > 0 ? `injected: ${ticks(d.injected, ', ')}` : 'nothing is injected';
const injectedZh = (d: ScenarioFailedData): string =>
  d.injected.length > 0 ? `实际注入：${ticks(d.injected, '、')}` : '没有任何条目被注入';

function messageEn(d: ScenarioFailedData): string {
  const s = `Scenario \`${d.name}\`: \`${d.entry}\``;
  switch (d.kind) {
    case 'not-injected':
      return `${s} is injected (${howEn(d)}), expected not injected; ${injectedEn(d)}`;
    case 'order':
      return `${s} is injected at rank ${d.order}, before \`${d.after}\` (rank ${d.afterOrder}), expected after it; ${injectedEn(d)}`;
    case 'reason':
      return d.actual === 'injected'
        ? `${s} is injected (${howEn(d)}), expected left out for \`${d.expected}\``
        : `${s} is left out for ${leftOutEn(d)}; expected \`${d.expected}\``;
    default:
      return `${s} is not injected (left out: ${leftOutEn(d)}); ${injectedEn(d)}`;
  }
}

function messageZh(d: ScenarioFailedData): string {
  const s = `场景 \`${d.name}\`：\`${d.entry}\``;
  switch (d.kind) {
    case 'not-injected':
      return `${s} 被注入了（${howZh(d)}），期望不注入；${injectedZh(d)}`;
    case 'order':
      return `${s} 排在第 ${d.order} 条，在 \`${d.after}\`（第 ${d.afterOrder} 条）之前，期望排在它之后；${injectedZh(d)}`;
    case 'reason':
      return d.actual === 'injected'
        ? `${s} 被注入了（${howZh(d)}），期望因 \`${d.expected}\` 未注入`
        : `${s} 未注入的原因是 ${leftOutZh(d)}；期望为 \`${d.expected}\``;
    default:
      return `${s} 没有被注入（原因：${leftOutZh(d)}）；${injectedZh(d)}`;
  }
}

export const retrievalScenarioFailed = defineCode<ScenarioFailedData>({
  code: 'retrieval.scenario-failed',
  severity: 'error',
  spec: 'decision:docs/retrieval.md',
  since: '0.2.0',
  title: { en: 'Retrieval scenario fails', 'zh-CN': '检索场景测试未通过' },
  message: { en: messageEn, 'zh-CN': messageZh },
  consequence: {
    en: 'A conversation like this scenario puts different world entries into the prompt from what the test promises.',
    'zh-CN': '与该场景类似的对话，实际注入提示词的世界条目与测试所承诺的不同。',
  },
  fix: {
    en: 'Run `rp-assets retrieve --character ID --message …` with the scenario’s messages to see every entry’s score, order and reason, then fix the entry (keys, priority, size), the budgets, or the expectation.',
    'zh-CN':
      '用场景中的消息运行 `rp-assets retrieve --character ID --message …`，查看每个条目的分数、顺序与未注入原因，再修正条目（关键词、priority、长度）、预算或期望。',
  },
  fixable: 'none',
  why: {
    en: 'Retrieval scenarios (`retrieval.tests.yaml`) pin down which entries important messages must bring in, and which they must not, so a new entry, a renamed key or a smaller budget cannot silently change them. Scenarios run the same `retrieve` as `rp-assets retrieve` and the catalog’s playground.',
    'zh-CN':
      '检索场景测试（`retrieval.tests.yaml`）固定了关键消息应当带入、以及不应带入哪些条目，新增条目、改动关键词或调小预算都不会在不知不觉中改变它们。场景运行的是与 `rp-assets retrieve` 和目录站点试验场相同的 `retrieve`。',
  },
  example: {
    file: 'retrieval.tests.yaml',
    bad: '- name: 王都的守卫\n  character: alice\n  messages: [我们去王都吧]\n  expect: { injected: [astra-capital, guard] }\n',
    good: '- name: 王都的守卫\n  character: alice\n  messages: [我们去王都吧, 城门的守卫在吗]\n  expect: { injected: [astra-capital, guard] }\n',
  },
});
