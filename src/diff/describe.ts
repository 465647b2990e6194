/**
 * The behaviour diff as sections of lines, in zh-CN or en: the one wording the text and Markdown
 * formats (and the Action's summary and PR comment) share. Asset-derived values stand between
 * backticks; each format decides how to show them (the Markdown one makes them inert).
 */
import type { Locale } from '../diagnostics/define.js';
import { LABELS as RETRIEVAL_LABELS } from '../retrieval/text-labels.js';
import type { JsonValue, RoutingInput } from '../routing/types.js';
import { QUIET_REASONS } from './retrieval-diff.js';
import type {
  AssetDiff,
  BehaviourDiff,
  EntryOutcome,
  InputChange,
  InputSource,
  KeyChange,
  RetrievalChange,
  RetrievalSource,
  RuleChange,
} from './types.js';

export interface Item {
  readonly text: string;
  readonly details: readonly string[];
}

export interface Section {
  /** `moved`: files that moved with their ids unchanged (not behaviour; the Markdown leaves it out). */
  readonly kind: 'routing' | 'retrieval' | 'assets' | 'moved';
  readonly title: string;
  readonly items: readonly Item[];
}

export interface Description {
  readonly heading: string;
  readonly sections: readonly Section[];
  /** The closing line: what was compared. */
  readonly footer: string;
}

