import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { outputBlock, runnerSink } from '../../../src/action/file-commands.js';
import { logGroup, runAnnotation } from '../../../src/action/workflow-commands.js';

describe('file commands', () => {
  it('writes outputs as heredoc blocks, byte for byte', () => {
    expect(outputBlock('errors', '2', 'ghadelimiter_x')).toBe('errors<<ghadelimiter_x\n2\nghadelimiter_x\n');
    expect(() => outputBlock('a', 'has ghadelimiter_x inside', 'ghadelimiter_x')).toThrow(/delimiter/);
  });

  it('appends outputs and the summary to the files the runner names', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rp-sink-'));
    const env = { GITHUB_OUTPUT: join(dir, 'out'), GITHUB_STEP_SUMMARY: join(dir, 'sum') };
    const sink = runnerSink(env, () => undefined);
    sink.setOutput('report-file', '/tmp/角色 报告.json');
    sink.setOutput('total', 3);
    sink.appendSummary('## 摘要\n');
    const out = readFileSync(env.GITHUB_OUTPUT, 'utf8');
    expect(out).toMatch(
      /^report-file<<(ghadelimiter_[0-9a-f-]{36})\n\/tmp\/角色 报告\.json\n\1\ntotal<<(ghadelimiter_[0-9a-f-]{36})\n3\n\2\n$/,
    );
    expect(readFileSync(env.GITHUB_STEP_SUMMARY, 'utf8')).toBe('## 摘要\n');
  });

  it('run-level notices and log groups escape their text', () => {
    expect(runAnnotation('notice', 'rp-assets: x,y', '50% done\nnext')).toBe(
      '::notice title=rp-assets%3A x%2Cy::50%25 done%0Anext',
    );
    expect(logGroup('a\nb', 'line\n', 'T0KEN')).toBe(
      '::group::a%0Ab\n::stop-commands::T0KEN\nline\n::T0KEN::\n::endgroup::',
    );
    // a fresh unguessable token on every call
    expect(logGroup('t', 'x')).not.toBe(logGroup('t', 'x'));
  });
});
