import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../../../../src/config/index.js';
import { nodeFileSystem } from '../../../../src/node/node-fs.js';
import { codes as lintCodes } from '../../../../src/diagnostics/codes/routing/lint/index.js';
import { codes as scenarioCodes } from '../../../../src/diagnostics/codes/routing/scenario/index.js';
import { validateRoutingFile } from '../../../../src/routing/validate-file.js';

/** File-level codes that cannot share a file with the others; fixtures under test/fixtures/routing show them. */
const WHOLE_FILE = [
  'routing.file-unreadable',
  'routing.invalid-file-shape',
  'routing.missing-global',
  'routing.yaml-too-large',
  // raised by validate when scenario files are found but no routing file is configured at all
  'routing.tests-not-run',
  // needs 20,000,000 characters of regex searches (test/faults/repository-work-is-bounded-per-run.test.ts)
  'routing.regex-budget-spent',
];

describe('examples/broken', () => {
  it('shows every routing lint and scenario code', async () => {
    const v = await validateRoutingFile('examples/broken/routing.yaml', nodeFileSystem(), DEFAULT_CONFIG);
    const found = new Set(v.diagnostics.map((d) => d.code));
    const wanted = [...lintCodes, ...scenarioCodes].map((c) => c.code).filter((c) => !WHOLE_FILE.includes(c));
    expect(wanted.filter((c) => !found.has(c))).toEqual([]);
    expect(v.scenarios.map((s) => [s.name, s.passed])).toEqual([['技术群应使用代码助手', false]]);
    const failed = v.diagnostics.filter((d) => d.code === 'routing.scenario-failed');
    expect(failed.map((d) => [d.file, d.line])).toEqual([
      ['examples/broken/routing.tests.yaml', 6],
      ['examples/broken/routing.tests.yaml', 7],
    ]);
    expect(failed[0]?.data).toMatchObject({
      expected: '"anthropic:claude-3-5-sonnet"',
      actual: '"openai:gpt-4o-mini"',
      decidedBy: 'global',
    });
  });
});