const plain = (text: string): Item => ({ text, details: [] });
const code = (s: string): string => '`' + s.replace(/`/g, "'") + '`';
const json = (v: JsonValue | null): string => (v === null ? '—' : code(JSON.stringify(v)));

const WORDS = {
  en: {
    heading: (b: string, h: string) => `Behaviour changes: ${code(b)} → ${code(h)}`,
    none: (b: string, h: string) => `No behaviour change: ${code(b)} → ${code(h)}`,
    routing: 'Routing',
    retrieval: 'Retrieval',
    assets: 'Assets',
    movedFiles: 'Moved files',
    ruleAdded: (id: string, p: number) => `rule ${code(id)} added (position ${p} in compareRules order)`,
    ruleRemoved: (id: string, p: number) => `rule ${code(id)} removed (was at position ${p})`,
    ruleMoved: (id: string, a: number, b: number) => `rule ${code(id)} moved: position ${a} → ${b}`,
    ruleFields: (id: string, f: string) => `rule ${code(id)} changed: ${f}`,
    routingFile: (a: string | null, b: string | null) =>
      `routing file: ${a === null ? '—' : code(a)} → ${b === null ? '—' : code(b)}`,
    input: (i: string, s: string) => `input ${i} (${s})`,
    scenario: (n: string) => `scenario ${code(n)}`,
    rule: (id: string) => `rule ${code(id)}`,
    probe: (n: string) => `probe ${code(n)}`,
    entryProbe: (e: string) => `probing ${code(e)}'s words`,
    keysFor: (e: string, cs: string, t: string) => `${code(e)} for ${cs}: ${t}`,
    list: ', ',
    groups: '; ',
    stopped: (w: string) => `no longer fires on ${w}`,
    started: (w: string) => `now fires on ${w}`,
    moved: (w: string, a: string, b: string) => `on ${w}: ${a} → ${b}`,
    anyMessage: 'any message',
    decided: (ns: string, a: string | null, b: string | null) =>
      `${code(ns)} decided by ${a === null ? 'schema defaults' : code(a)} → ${b === null ? 'schema defaults' : code(b)}`,
    suppressed: (p: string, r: string, now: boolean) =>
      `${now ? 'now suppressed' : 'no longer suppressed'}: ${code(p)} written by ${code(r)}`,
    retrievalFor: (c: string, m: string, s: string) => `${code(c)}, messages ${m} (${s})`,
    injected: (o: number) => `injected (#${o})`,
    excluded: (r: string) => `left out: ${r}`,
    notThere: 'not retrieved',
    presenceAdded: (k: string, id: string, f: string) => `${k} ${code(id)} added (${code(f)})`,
    presenceRemoved: (k: string, id: string, f: string) => `${k} ${code(id)} removed (was ${code(f)})`,
    worldRef: (c: string, r: string, b: boolean | null, a: boolean | null) =>
      `${code(c)}: world ${code(r)} ${a === null ? 'no longer listed' : a ? 'now resolves' : b === null ? 'listed but unresolved' : 'no longer resolves'}`,
    status: (e: string, s: string, on: boolean, cs: string) =>
      `entry ${code(e)} ${on ? 'is now' : 'is no longer'} ${s}${cs === '' ? '' : ` for ${cs}`}`,
    override: (k: string, id: string, a: string | null, b: string | null) =>
      `${k} ${code(id)}: winning file ${a === null ? '— (no override)' : code(a)} → ${b === null ? '— (no override)' : code(b)}`,
    budget: (c: string, k: string, a: number | null, b: number | null) =>
      `${code(c)} budget ${code(k)}: ${a ?? '—'} → ${b ?? '—'}`,
    path: (k: string, id: string, a: string, b: string) => `${k} ${code(id)}: ${code(a)} → ${code(b)}`,
    kinds: { character: 'character', world: 'world', entry: 'entry' },
    statuses: {
      'never-matchable': 'never matchable',
      'over-budget': 'over budget',
      shadowed: 'shadowed (duplicate id)',
      disabled: 'disabled',
    },
    footer: (r: number, p: number, o: number) =>
      `Compared ${r} routing input${r === 1 ? '' : 's'} and ${p} retrieval probe${p === 1 ? '' : 's'}${o > 0 ? ` (${o} entry probes over the limit not run)` : ''}.`,
  },
  'zh-CN': {
    heading: (b: string, h: string) => `行为变化：${code(b)} → ${code(h)}`,
    none: (b: string, h: string) => `没有行为变化：${code(b)} → ${code(h)}`,
    routing: '路由',
    retrieval: '检索',
    assets: '资产',
    movedFiles: '移动的文件',
    ruleAdded: (id: string, p: number) => `新增规则 ${code(id)}（compareRules 顺序第 ${p} 位）`,
    ruleRemoved: (id: string, p: number) => `删除规则 ${code(id)}（原在第 ${p} 位）`,
    ruleMoved: (id: string, a: number, b: number) => `规则 ${code(id)} 顺序变化：第 ${a} 位 → 第 ${b} 位`,
    ruleFields: (id: string, f: string) => `规则 ${code(id)} 有改动：${f}`,
    routingFile: (a: string | null, b: string | null) =>
      `路由文件：${a === null ? '—' : code(a)} → ${b === null ? '—' : code(b)}`,
    input: (i: string, s: string) => `输入 ${i}（${s}）`,
    scenario: (n: string) => `场景 ${code(n)}`,
    rule: (id: string) => `规则 ${code(id)}`,
    probe: (n: string) => `探针 ${code(n)}`,
    entryProbe: (e: string) => `用条目 ${code(e)} 的关键词探测`,
    keysFor: (e: string, cs: string, t: string) => `${code(e)}（${cs}）：${t}`,
    list: '、',
    groups: '；',
    stopped: (w: string) => `不再由 ${w} 触发`,
    started: (w: string) => `现在由 ${w} 触发`,
    moved: (w: string, a: string, b: string) => `${w}：${a} → ${b}`,
    anyMessage: '任意消息',
    decided: (ns: string, a: string | null, b: string | null) =>
      `${code(ns)} 的决定规则：${a === null ? 'Schema 默认值' : code(a)} → ${b === null ? 'Schema 默认值' : code(b)}`,
    suppressed: (p: string, r: string, now: boolean) =>
      `${now ? '新被拦截' : '不再被拦截'}：规则 ${code(r)} 对 ${code(p)} 的写入`,
    retrievalFor: (c: string, m: string, s: string) => `${code(c)}，消息 ${m}（${s}）`,
    injected: (o: number) => `注入（第 ${o} 条）`,
    excluded: (r: string) => `未注入：${r}`,
    notThere: '未参与检索',
    presenceAdded: (k: string, id: string, f: string) => `新增${k} ${code(id)}（${code(f)}）`,
    presenceRemoved: (k: string, id: string, f: string) => `删除${k} ${code(id)}（原为 ${code(f)}）`,
    worldRef: (c: string, r: string, b: boolean | null, a: boolean | null) =>
      `${code(c)}：世界 ${code(r)} ${a === null ? '不再被引用' : a ? '现在可以解析' : b === null ? '被引用但无法解析' : '不再能解析'}`,
    status: (e: string, s: string, on: boolean, cs: string) =>
      `条目 ${code(e)} ${on ? '变为' : '不再'}${s}${cs === '' ? '' : `（${cs}）`}`,
    override: (k: string, id: string, a: string | null, b: string | null) =>
      `${k} ${code(id)}：生效文件 ${a === null ? '—（无覆盖）' : code(a)} → ${b === null ? '—（无覆盖）' : code(b)}`,
    budget: (c: string, k: string, a: number | null, b: number | null) =>
      `${code(c)} 的预算 ${code(k)}：${a ?? '—'} → ${b ?? '—'}`,
    path: (k: string, id: string, a: string, b: string) => `${k} ${code(id)}：${code(a)} → ${code(b)}`,
    kinds: { character: '角色', world: '世界', entry: '条目' },
    statuses: {
      'never-matchable': '永远不会命中',
      'over-budget': '超出预算',
      shadowed: '被同 id 条目遮蔽',
      disabled: '已停用',
    },
    footer: (r: number, p: number, o: number) =>
      `比较了 ${r} 个路由输入和 ${p} 个检索探针${o > 0 ? `（另有 ${o} 个条目探针超出上限未运行）` : ''}。`,
  },
} as const;

type Words = (typeof WORDS)['en'] | (typeof WORDS)['zh-CN'];

/** The input as the user would write it: fields that are false or empty left out. */
function inputText(input: RoutingInput): string {
  const shown = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== false && v !== ''));
  return code(JSON.stringify(shown));
}

