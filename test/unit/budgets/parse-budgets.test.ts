import { describe, expect, it } from 'vitest';
import { parseFrontmatter } from '../../../src/assets/frontmatter.js';
import { BUDGET_DEFAULTS, BUDGET_KEYS } from '../../../src/common/budget-keys.js';
import { defaultBudgets, parseBudgets } from '../../../src/budgets/parse-budgets.js';

function budgetsOf(yaml: string) {
  const fm = parseFrontmatter(`---\n${yaml}\n---\n`, 'f.md');
  const node = fm.data?.pairs.find((p) => p.key === 'budgets')?.value ?? null;
  return parseBudgets(node, 'f.md');
}
const codes = (yaml: string) => budgetsOf(yaml).diagnostics.map((d) => `${d.line}:${d.column} ${d.code}`);

describe('parseBudgets', () => {
  it('defaults all ten keys', () => {
    const r = budgetsOf('id: a');
    expect(r.budgets).toEqual(defaultBudgets());
    expect(Object.keys(r.budgets.values)).toEqual([...BUDGET_KEYS]);
    expect(r.diagnostics).toEqual([]);
  });

  it('keeps 0 as written and warns, except recentMessages and recursiveDepth', () => {
    const r = budgetsOf('budgets:\n  maxEntries: 0\n  recentMessages: 0\n  recursiveDepth: 0');
    expect(r.budgets.values.maxEntries).toBe(0);
    expect(r.budgets.values.recentMessages).toBe(1);
    expect(r.budgets.source.recentMessages).toBe('clamped');
    expect(r.budgets.written.recentMessages).toBe(0);
    expect(r.diagnostics.map((d) => d.code)).toEqual([
      'budget.zero',
      'budget.recent-messages-clamped',
      'budget.no-effect',
    ]);
  });

  it('keeps negatives as written and warns with their effect', () => {
    const r = budgetsOf('budgets:\n  examples: -100\n  memories: -5\n  recentMessages: -3');
    expect(r.budgets.values).toMatchObject({ examples: -100, memories: -5, recentMessages: 1 });
    expect(r.diagnostics.map((d) => [d.code, d.data])).toEqual([
      ['budget.negative', { key: 'examples', value: -100 }],
      ['budget.negative', { key: 'memories', value: -5 }],
      ['budget.recent-messages-clamped', { value: -3 }],
    ]);
  });

  it('ignores quoted, non-finite and non-number values with a suggestion where mechanical', () => {
    const r = budgetsOf(
      'budgets:\n  worldEntries: "5000"\n  worldCore: .nan\n  contextTotal: .inf\n  events: -.inf\n  memories: true\n  maxEntries:',
    );
    expect(r.budgets.values).toEqual(BUDGET_DEFAULTS);
    expect(r.diagnostics.map((d) => [d.code, d.line, d.column, d.data.found, d.suggestion ?? null])).toEqual([
      ['budget.invalid-value', 3, 17, '"5000"', '5000'],
      ['budget.invalid-value', 4, 14, '.nan', null],
      ['budget.invalid-value', 5, 17, '.inf', null],
      ['budget.invalid-value', 6, 11, '-.inf', null],
      ['budget.invalid-value', 7, 13, 'true', null],
      ['budget.invalid-value', 8, 14, 'null', null],
    ]);
    expect(r.budgets.written.worldEntries).toBe('5000');
  });

  it('reports unknown keys with spelling suggestions and keeps defaults', () => {
    const r = budgetsOf('budgets:\n  contexTotal: 9000\n  max_entries: 3\n  banana: 1');
    expect(r.budgets.values).toEqual(BUDGET_DEFAULTS);
    expect(r.diagnostics.map((d) => [d.code, d.line, d.suggestion ?? null])).toEqual([
      ['budget.unknown-key', 3, 'contextTotal'],
      ['budget.unknown-key', 4, 'maxEntries'],
      ['budget.unknown-key', 5, null],
    ]);
  });

  it('ignores a scalar or list block', () => {
    expect(codes('budgets: 9000')).toEqual(['2:10 budget.not-a-mapping']);
    expect(codes('budgets: [1, 2]')).toEqual(['2:10 budget.not-a-mapping']);
    expect(codes('budgets:')).toEqual([]);
    expect(budgetsOf('budgets: 9000').budgets).toEqual(defaultBudgets());
  });

  it('accepts recursiveDepth 1 silently and hints at other values', () => {
    expect(codes('budgets:\n  recursiveDepth: 1')).toEqual([]);
    expect(codes('budgets:\n  recursiveDepth: 3')).toEqual(['3:19 budget.no-effect']);
  });

  it('records what was set', () => {
    const r = budgetsOf('budgets:\n  worldEntries: 100\n  recentMessages: 2');
    expect(r.budgets.source).toMatchObject({ worldEntries: 'set', recentMessages: 'set', examples: 'default' });
    expect(r.budgets.values).toMatchObject({ worldEntries: 100, recentMessages: 2 });
    expect(r.diagnostics).toEqual([]);
  });
});
