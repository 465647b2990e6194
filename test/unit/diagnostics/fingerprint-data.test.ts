/**
 * Issue 14, point 3: fingerprints from data, not prose. Rewording every message (the renderer
 * replaced by one that says something else) changes no fingerprint; neither does moving a finding's
 * line. The diagnostics are the real ones of examples/broken (every asset and routing code).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Diagnostic } from '../../../src/diagnostics/define.js';

async function brokenDiagnostics(): Promise<readonly Diagnostic[]> {
  const { validate } = await import('../../../src/validate/index.js');
  const { nodeFileSystem } = await import('../../../src/node/node-fs.js');
  const report = await validate(
    {
      roots: ['examples/global', 'examples/broken', 'examples/broken/missing-root'],
      routing: 'examples/broken/routing.yaml',
    },
    nodeFileSystem(),
  );
  return report.diagnostics;
}

afterEach(() => {
  vi.doUnmock('../../../src/diagnostics/render.js');
  vi.resetModules();
});

describe('fingerprints', () => {
  it('do not change when every message is reworded', async () => {
    const diagnostics = await brokenDiagnostics();
    expect(diagnostics.length).toBeGreaterThan(20);
    const { fingerprint } = await import('../../../src/diagnostics/fingerprint.js');
    const before = diagnostics.map(fingerprint);
    vi.resetModules();
    vi.doMock('../../../src/diagnostics/render.js', () => ({
      renderDiagnostic: () => ({ title: 'reworded', message: `reworded ${Math.random()}`, consequence: '', fix: '' }),
    }));
    const reworded = await import('../../../src/diagnostics/fingerprint.js');
    expect(diagnostics.map(reworded.fingerprint)).toEqual(before);
  });

  it('do not change when a finding moves to another line', async () => {
    const diagnostics = await brokenDiagnostics();
    const { fingerprint } = await import('../../../src/diagnostics/fingerprint.js');
    for (const d of diagnostics.filter((x) => x.line !== null)) {
      const moved: Diagnostic = {
        ...d,
        line: (d.line as number) + 7,
        endLine: d.endLine === null ? null : d.endLine + 7,
        data: 'line' in d.data && typeof d.data['line'] === 'number' ? { ...d.data, line: d.data['line'] + 7 } : d.data,
      };
      expect(fingerprint(moved), d.code).toBe(fingerprint(d));
    }
  });

  it('still tell different findings apart', async () => {
    const diagnostics = await brokenDiagnostics();
    const { fingerprint } = await import('../../../src/diagnostics/fingerprint.js');
    const fps = new Set(diagnostics.map(fingerprint));
    // a few findings share code, file and subject on purpose (one problem reported at two places)
    expect(fps.size).toBeGreaterThan(diagnostics.length * 0.9);
  });
});
