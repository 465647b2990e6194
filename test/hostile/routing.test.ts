/**
 * Hostile routing: a catastrophically backtracking regex on a 20,000-character message, 10,000
 * rules, and lock paths 1,000 segments deep, both through the engine (resolve) and through
 * validate (the routing file lint). Bounded time and heap; a diagnostic or the correct result.
 */
import { writeFileSync } from 'node:fs';

import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import type { RouteResult } from './support/job.js';
import { describe as describeOutcome, runCase } from './support/run-case.js';
import { validateSafely } from './support/safe-run.js';
import { BASE, makeTree } from './support/tree.js';
import { tempDir } from '../support/temp-dirs.js';

const base = { enabled: true, priority: 0, locked: [] as string[], revision: 1, createdAt: 0, updatedAt: 0 };
const GLOBAL = { ...base, id: 'global', filter: { kind: 'true' }, values: { 'chat.engine': { id: 'agent' } } };

function route(rules: unknown[], inputs: unknown[], timeoutMs = 30_000): RouteResult {
  const dir = tempDir('rp-hostile-route-');
  writeFileSync(join(dir, 'rules.json'), JSON.stringify(rules));
  writeFileSync(join(dir, 'inputs.json'), JSON.stringify(inputs));
  const outcome = runCase<RouteResult>(
    { type: 'route', cwd: dir, rulesFile: join(dir, 'rules.json'), inputsFile: join(dir, 'inputs.json') },
    { timeoutMs },
  );
  expect(outcome.result, describeOutcome(outcome)).not.toBeNull();
  return outcome.result as RouteResult;
}

function lineOf(text: string, needle: string): number {
  return text.slice(0, text.indexOf(needle)).split('\n').length;
}

const EVIL = {
  ...base,
  id: 'evil',
  filter: { kind: 'content', match: 'regex', text: '^(a+)+$' },
  values: { 'chat.preset': { preset: 'x' } },
};

describe('hostile routing', () => {
  it('evaluates `^(a+)+$` on 20,000-character messages in bounded time', () => {
    const near = 'a'.repeat(19_999) + '!'; // the searched window holds the `!`: no match
    const full = 'a'.repeat(20_000) + '!'; // the window is 20,000 `a`s: a match (spec: only the first 20,000 characters)
    const r = route([GLOBAL, EVIL], [{ content: near }, { content: full }]);
    expect(r.resolutions[0]?.ruleIds).toEqual(['global']);
    const second = r.resolutions[1];
    // either the regex ran on the window (and matched) or the engine refused it with a diagnostic
    expect(second?.ruleIds.includes('evil') || (second?.diagnostics.length ?? 0) > 0).toBe(true);
  });

  it('reports the unsafe regex when validating the routing file, at its line', () => {
    const routing = stringify({ rules: [GLOBAL, EVIL] });
    const dir = makeTree({ ...BASE, 'routing.yaml': routing });
    const r = validateSafely(dir, ['roleplay'], 'routing.yaml');
    const d = r.diagnostics.find((x) => x.code === 'routing.unsafe-regex');
    expect(d?.file).toBe('routing.yaml');
    expect(d?.line).toBe(lineOf(routing, '^(a+)+$'));
  });

  it('resolves and validates 10,000 rules', () => {
    const rules: unknown[] = [GLOBAL];
    for (let i = 1; i < 10_000; i++) {
      rules.push({
        ...base,
        id: `r${i}`,
        createdAt: i,
        filter: { kind: 'scope', field: 'guild', values: [String(i)] },
        values: { 'chat.preset': { preset: `p${i}` } },
      });
    }
    const r = route(rules, [{ guildId: '123' }, { guildId: '9999' }, { guildId: 'none' }], 120_000);
    expect(r.resolutions.map((x) => x.ruleIds)).toEqual([['global', 'r123'], ['global', 'r9999'], ['global']]);
    const dir = makeTree({ ...BASE, 'routing.yaml': stringify({ rules }, { aliasDuplicateObjects: false }) });
    const v = validateSafely(dir, ['roleplay'], 'routing.yaml', { timeoutMs: 300_000 });
    expect(v.summary.rules).toBe(10_000);
  }, 600_000);

  it('survives lock paths and values 1,000 segments deep', () => {
    const segs = Array.from({ length: 999 }, (_, i) => `k${i}`);
    const lock = ['render', ...segs].join('.');
    let deep: unknown = 1;
    for (let i = segs.length - 1; i >= 0; i--) deep = { [segs[i] as string]: deep };
    const rules = [
      { ...GLOBAL, locked: [lock] },
      { ...base, id: 'writer', filter: { kind: 'direct' }, values: { render: deep } },
    ];
    const r = route(rules, [{ isDirect: true }, { isDirect: false }]);
    expect(r.resolutions[1]?.ruleIds).toEqual(['global']);
    expect(r.resolutions[0]?.ruleIds.length).toBeGreaterThanOrEqual(1);
    // JSON is YAML: a flow document 1,000 levels deep (yaml's own stringify overflows the stack on it)
    const dir = makeTree({ ...BASE, 'routing.yaml': JSON.stringify({ rules }) });
    const v = validateSafely(dir, ['roleplay'], 'routing.yaml');
    expect(v.diagnostics.some((d) => d.file === 'routing.yaml')).toBe(true);
  });

  it('validates 2,000 rules that share one anchor (`locked: *a1` in each) in bounded time', () => {
    const rules: unknown[] = [GLOBAL];
    for (let i = 1; i < 2_000; i++)
      rules.push({
        ...base,
        id: `r${i}`,
        filter: { kind: 'scope', field: 'guild', values: [String(i)] },
        values: { 'chat.preset': { preset: 'x' } },
      });
    // yaml's stringify turns the shared `locked` array into an anchor and 1,999 aliases
    const routing = stringify({ rules });
    expect(routing.match(/\*a1/g)?.length).toBe(1_999);
    const dir = makeTree({ ...BASE, 'routing.yaml': routing });
    const v = validateSafely(dir, ['roleplay'], 'routing.yaml', { timeoutMs: 60_000 });
    expect(v.summary.rules).toBe(2_000);
  });
});