function inputSource(w: Words, s: InputSource): string {
  return s.kind === 'scenario' ? w.scenario(s.name) : s.kind === 'rule' ? w.rule(s.ruleId) : w.probe(s.name);
}

function ruleLines(w: Words, r: RuleChange): string[] {
  if (r.before === null && r.after !== null) return [w.ruleAdded(r.id, r.after.position)];
  if (r.after === null && r.before !== null) return [w.ruleRemoved(r.id, r.before.position)];
  const out: string[] = [];
  if (r.before !== null && r.after !== null && r.before.rank !== r.after.rank)
    out.push(w.ruleMoved(r.id, r.before.position, r.after.position));
  if (r.fields.length > 0) out.push(w.ruleFields(r.id, r.fields.map(code).join(', ')));
  return out;
}

function inputItem(w: Words, c: InputChange): Item {
  const details = [
    ...c.values.map((v) => `${code(v.path)}: ${json(v.before)} → ${json(v.after)}`),
    ...c.decidedBy.map((d) => w.decided(d.namespace, d.before, d.after)),
    ...c.suppressed.map((s) => w.suppressed(s.path, s.ruleId, s.after)),
  ];
  return { text: w.input(inputText(c.input), c.sources.map((s) => inputSource(w, s)).join(', ')), details };
}

function outcome(w: Words, locale: Locale, o: EntryOutcome | null): string {
  if (o === null) return w.notThere;
  return o.kind === 'injected' ? w.injected(o.order) : w.excluded(RETRIEVAL_LABELS[locale].reason[o.reason]);
}

function retrievalSource(w: Words, s: RetrievalSource): string {
  return s.kind === 'scenario' ? w.scenario(s.name) : w.entryProbe(s.entry);
}

/**
 * One line per probe that changed: an entry probe's own entry is left out (its per-word line says
 * it), so a probe shows here only when its word moves other entries too.
 */
function retrievalItem(w: Words, locale: Locale, c: RetrievalChange): Item | null {
  const own = c.source.kind === 'entry' ? c.source.entry : null;
  const entries = c.entries.filter((e) => e.entry !== own);
  if (entries.length === 0) return null;
  return {
    text: w.retrievalFor(c.character, code(JSON.stringify(c.messages)), retrievalSource(w, c.source)),
    details: entries.map((e) => `${code(e.entry)}: ${outcome(w, locale, e.before)} → ${outcome(w, locale, e.after)}`),
  };
}

const fires = (o: EntryOutcome | null): boolean => o !== null && o.kind === 'injected';
const quiet = (o: EntryOutcome | null): boolean => o === null || (o.kind === 'excluded' && QUIET_REASONS.has(o.reason));
const probeWords = (w: Words, k: KeyChange): string =>
  k.words.length === 0 ? w.anyMessage : code(k.words.join(' + '));

