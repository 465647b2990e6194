import { describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';

import { join } from 'node:path';
import * as core from '@actions/core';
import { logGroup, plainLine, runAnnotation } from '../../../src/action/workflow-commands.js';
import { printed, stdoutOf } from './helpers.js';
import { tempDir } from '../../support/temp-dirs.js';

describe('what the Action prints, through @actions/core', () => {
  it('run-level notices escape their title and message', () => {
    expect(printed([runAnnotation('notice', 'rp-assets: x,y', '50% done\nnext')])).toEqual([
      '::notice title=rp-assets%3A x%2Cy::50%25 done%0Anext',
    ]);
  });

  it('a log group pauses command processing around its body, with a fresh token each time', () => {
    expect(stdoutOf(() => logGroup('a\nb', 'line\n::error::x\n', 'T0KEN'))).toBe(
      '::group::a%0Ab\n::stop-commands::T0KEN\nline\n::error::x\n::T0KEN::\n::endgroup::\n',
    );
    const tokens = [stdoutOf(() => logGroup('t', 'x')), stdoutOf(() => logGroup('t', 'x'))].map(
      (s) => /::stop-commands::([0-9a-f]{32})\n/.exec(s)?.[1],
    );
    expect(tokens[0]).toBeDefined();
    expect(tokens[0]).not.toBe(tokens[1]);
  });

  it('plain lines keep asset text on one line', () => {
    expect(stdoutOf(() => plainLine('a\n::error::b'))).toBe('rp-assets: a\\n::error::b\n');
  });

  it('outputs go to $GITHUB_OUTPUT as heredoc blocks, byte for byte', () => {
    const dir = tempDir('rp-out-');
    const file = join(dir, 'out');
    writeFileSync(file, '');
    const saved = process.env['GITHUB_OUTPUT'];
    process.env['GITHUB_OUTPUT'] = file;
    try {
      core.setOutput('report-file', '/tmp/角色 报告.json');
      core.setOutput('total', 3);
    } finally {
      if (saved === undefined) delete process.env['GITHUB_OUTPUT'];
      else process.env['GITHUB_OUTPUT'] = saved;
    }
    expect(readFileSync(file, 'utf8')).toMatch(
      /^report-file<<(ghadelimiter_[0-9a-f-]{36})\n\/tmp\/角色 报告\.json\n\1\ntotal<<(ghadelimiter_[0-9a-f-]{36})\n3\n\2\n$/,
    );
  });
});
