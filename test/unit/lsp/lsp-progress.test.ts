/**
 * The core's progress shown as LSP work-done reports: a report when a phase starts, while it
 * advances (at most every refresh interval, on the injected clock) and when it ends, with the CLI's
 * words and counts; the percentage follows the first phase and never goes down when its total grows.
 */
import type { WorkDoneProgressReporter } from 'vscode-languageserver';
import { describe, expect, it } from 'vitest';
import { workDoneProgress } from '../../../src/lsp/lsp-progress.js';

function recorder(): { reporter: WorkDoneProgressReporter; reports: [number | undefined, string | undefined][] } {
  const reports: [number | undefined, string | undefined][] = [];
  const reporter: WorkDoneProgressReporter = {
    begin: () => {},
    report: (a: number | string, b?: string) => {
      reports.push(typeof a === 'number' ? [a, b] : [undefined, a]);
    },
    done: () => {},
  };
  return { reporter, reports };
}

describe('workDoneProgress', () => {
  it('reports each phase with its counts and a percentage that never goes down', () => {
    const { reporter, reports } = recorder();
    let now = 0;
    const progress = workDoneProgress(reporter, 'en', { now: () => now, refreshMs: 100 });
    const assets = progress.start('assets', 'files', null);
    assets.setTotal(10);
    for (let i = 0; i < 8; i++) assets.advance();
    now = 1000;
    for (let i = 0; i < 16; i++) assets.advance(0);
    assets.setTotal(100);
    now = 2000;
    for (let i = 0; i < 16; i++) assets.advance(0);
    assets.end();
    const routing = progress.start('routing', 'files', 1);
    routing.advance();
    routing.end();
    expect(reports).toEqual([
      [0, 'reading assets'],
      [80, 'reading assets 8/10 files'],
      // the total grew to 100: 8 % would go backwards, so the share stays
      [80, 'reading assets 8/100 files'],
      [80, 'reading assets 8/100 files'],
      [80, 'checking routing 0/1 file'],
      [80, 'checking routing 1/1 file'],
    ]);
  });

  it('speaks the client language', () => {
    const { reporter, reports } = recorder();
    const phase = workDoneProgress(reporter, 'zh-CN').start('assets', 'files', 2);
    phase.advance(2);
    phase.end();
    expect(reports.map((r) => r[1])).toEqual(['读取资产 0/2 个文件', '读取资产 2/2 个文件']);
  });
});
