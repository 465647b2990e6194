/** The routing check is reused while none of the files it read changed, and run again once one did. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../../../src/config/default-config.js';
import { cachedFileSystem } from '../../../src/common/cached-fs.js';
import type { FileSystem } from '../../../src/common/fs.js';
import { memoryFileSystem } from '../../../src/common/memory-fs.js';
import { reusedRoutingCheck } from '../../../src/lsp/reuse-check.js';

describe('reusedRoutingCheck', () => {
  it('gives the same result while the routing file is unchanged, a new one after it changed', async () => {
    const files: Record<string, string> = {
      '/r/routing.yaml': "- id: global\n  filter: { kind: 'true' }\n",
      '/r/other.md': 'x',
    };
    const disk: FileSystem = {
      readdir: (p) => memoryFileSystem(files).readdir(p),
      stat: (p) => memoryFileSystem(files).stat(p),
      realpath: (p) => memoryFileSystem(files).realpath(p),
      readFile: (p, m) => memoryFileSystem(files).readFile(p, m),
    };
    const fs = cachedFileSystem(disk);
    const check = reusedRoutingCheck();
    const first = await check('/r/routing.yaml', fs, DEFAULT_CONFIG);
    expect(first.rules.map((r) => r.id)).toEqual(['global']);
    files['/r/other.md'] = 'y';
    fs.invalidate('/r/other.md');
    expect(await check('/r/routing.yaml', fs, DEFAULT_CONFIG)).toBe(first);
    files['/r/routing.yaml'] += "- id: b\n  filter: { kind: 'privat' }\n";
    fs.invalidate('/r/routing.yaml');
    const again = await check('/r/routing.yaml', fs, DEFAULT_CONFIG);
    expect(again).not.toBe(first);
    expect(again.diagnostics.map((d) => d.code)).toContain('routing.unknown-predicate');
  });
});
