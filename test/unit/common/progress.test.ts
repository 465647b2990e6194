import { describe, expect, it } from 'vitest';
import { NO_PROGRESS, withPhase } from '../../../src/common/progress.js';
import type { Progress } from '../../../src/common/progress.js';

function recorder(): { progress: Progress; events: string[] } {
  const events: string[] = [];
  const progress: Progress = {
    start(phase, unit, total = null) {
      events.push(`start ${phase} ${unit} ${total}`);
      return {
        advance: (n = 1) => events.push(`advance ${phase} ${n}`),
        setTotal: (t) => events.push(`total ${phase} ${t}`),
        end: () => events.push(`end ${phase}`),
      };
    },
  };
  return { progress, events };
}

describe('withPhase', () => {
  it('starts, counts and ends one phase around the work', async () => {
    const { progress, events } = recorder();
    const out = await withPhase(progress, 'import', 'entries', 2, async (p) => {
      p.advance();
      p.advance(1);
      return 'done';
    });
    expect(out).toBe('done');
    expect(events).toEqual(['start import entries 2', 'advance import 1', 'advance import 1', 'end import']);
  });

  it('ends the phase when the work throws', async () => {
    const { progress, events } = recorder();
    await expect(
      withPhase(progress, 'import', 'entries', null, () => Promise.reject(new Error('boom'))),
    ).rejects.toThrow('boom');
    expect(events).toEqual(['start import entries null', 'end import']);
  });

  it('NO_PROGRESS takes every call and does nothing', async () => {
    const phase = NO_PROGRESS.start('x', 'files', 3);
    phase.advance();
    phase.setTotal(4);
    phase.end();
    phase.end();
    expect(await withPhase(NO_PROGRESS, 'x', 'files', null, async () => 1)).toBe(1);
  });
});
