import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG, loadConfig } from '../../../../src/config/index.js';
import { memoryFileSystem } from '../../../../src/common/memory-fs.js';
import { nodeFileSystem } from '../../../../src/node/node-fs.js';
import { validateRoutingFile } from '../../../../src/routing/validate-file.js';

const fs = nodeFileSystem();
const dir = 'test/fixtures/routing';
const at = (ds: readonly { file: string | null; line: number | null; code: string }[]) =>
  ds.map((d) => `${d.file}:${d.line} ${d.code}`);

describe('scenario tests', () => {
  it('reports each malformed scenario at its place and runs the good one', async () => {
    const v = await validateRoutingFile(`${dir}/scenarios-malformed/routing.yaml`, fs, DEFAULT_CONFIG);
    const tests = `${dir}/scenarios-malformed/routing.tests.yaml`;
    expect(at(v.diagnostics)).toEqual([
      `${tests}:4 routing.invalid-scenario`,
      `${tests}:7 routing.invalid-scenario`,
      `${tests}:10 routing.invalid-scenario`,
      `${tests}:13 routing.unquoted-scalar`,
      `${tests}:15 routing.invalid-scenario`,
      `${tests}:23 routing.invalid-scenario`,
      `${tests}:19 routing.invalid-scenario`,
      `${tests}:22 routing.invalid-scenario`,
    ]);
    expect(v.scenarios.map((s) => [s.name, s.passed])).toEqual([
      ['ok', true],
      ['numeric guild', true],
      ['unknown namespace path', false],
      ['unknown rule in decidedBy', false],
    ]);
  });

  it('reads a tests: mapping named in the config and reports failures with the decider', async () => {
    const config = { ...DEFAULT_CONFIG, tests: `${dir}/scenarios-tests-mapping/checks.yaml` };
    const v = await validateRoutingFile(`${dir}/scenarios-tests-mapping/routing.yaml`, fs, config);
    expect(v.scenarioFile).toBe(`${dir}/scenarios-tests-mapping/checks.yaml`);
    expect(at(v.diagnostics)).toEqual([`${dir}/scenarios-tests-mapping/checks.yaml:8 routing.scenario-failed`]);
    expect(v.diagnostics[0]?.data).toMatchObject({
      path: 'chat.preset',
      expected: '{"preset":"other"}',
      actual: '{"preset":"base"}',
      decidedBy: 'global',
    });
    expect(v.scenarios[0]).toMatchObject({
      name: 'base preset',
      passed: true,
      ruleIds: ['global'],
      decidedBy: { 'chat.preset': 'global' },
    });
    expect(v.scenarios[1]?.failures).toEqual([
      {
        kind: 'value',
        path: 'chat.preset',
        expected: { preset: 'other' },
        actual: { preset: 'base' },
        decidedBy: 'global',
        line: 8,
      },
    ]);
  });

  it('a tests file named in the config must exist', async () => {
    const mem = memoryFileSystem({ 'r.yaml': "- id: global\n  filter: { kind: 'true' }\n" });
    const v = await validateRoutingFile('r.yaml', mem, { ...DEFAULT_CONFIG, tests: 'missing.tests.yaml' });
    expect(v.diagnostics.map((d) => [d.code, d.data['reason']])).toEqual([['routing.file-unreadable', 'missing']]);
  });

  it('uses config namespaces, engines and custom predicate previews', async () => {
    const { config, diagnostics } = await loadConfig(`${dir}/config-extras/rp-assets.config.yaml`, fs);
    expect(diagnostics).toEqual([]);
    const v = await validateRoutingFile(config.routing as string, fs, config);
    expect(at(v.diagnostics)).toEqual([
      `${dir}/config-extras/routing.yaml:9 routing.value-schema-mismatch`,
      // beta is off in the config: the engine-first fallback drops the rule (the scenarios show it)
      `${dir}/config-extras/routing.yaml:10 routing.engine-disabled`,
      `${dir}/config-extras/routing.yaml:9 routing.locked-write`,
    ]);
    expect(v.scenarios.map((s) => s.passed)).toEqual([true, true]);
    expect(v.scenarios[0]?.ruleIds).toEqual(['global']);
  });

  it('without the config the same file warns about the namespace and the predicate', async () => {
    const v = await validateRoutingFile(`${dir}/config-extras/routing.yaml`, fs, DEFAULT_CONFIG);
    expect(new Set(v.diagnostics.map((d) => d.code))).toEqual(
      new Set([
        'routing.unregistered-namespace',
        'routing.unregistered-custom-predicate',
        'routing.unknown-lock-path',
        'routing.invalid-scenario',
        'routing.engine-disabled',
      ]),
    );
  });
});
