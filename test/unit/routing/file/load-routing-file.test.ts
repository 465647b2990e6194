import { describe, expect, it } from 'vitest';
import { nodeFileSystem } from '../../../../src/node/node-fs.js';
import { memoryFileSystem } from '../../../../src/common/memory-fs.js';
import { loadRoutingFile } from '../../../../src/routing/file/load-routing-file.js';
import { spanAt } from '../../../../src/common/spans.js';

const dir = 'test/fixtures/routing';
const fs = nodeFileSystem();
const load = (name: string) => loadRoutingFile(`${dir}/${name}/routing.yaml`, fs, `${name}/routing.yaml`);
const codes = (r: Awaited<ReturnType<typeof load>>) => r.diagnostics.map((d) => `${d.line}:${d.column} ${d.code}`);

describe('loadRoutingFile: the three shapes', () => {
  it('reads a bare list with defaults filled', async () => {
    const r = await load('ok-bare-list');
    expect(r.diagnostics).toEqual([]);
    expect(r.rules.map((x) => x.id)).toEqual(['global', 'tech']);
    expect(r.rules[0]).toMatchObject({
      enabled: true,
      priority: 0,
      locked: [],
      revision: 1,
      createdAt: 0,
      updatedAt: 0,
    });
    expect(r.rules[1]).toMatchObject({ priority: 2, filter: { kind: 'scope', field: 'guild', values: ['10001'] } });
    expect(r.rules[1]?.values).toEqual({ 'chat.preset': { preset: 'code-helper' } });
  });

  it('reads a mapping with rules:', async () => {
    const r = await load('ok-rules-mapping');
    expect(r.diagnostics).toEqual([]);
    expect(r.rules.map((x) => [x.id, x.enabled])).toEqual([
      ['global', true],
      ['direct-only', false],
    ]);
  });

  it('reads the loader-entry list and picks the @chatluna/routing entry', async () => {
    const r = await load('ok-loader-entry');
    expect(r.diagnostics).toEqual([]);
    expect(r.rules.map((x) => x.id)).toEqual(['global', 'regex-deep-research']);
    expect(r.rules[1]?.filter).toEqual({ kind: 'content', match: 'regex', text: '^#深度研讨\\s+' });
    const lockSpan = spanAt(r.entries[0]?.spans, ['locked', 0]);
    expect(lockSpan).toMatchObject({ line: 13, column: 13 });
  });

  it('handles a BOM and CRLF with editor positions, and flags an unquoted number', async () => {
    const r = await load('ok-bom-crlf');
    expect(codes(r)).toEqual(['4:49 routing.unquoted-scalar']);
    expect(r.diagnostics[0]?.suggestion).toBe("'10001'");
    expect(spanAt(r.entries[0]?.spans, ['id'], 'key')).toMatchObject({ line: 1, column: 3 });
    expect(r.rules[1]?.filter).toEqual({ kind: 'scope', field: 'guild', values: ['10001'] });
  });

  it('refuses a mapping without rules', async () => {
    const r = await load('not-ok-file-shape');
    expect(codes(r)).toEqual(['1:1 routing.invalid-file-shape']);
  });

  it('treats an empty file as no rules', async () => {
    const r = await loadRoutingFile('r.yaml', memoryFileSystem({ 'r.yaml': '# nothing yet\n' }));
    expect(r.diagnostics).toEqual([]);
    expect(r.rules).toEqual([]);
  });
});

describe('loadRoutingFile: bad input', () => {
  it('reports broken YAML at its line and keeps going', async () => {
    const r = await load('not-ok-broken-yaml');
    expect(r.diagnostics.length).toBeGreaterThan(0);
    expect(r.diagnostics.every((d) => d.code === 'routing.yaml-syntax')).toBe(true);
    expect(r.diagnostics[0]?.line).toBe(5);
  });

  it('reports a missing file, a folder and non-UTF-8 bytes', async () => {
    const mem = memoryFileSystem({ 'dir/x.txt': 'x', 'latin1.yaml': new Uint8Array([0x2d, 0x20, 0xe9, 0x0a]) });
    for (const [p, reason] of [
      ['nope.yaml', 'missing'],
      ['dir', 'directory'],
      ['latin1.yaml', 'not-utf8'],
    ] as const) {
      const r = await loadRoutingFile(p, mem);
      expect(r.diagnostics.map((d) => [d.code, d.data['reason']])).toEqual([['routing.file-unreadable', reason]]);
      expect(r.readable).toBe(false);
    }
  });

  it('points every malformed predicate at its node', async () => {
    const r = await load('not-ok-malformed-predicates');
    expect(codes(r)).toEqual([
      '4:19 routing.unknown-predicate',
      '6:33 routing.malformed-predicate',
      '8:11 routing.malformed-predicate',
      '10:35 routing.malformed-predicate',
      '12:11 routing.malformed-predicate',
      '14:34 routing.malformed-predicate',
      '16:11 routing.malformed-predicate',
      '22:9 routing.malformed-predicate',
      '24:19 routing.unquoted-scalar',
    ]);
    expect(r.diagnostics[0]).toMatchObject({ data: { kind: 'privat', suggestion: null } });
    expect(r.diagnostics[1]).toMatchObject({ data: { field: 'field', found: '`guilds`' } });
    expect(r.rules.map((x) => x.id)).toEqual(['global', 'bool-kind']);
    expect(r.rules[1]?.filter).toEqual({ kind: 'true' });
  });

  it('checks rule fields, ids and numbers', async () => {
    const r = await load('not-ok-rule-fields');
    expect(codes(r)).toEqual([
      '3:3 routing.invalid-rule-id',
      '4:7 routing.invalid-rule-id',
      '6:3 routing.invalid-rule-field',
      '13:3 routing.unknown-rule-field',
      '10:11 routing.invalid-rule-field',
      '11:12 routing.invalid-rule-field',
      '12:11 routing.invalid-rule-field',
      '16:13 routing.invalid-number',
      '17:13 routing.invalid-number',
      '18:14 routing.invalid-number',
    ]);
    expect(r.diagnostics[3]).toMatchObject({ suggestion: 'priority' });
    expect(r.rules.map((x) => x.id)).toEqual(['global', 'wrong-types', 'numbers']);
    expect(r.rules[2]).toMatchObject({ priority: 0, revision: 1, createdAt: 0 });
  });
});
