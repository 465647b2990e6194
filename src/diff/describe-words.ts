/** The behaviour diff's words in zh-CN and en (describe.ts assembles them into sections). */

/** An asset-derived value between backticks (the formats decide how to show them). */
export const code = (s: string): string => '`' + s.replace(/`/g, "'") + '`';

export const WORDS = {
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
    scopeValue: (id: string, f: string, v: string, added: boolean) =>
      `${f} ${code(v)} ${added ? 'added to' : 'removed from'} rule ${code(id)}`,
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
    injected: (o: number) => `injected, rank ${o}`,
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
    scopeValue: (id: string, f: string, v: string, added: boolean) =>
      `规则 ${code(id)} ${added ? '新增' : '去掉'}的 ${f} ${code(v)}`,
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

export type Words = (typeof WORDS)['en'] | (typeof WORDS)['zh-CN'];
