import { describe, expect, it } from 'vitest';
import { fitComment } from '../../../src/action/behaviour-comment.js';
import { parseProbes } from '../../../src/diff/probes.js';

describe('parseProbes (rp-assets diff --probe)', () => {
  it('takes a list of inputs or of { name, input }, or `probes:`, in YAML or JSON', () => {
    const r = parseProbes("- { guildId: '1' }\n- name: dm\n  input: { isDirect: true, userId: '9' }\n");
    expect(r).toEqual({
      ok: true,
      probes: [
        { name: '#1', input: { guildId: '1' } },
        { name: 'dm', input: { isDirect: true, userId: '9' } },
      ],
    });
    const j = parseProbes('{"probes": [{"platform": "onebot"}]}');
    expect(j.ok && j.probes).toEqual([{ name: '#1', input: { platform: 'onebot' } }]);
  });

  it('names the line of a bad input, of broken YAML, and refuses what is not a list', () => {
    expect(parseProbes("- { guildId: '1' }\n- { guildId: 1 }\n")).toEqual({
      ok: false,
      problem: { line: 2, message: '`guildId` must be a string, got 1' },
    });
    const broken = parseProbes('- [a\n- b: c\n');
    expect(broken.ok).toBe(false);
    expect(!broken.ok && broken.problem.line).toBeGreaterThanOrEqual(1);
    expect(parseProbes('guildId: 1\n')).toMatchObject({ ok: false, problem: { line: 1 } });
    expect(parseProbes("- { nope: '1' }\n")).toMatchObject({ ok: false, problem: { line: 1 } });
  });

  it('reads through the YAML layer: aliases within its budget, an unresolved one is an error at its line', () => {
    const shared = parseProbes("- &g { guildId: '1' }\n- name: again\n  input: *g\n");
    expect(shared.ok && shared.probes.map((p) => p.input)).toEqual([{ guildId: '1' }, { guildId: '1' }]);
    expect(parseProbes("- { guildId: '1' }\n- *nope\n")).toMatchObject({ ok: false, problem: { line: 2 } });
    const levels = ['a: &a [x, x, x, x, x, x, x, x, x, x]'];
    for (let i = 1; i < 9; i++)
      levels.push(
        `${String.fromCharCode(97 + i)}: &${String.fromCharCode(97 + i)} [${Array(10)
          .fill(`*${String.fromCharCode(96 + i)}`)
          .join(', ')}]`,
      );
    // a billion laughs under a key, and a probe whose input is the last level
    const bomb = parseProbes(
      `${levels.map((l) => `x${l}`).join('\n')}\nprobes:\n  - { guildId: '1' }\n  - name: b\n    input: *i\n`,
    );
    expect(bomb).toMatchObject({ ok: false, problem: { message: expect.stringContaining('too large') } });
  });
});

describe('fitComment', () => {
  it('keeps a short body, and cuts a long one at a line with the note after it', () => {
    expect(fitComment('a\nb\n', 100, 'cut')).toBe('a\nb\n');
    const long = Array.from({ length: 100 }, (_, i) => `line ${i}`).join('\n');
    const cut = fitComment(long, 60, '… cut');
    expect(cut.length).toBeLessThanOrEqual(60);
    expect(cut.endsWith('\n\n… cut\n')).toBe(true);
    expect(
      cut
        .split('\n\n')[0]!
        .split('\n')
        .every((l) => /^line \d+$/.test(l)),
    ).toBe(true);
  });
});
