import { describe, expect, it } from 'vitest';
import stringWidth from 'string-width';
import { fitWidth, liveText } from '../../../src/cli/progress/live-line.js';
import type { PhaseRecord } from '../../../src/node/progress/tracker.js';

const phase = (over: Partial<PhaseRecord>): PhaseRecord => ({
  id: 'assets',
  unit: 'files',
  done: 0,
  total: null,
  startedAt: 0,
  firstDoneAt: null,
  endedAt: null,
  peakRss: 0,
  recent: null,
  ...over,
});

describe('the live line’s text', () => {
  it('shows every running phase, the newest first', () => {
    const bundle = phase({ id: 'bundle', unit: 'steps' });
    const search = phase({ id: 'search-index', startedAt: 3000 });
    expect(liveText([bundle, search], 7100, 'en', 120)).toBe(
      'writing the search index · 4.1 s | bundling the site · 7.1 s',
    );
  });

  it('fits the terminal, wide characters counting two cells', () => {
    const pages = phase({ id: 'pages', unit: 'pages', done: 4353, total: 21176, firstDoneAt: 0 });
    const zh = liveText([pages], 21_000, 'zh-CN', 40);
    expect(stringWidth(zh)).toBeLessThanOrEqual(37);
    expect(zh.startsWith('渲染页面 4,353/21,176')).toBe(true);
    expect(zh.endsWith('…')).toBe(true);
    expect(fitWidth('短', 10)).toBe('短');
    expect(fitWidth('读取资产读取资产', 7)).toBe('读取资…');
  });
});
