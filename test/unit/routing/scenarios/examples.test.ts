import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../../src/config/index.js';
import { nodeFileSystem } from '../../../../src/node/node-fs.js';
import { validateRoutingFile } from '../../../../src/routing/validate-file.js';

describe('the bundled example', () => {
  it('is clean and every scenario passes', async () => {
    const fs = nodeFileSystem();
    const { config, diagnostics: configDiagnostics } = await loadConfig('examples/rp-assets.config.yaml', fs);
    expect(configDiagnostics).toEqual([]);
    const v = await validateRoutingFile('examples/routing.yaml', fs, config);
    expect(v.diagnostics).toEqual([]);
    expect(v.rules.map((r) => r.id)).toEqual([
      'global',
      'guild-tech-support',
      'guild-personal-chat',
      'group-at-me-quote',
      'vip-direct-user',
      'regex-deep-research',
    ]);
    expect(v.scenarioFile).toBe('examples/routing.tests.yaml');
    expect(v.scenarios.length).toBeGreaterThanOrEqual(4);
    expect(v.scenarios.filter((s) => !s.passed)).toEqual([]);
  });
});
