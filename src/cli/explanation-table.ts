/**
 * `rp-assets explain --format text`: one block per namespace with its final value, the rule that
 * decided it and the writes locks suppressed, columns aligned by display width (CJK = 2 columns).
 */
import stringWidth from 'string-width';
import type { Locale } from '../diagnostics/define.js';
import type { Explanation, JsonValue } from '../routing/model/types.js';

const pad = (s: string, w: number) => s + ' '.repeat(Math.max(0, w - stringWidth(s)));

const LABELS = {
  en: {
    rules: 'Matched rules',
    ns: 'namespace',
    value: 'value',
    by: 'decided by',
    none: 'schema default',
    sup: 'Suppressed writes',
    diag: 'Diagnostics',
    lock: 'locked by',
  },
  'zh-CN': {
    rules: '命中规则',
    ns: '命名空间',
    value: '最终值',
    by: '决定规则',
    none: 'Schema 默认值',
    sup: '被拦截的写入',
    diag: '诊断',
    lock: '锁定者',
  },
} as const;

function table(rows: readonly (readonly string[])[]): string[] {
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => stringWidth(r[i] ?? '')))) ?? [];
  return rows.map((r) =>
    r
      .map((c, i) => (i === r.length - 1 ? c : pad(c, widths[i] ?? 0)))
      .join('  ')
      .trimEnd(),
  );
}

const show = (v: JsonValue | undefined) => (v === undefined ? '—' : JSON.stringify(v));

export function formatExplanationText(e: Explanation, locale: Locale): string {
  const L = LABELS[locale];
  const lines: string[] = [];
  lines.push(`${L.rules}: ${e.matched.map((m) => `${m.id} (${m.specificity})`).join(' → ') || '—'}`, '');
  const rows: string[][] = [[L.ns, L.by, L.value]];
  for (const ns of Object.keys(e.values).sort()) rows.push([ns, e.decidedBy[ns] ?? `(${L.none})`, show(e.values[ns])]);
  lines.push(...table(rows));
  if (e.suppressed.length > 0) {
    lines.push('', `${L.sup}:`);
    const sup = e.suppressed.map((s) => [
      `  ${s.path}`,
      s.ruleId,
      show(s.value),
      s.lockedBy ? `${L.lock} ${s.lockedBy.ruleId} (${s.lockedBy.path})` : '',
    ]);
    lines.push(...table(sup));
  }
  if (e.diagnostics.length > 0) {
    lines.push('', `${L.diag}:`);
    for (const d of e.diagnostics)
      lines.push(`  ${d.code}${d.ruleId ? ` [${d.ruleId}]` : ''}${d.namespace ? ` ${d.namespace}` : ''}: ${d.message}`);
  }
  return lines.join('\n') + '\n';
}