/**
 * The per-key lines: "`astra/capital` for `alice`: no longer fires on `王都`, `塞勒恩`; now fires on
 * `无关词`". Words with the same before → after go together; characters with the same words too.
 */
function keyItems(w: Words, locale: Locale, keys: readonly KeyChange[]): Item[] {
  const byEntry = new Map<string, Map<string, Map<string, string[]>>>();
  for (const k of keys) {
    const transition =
      fires(k.before) && quiet(k.after)
        ? 'stopped'
        : quiet(k.before) && fires(k.after)
          ? 'started'
          : `${outcome(w, locale, k.before)}\u0000${outcome(w, locale, k.after)}`;
    const characters = byEntry.get(k.entry) ?? new Map<string, Map<string, string[]>>();
    byEntry.set(k.entry, characters);
    const groups = characters.get(k.character) ?? new Map<string, string[]>();
    characters.set(k.character, groups);
    groups.set(transition, [...(groups.get(transition) ?? []), probeWords(w, k)]);
  }
  const items: Item[] = [];
  for (const [entry, characters] of byEntry) {
    const byText = new Map<string, string[]>();
    for (const [character, groups] of characters) {
      const order = (t: string): number => (t === 'stopped' ? 0 : t === 'started' ? 1 : 2);
      const sorted = [...groups].sort(([x], [y]) => order(x) - order(y));
      const parts = sorted.map(([t, words]) => {
        const list = words.join(w.list);
        if (t === 'stopped') return w.stopped(list);
        if (t === 'started') return w.started(list);
        const [a = '', b = ''] = t.split('\u0000');
        return w.moved(list, a, b);
      });
      const text = parts.join(w.groups);
      byText.set(text, [...(byText.get(text) ?? []), character]);
    }
    for (const [text, cs] of byText) items.push(plain(w.keysFor(entry, cs.map(code).join(w.list), text)));
  }
  return items;
}

function assetLines(w: Words, a: AssetDiff): string[] {
  return [
    ...a.presence.map((p) =>
      p.before === null
        ? w.presenceAdded(w.kinds[p.kind], p.id, p.after ?? '')
        : w.presenceRemoved(w.kinds[p.kind], p.id, p.before),
    ),
    ...a.worldRefs.map((r) => w.worldRef(r.character, r.ref, r.before, r.after)),
    ...a.entryStatus.map((s) =>
      w.status(s.entry, w.statuses[s.status], s.after === true, s.characters.map(code).join(', ')),
    ),
    ...a.overrides.map((o) => w.override(w.kinds[o.kind], o.id, o.before, o.after)),
    ...a.budgets.map((b) => w.budget(b.character, b.key, b.before, b.after)),
  ];
}

export function describeDiff(diff: BehaviourDiff, locale: Locale): Description {
  const w: Words = WORDS[locale];
  const sections: Section[] = [];
  const routing: Item[] = [];
  if (diff.routing.files.before !== diff.routing.files.after)
    routing.push(plain(w.routingFile(diff.routing.files.before, diff.routing.files.after)));
  routing.push(...diff.routing.rules.flatMap((r) => ruleLines(w, r)).map(plain));
  routing.push(...diff.routing.inputs.map((c) => inputItem(w, c)));
  if (routing.length > 0) sections.push({ kind: 'routing', title: w.routing, items: routing });
  const retrieval = [
    ...keyItems(w, locale, diff.retrieval.keys),
    ...diff.retrieval.changes.flatMap((c) => retrievalItem(w, locale, c) ?? []),
  ];
  if (retrieval.length > 0) sections.push({ kind: 'retrieval', title: w.retrieval, items: retrieval });
  const assets = assetLines(w, diff.assets).map(plain);
  if (assets.length > 0) sections.push({ kind: 'assets', title: w.assets, items: assets });
  const moved = diff.assets.paths.map((p) => plain(w.path(w.kinds[p.kind], p.id, p.before ?? '', p.after ?? '')));
  if (moved.length > 0) sections.push({ kind: 'moved', title: w.movedFiles, items: moved });
  return {
    heading: diff.behaviourChanged ? w.heading(diff.base, diff.head) : w.none(diff.base, diff.head),
    sections,
    footer: w.footer(diff.routing.compared, diff.retrieval.compared, diff.retrieval.omitted),
  };
}
