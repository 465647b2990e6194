/**
 * Issue 35, point 4: in the Action each phase is a collapsible log group holding its lines and
 * its duration (one group open at a time: a phase starting inside another logs in that group),
 * and the job summary's footer gives each phase's count and time.
 */
import { describe, expect, it } from 'vitest';
import { actionProgress } from '../../../src/action/progress.js';
import { buildSummary, cell } from '../../../src/action/summary.js';
import { NO_SCENARIOS } from '../../../src/validate/summarize.js';

function fakeLog() {
  const lines: string[] = [];
  return {
    lines,
    log: {
      startGroup: (t: string) => lines.push(`::group::${t}`),
      endGroup: () => lines.push('::endgroup::'),
      info: (l: string) => lines.push(l),
    },
  };
}

describe('the Action shows phases as groups', () => {
  it('one group per phase, a phase inside another logs in its group, durations at the end', () => {
    const { lines, log } = fakeLog();
    const shown = actionProgress('en', log);
    const assets = shown.progress.start('assets', 'files', 3);
    const routing = shown.progress.start('routing', 'files', 1);
    routing.advance();
    routing.end();
    assets.advance(3);
    assets.end();
    const base = shown.progress.start('base:assets', 'files', 2);
    base.advance(2);
    base.end();
    shown.close();
    expect(lines.map((l) => l.replace(/\d+\.\d s/, 'T'))).toEqual([
      '::group::rp-assets: reading assets',
      'rp-assets: reading assets…',
      'rp-assets: checking routing…',
      'rp-assets: checking routing: 1 file in T',
      'rp-assets: reading assets: 3 files in T',
      '::endgroup::',
      '::group::rp-assets: base: reading assets',
      'rp-assets: base: reading assets…',
      'rp-assets: base: reading assets: 2 files in T',
      '::endgroup::',
    ]);
    expect(shown.footer().replace(/\d+\.\d s/g, 'T')).toBe(
      'Time per phase: reading assets: 3 files in T · checking routing: 1 file in T · base: reading assets: 2 files in T',
    );
  });

  it('closes a group a failed run left open', () => {
    const { lines, log } = fakeLog();
    const shown = actionProgress('zh-CN', log);
    shown.progress.start('assets', 'files', null);
    shown.close();
    expect(lines).toEqual(['::group::rp-assets: 读取资产', 'rp-assets: 读取资产…', '::endgroup::']);
    expect(shown.footer()).toBe('');
  });

  it('the footer is the summary’s last line, small and inert', () => {
    const footer = 'Time per phase: reading assets: 3 files in 0.1 s';
    const md = buildSummary({
      locale: 'en',
      findings: [],
      scenarios: NO_SCENARIOS,
      failed: false,
      failOn: 'error',
      mode: 'nofilter',
      askedMode: 'nofilter',
      annotated: 0,
      omitted: 0,
      annotatedWhere: 'workflow commands',
      notes: [],
      assets: { roots: [], characters: [], worlds: [], entries: [], overrides: [], diagnostics: [] },
      toRepo: (f) => f,
      blobBase: null,
      footer,
    });
    expect(md.endsWith(`\n\n<sub>${cell(footer)}</sub>\n`)).toBe(true);
    expect(md).toContain('<sub>Time per phase');
  });
});
