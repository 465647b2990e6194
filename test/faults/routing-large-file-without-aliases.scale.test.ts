/**
 * Issue 29, point 6: the alias budget ("more than 200000 YAML values from aliases") refused a
 * plain 24,000-rule routing file that has no alias at all, because every node of the file counted
 * toward it. Now only the nodes an alias expansion yields count; a file is bounded by its size
 * limit already. An alias bomb is still refused (fixtures not-ok-alias-bomb).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, migrate, withFile } from './migrate-harness.js';
import { plainLegacyRules } from './support/plain-rules.js';

const dirs: string[] = [];
afterEach(() => cleanup(dirs));

describe('a 24,000-rule routing file without aliases', () => {
  it('is migrated, not refused for aliases', async () => {
    const dir = await withFile(dirs, plainLegacyRules(24_000));
    const r = await migrate(dir, ['routing.yaml']);
    expect(r.stderr).not.toMatch(/alias/);
    expect(r.code, r.stderr).toBe(0);
    const text = await readFile(join(dir, 'routing.yaml'), 'utf8');
    expect(text).not.toContain('legacyWrap');
    expect(text.match(/^ {2}revision: 2$/gm)).toHaveLength(23_999);
  }, 180_000);
});
