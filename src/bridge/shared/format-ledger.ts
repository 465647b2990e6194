/**
 * The ledger as text (a table per action: fields mapped and kept counted by field, every
 * difference and leniency on its own line) and as JSON (every line). Everything printed that came
 * from the input is made inert first: control characters and bidirectional overrides are shown
 * as escapes, so an imported file can start no line of its own (`::error::…` in a CI log) and
 * move no cursor.
 */
import { ACTIVATION_EFFECTS } from '../../diagnostics/codes/entry/activation-differs.js';
import type { Locale, Localized } from '../../diagnostics/define.js';
import { inertLogLine, oneLine } from '../../common/visible.js';
import type { LedgerItem } from './ledger.js';
import { fieldPattern, targetPattern } from './ledger.js';

const HEADINGS: { readonly [A in LedgerItem['action']]: Localized } = {
  mapped: { en: 'Mapped to a field of ours', 'zh-CN': '映射到本格式的字段' },
  kept: {
    en: 'Kept for export (x-sillytavern / x-card / x-risu)',
    'zh-CN': '保留以便导出（x-sillytavern / x-card / x-risu）',
  },
  file: { en: 'Kept as files beside the asset', 'zh-CN': '作为文件保存在资产旁边' },
  macro: {
    en: 'SillyTavern macros kept as text (SillyTavern replaces them; here they stay as written, and a key holding one matches only that text)',
    'zh-CN': '按原文保留的 SillyTavern 宏（SillyTavern 会替换它们；这里保持原样，含宏的关键词只匹配这段原文）',
  },
  regenerated: { en: 'Written afresh by export', 'zh-CN': '导出时重新生成' },
  differs: {
    en: 'Kept, and retrieval here fires differently (validate keeps saying so: entry.activation-differs)',
    'zh-CN': '已保留，但这里的检索触发方式不同（validate 会继续以 entry.activation-differs 提示）',
  },
  lenient: {
    en: 'Read as SillyTavern reads it (the source does not follow its format, or the app reads it otherwise)',
    'zh-CN': '按 SillyTavern 的读法读取（来源文件不符合它自己的格式，或程序的读法与格式不同）',
  },
};

/** A printed line no terminal or log reader acts on: control characters escaped, never a `::command`. */
export const inert = (text: string): string => inertLogLine(oneLine(text));

export function formatLedgerText(items: readonly LedgerItem[], locale: Locale): string {
  const out: string[] = [];
  for (const action of ['mapped', 'kept', 'file', 'regenerated'] as const) {
    const counts = new Map<string, number>();
    for (const i of items)
      if (i.action === action) {
        const k = `${fieldPattern(i.source)}\u0000${targetPattern(i.target)}`;
        counts.set(k, (counts.get(k) ?? 0) + 1);
      }
    if (counts.size === 0) continue;
    out.push(`${HEADINGS[action][locale]}:`);
    const rows = [...counts].map(([k, n]) => {
      const [source, target] = k.split('\u0000') as [string, string];
      return [source, target, n] as const;
    });
    const width = Math.max(...rows.map((r) => r[0].length));
    for (const [source, target, n] of rows)
      out.push(`  ${source.padEnd(width)}  -> ${target}${n > 1 ? `  (×${n})` : ''}`);
  }
  const macros = macroRows(items);
  if (macros.length > 0) out.push(`${HEADINGS.macro[locale]}:`, ...macros);
  for (const action of ['differs', 'lenient'] as const) {
    const mine = items.filter((i) => i.action === action);
    if (mine.length === 0) continue;
    out.push(`${HEADINGS[action][locale]}:`);
    for (const i of mine) {
      const what = i.effect ? ACTIVATION_EFFECTS[i.effect][locale] : (i.note ?? '');
      out.push(`  ${i.source} = ${JSON.stringify(i.value ?? null)} (${i.target}): ${what}`);
    }
  }
  return out.map(inert).join('\n') + '\n';
}

/** Macro lines counted by field, each with the macros seen there. */
function macroRows(items: readonly LedgerItem[]): string[] {
  const rows = new Map<string, { n: number; macros: Set<string> }>();
  for (const i of items) {
    if (i.action !== 'macro') continue;
    const k = `${fieldPattern(i.source)} -> ${targetPattern(i.target)}`;
    const row = rows.get(k) ?? { n: 0, macros: new Set<string>() };
    row.n++;
    for (const m of Array.isArray(i.value) ? i.value : []) if (typeof m === 'string') row.macros.add(m);
    rows.set(k, row);
  }
  return [...rows].map(([k, r]) => `  ${k}${r.n > 1 ? `  (×${r.n})` : ''}: ${[...r.macros].join(' ')}`);
}

export function ledgerJson(items: readonly LedgerItem[], locale: Locale): object[] {
  return items.map((i) => ({ ...i, ...(i.effect ? { note: ACTIVATION_EFFECTS[i.effect][locale] } : {}) }));
}
