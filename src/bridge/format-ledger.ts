/**
 * The ledger as text (a table per action: fields mapped and kept counted by field, every
 * difference and leniency on its own line) and as JSON (every line).
 */
import { ACTIVATION_EFFECTS } from '../diagnostics/codes/entry/activation-differs.js';
import type { Locale, Localized } from '../diagnostics/define.js';
import type { LedgerItem } from './ledger.js';
import { fieldPattern, targetPattern } from './ledger.js';

const HEADINGS: { readonly [A in LedgerItem['action']]: Localized } = {
  mapped: { en: 'Mapped to a field of ours', 'zh-CN': '映射到本格式的字段' },
  kept: { en: 'Kept for export (x-sillytavern / x-card)', 'zh-CN': '保留以便导出（x-sillytavern / x-card）' },
  regenerated: { en: 'Written afresh by export', 'zh-CN': '导出时重新生成' },
  differs: {
    en: 'Kept, and retrieval here fires differently (validate keeps saying so: entry.activation-differs)',
    'zh-CN': '已保留，但这里的检索触发方式不同（validate 会继续以 entry.activation-differs 提示）',
  },
  lenient: {
    en: 'Read leniently (the source does not follow its format)',
    'zh-CN': '宽松读取（来源文件不符合它自己的格式）',
  },
};

export function formatLedgerText(items: readonly LedgerItem[], locale: Locale): string {
  const out: string[] = [];
  for (const action of ['mapped', 'kept', 'regenerated'] as const) {
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
  for (const action of ['differs', 'lenient'] as const) {
    const mine = items.filter((i) => i.action === action);
    if (mine.length === 0) continue;
    out.push(`${HEADINGS[action][locale]}:`);
    for (const i of mine) {
      const what = i.effect ? ACTIVATION_EFFECTS[i.effect][locale] : (i.note ?? '');
      out.push(`  ${i.source} = ${JSON.stringify(i.value ?? null)} (${i.target}): ${what}`);
    }
  }
  return out.join('\n') + '\n';
}

export function ledgerJson(items: readonly LedgerItem[], locale: Locale): object[] {
  return items.map((i) => ({ ...i, ...(i.effect ? { note: ACTIVATION_EFFECTS[i.effect][locale] } : {}) }));
}
