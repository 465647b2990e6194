/** SARIF rule names over the real registry (sarif.test.ts mocks it). Issue 14, point 7. */
import { describe, expect, it } from 'vitest';
import { registry } from '../../../src/diagnostics/registry.js';
import { ruleName } from '../../../src/report/format/sarif.js';

describe('sarif rule names', () => {
  it('every registered code has a readable PascalCase name, distinct from its id and unique', () => {
    const names = new Map<string, string>();
    for (const code of registry.keys()) {
      const name = ruleName(code);
      expect(name).toMatch(/^[A-Z][A-Za-z0-9]*$/);
      expect(name).not.toBe(code);
      expect(names.get(name), `${code} and ${names.get(name)} share ${name}`).toBeUndefined();
      names.set(name, code);
    }
    expect(ruleName('asset.root-missing')).toBe('AssetRootMissing');
  });
});
