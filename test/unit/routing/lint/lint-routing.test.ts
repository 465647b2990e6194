import { describe, expect, it } from 'vitest';
import { nodeFileSystem } from '../../../../src/node/node-fs.js';
import { loadRoutingFile } from '../../../../src/routing/file/load-routing-file.js';
import { lintRouting } from '../../../../src/routing/lint/lint-routing.js';
import { fakeLintContext } from './lint-context-fake.js';

const lint = async (name: string) => {
  const file = await loadRoutingFile(
    `test/fixtures/routing/${name}/routing.yaml`,
    nodeFileSystem(),
    `${name}/routing.yaml`,
  );
  return lintRouting(file, fakeLintContext());
};

describe('lintRouting', () => {
  it('finds every problem in not-ok-lint at its line', async () => {
    const ds = await lint('not-ok-lint');
    const got = ds.map((d) => `${d.line}:${d.column} ${d.code}`).sort();
    expect(got).toEqual(
      [
        '38:7 routing.duplicate-rule-id',
        '19:46 routing.invalid-regex',
        '20:46 routing.unsafe-regex',
        '22:29 routing.unregistered-custom-predicate',
        '10:5 routing.unregistered-namespace',
        '14:25 routing.value-schema-mismatch',
        '14:47 routing.value-schema-mismatch',
        '3:30 routing.unknown-lock-path',
        '3:43 routing.unknown-lock-path',
        '9:26 routing.locked-write',
        '24:12 routing.disabled-rule',
        '27:11 routing.never-matches',
        '30:7 routing.shadowed-rule',
      ].sort(),
    );
    const by = (code: string) => ds.filter((d) => d.code === code);
    expect(by('routing.duplicate-rule-id')[0]?.related[0]?.line).toBe(1);
    expect(by('routing.unregistered-namespace')[0]).toMatchObject({
      data: { namespace: 'chat.presets', suggestion: 'chat.preset' },
      suggestion: 'chat.preset',
    });
    expect(by('routing.locked-write')[0]?.data).toEqual({
      path: 'chat.model.model',
      lock: 'chat.model.model',
      lockRule: 'global',
    });
    expect(by('routing.value-schema-mismatch').map((d) => d.data['path'])).toEqual([
      'chat.tools.mode',
      'chat.tools.tools.deny',
    ]);
    expect(by('routing.shadowed-rule')[0]?.data).toMatchObject({ id: 'early', by: ['late'], causeRule: 'late' });
    expect(by('routing.disabled-rule')).toHaveLength(1);
    expect(by('routing.never-matches')).toHaveLength(1);
  });

  it('requires an unconditional, enabled global', async () => {
    const ds = await lint('not-ok-global-conditional');
    expect(ds.map((d) => [`${d.line}:${d.column} ${d.code}`, d.data['problem'], d.suggestion])).toEqual([
      ['2:12 routing.invalid-global', 'disabled', 'true'],
      ['3:11 routing.invalid-global', 'filter', "{ kind: 'true' }"],
    ]);
    const missing = await lint('not-ok-missing-global');
    expect(missing.map((d) => `${d.line}:${d.column} ${d.code}`)).toEqual(['2:3 routing.missing-global']);
  });

  it('does not claim a missing global when a YAML error may have swallowed it', async () => {
    const { memoryFileSystem } = await import('../../../../src/common/memory-fs.js');
    const { loadRoutingFile: load } = await import('../../../../src/routing/file/load-routing-file.js');
    const file = await load(
      'r.yaml',
      memoryFileSystem({ 'r.yaml': '- id: tech\n  filter: { kind: group }\n  filter: { kind: direct }\n' }),
    );
    const ds = lintRouting(file, fakeLintContext());
    expect(file.diagnostics.map((d) => d.code)).toEqual(['routing.yaml-syntax']);
    expect(ds.map((d) => d.code)).not.toContain('routing.missing-global');
  });

  it('reports nothing for a clean file (a broader later rule is not a shadow)', async () => {
    expect(await lint('ok-lint')).toEqual([]);
  });
});

describe('the spec example, verbatim', () => {
  it('has exactly one finding: the write the global lock always suppresses', async () => {
    const { DEFAULT_CONFIG } = await import('../../../../src/config/index.js');
    const { validateRoutingFile } = await import('../../../../src/routing/validate-file.js');
    const v = await validateRoutingFile(
      'test/fixtures/routing/spec-example/routing.yaml',
      nodeFileSystem(),
      DEFAULT_CONFIG,
    );
    expect(v.rules.map((r) => r.id)).toEqual([
      'global',
      'guild-tech-support',
      'guild-personal-chat',
      'guild-override-model-fail',
      'vip-direct-user',
      'regex-deep-research',
    ]);
    expect(v.diagnostics.map((d) => `${d.line}:${d.column} ${d.code}`)).toEqual(['60:20 routing.locked-write']);
    expect(v.diagnostics[0]?.data).toEqual({ path: 'chat.model.model', lock: 'chat.model.model', lockRule: 'global' });
  });
});
