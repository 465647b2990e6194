import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../../src/config/index.js';
import { nodeFileSystem } from '../../../../src/node/node-fs.js';
import { renderDiagnostic } from '../../../../src/diagnostics/render.js';
import { validate } from '../../../../src/validate/validate.js';

const FILE = 'examples/broken/retrieval.tests.yaml';

describe('examples/broken/retrieval.tests.yaml', () => {
  it('fails where the comments say, with what was injected instead and why', async () => {
    const fs = nodeFileSystem();
    const { config } = await loadConfig('examples/broken/rp-assets.config.yaml', fs);
    const report = await validate({ roots: ['examples/global', 'examples/broken'], config }, fs);
    // beside the config and at the top of the examples/broken root: the same file, run once
    expect(report.retrieval?.files).toEqual([FILE]);
    expect(report.retrieval?.results.map((r) => [r.name, r.passed, r.invalid])).toEqual([
      ['长条目应被注入', false, false],
      ['角色名拼错', false, true],
    ]);
    const found = report.diagnostics
      .filter((d) => d.file === FILE)
      .map((d) => `${d.line}:${d.column} ${d.code} ${renderDiagnostic(d, 'en').message}`);
    expect(found).toEqual([
      '7:16 retrieval.scenario-failed Scenario `长条目应被注入`: `orbit/long` is not injected (left out: budget, needs 61 of 20 tokens left in `worldEntries`); nothing is injected',
      '8:22 retrieval.scenario-failed Scenario `长条目应被注入`: `orbit/guard` is left out for never-matchable, it has no key or alias and is not constant; expected `no-match`',
      '11:14 retrieval.invalid-scenario Scenario `角色名拼错`: character `negativ` does not exist (did you mean `negative`?), expected the id of a character',
    ]);
  });
});
