import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TOOL_VERSION, docsUrl } from '../../../src/report/format/tool.js';

describe('tool identity', () => {
  it('reports the package version', () => {
    const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'));
    expect(TOOL_VERSION).toBe(pkg.version);
  });

  it('is the one version the CLI prints (`rp-assets --version`)', async () => {
    const { main } = await import('../../../src/cli/main.js');
    let out = '';
    const code = await main(['--version'], { cwd: '.', env: {}, stdout: (s) => void (out += s), stderr: () => {} });
    expect([code, out]).toEqual([0, `${TOOL_VERSION}\n`]);
  });

  it('links a code to its docs page', () => {
    expect(docsUrl('entry.never-matchable')).toMatch(/\/blob\/main\/docs\/codes\/entry\/never-matchable\.md$/);
  });
});
