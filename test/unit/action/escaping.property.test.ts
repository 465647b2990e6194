import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { annotationsFor } from '../../../src/action/annotations.js';
import { classify } from '../../../src/action/findings.js';
import { pathMap } from '../../../src/action/paths.js';
import { selectAnnotations } from '../../../src/action/rank.js';
import { visible } from '../../../src/common/visible.js';
import { diag, printed } from './helpers.js';

function unescape(s: string): string {
  return s.replace(
    /%(25|0D|0A|3A|2C)/g,
    (_, c: string) => ({ '25': '%', '0D': '\r', '0A': '\n', '3A': ':', '2C': ',' })[c] as string,
  );
}

const text = fc.string({
  unit: fc.constantFrom('a', ' ', '%', ':', ',', '\n', '\r', '角', '色', '=', '2', '5', 'A'),
  minLength: 1,
  maxLength: 30,
});
const segment = fc
  .string({ unit: fc.constantFrom('a', ' ', '%', ':', ',', '角', '色', '=', '-'), minLength: 1, maxLength: 12 })
  .filter((s) => s.trim() === s && s !== '.' && s !== '..');

describe('workflow command escaping (property)', () => {
  it('one line per annotation; the file and the message survive escaping exactly', () => {
    fc.assert(
      fc.property(text, fc.array(segment, { minLength: 1, maxLength: 3 }), (ref, dirs) => {
        const file = `${dirs.join('/')}/CHARACTER.md`;
        const [f] = classify([diag({ file, data: { ref, suggestion: null } })], pathMap('/ws', '.'), {
          mode: 'nofilter',
          diff: null,
          baseline: null,
        });
        const line = printed(
          annotationsFor(selectAnnotations([f!], { annotate: 'hint', maxAnnotations: 30, metaNotices: 0 }), 'en'),
        )[0] as string;
        expect(line.includes('\n') || line.includes('\r')).toBe(false);
        const m = /^::error (.*?)::(.*)$/.exec(line);
        expect(m).not.toBeNull();
        const props = Object.fromEntries(
          (m![1] as string).split(',').map((p) => [p.slice(0, p.indexOf('=')), unescape(p.slice(p.indexOf('=') + 1))]),
        );
        expect(props['file']).toBe(file);
        // control characters (a lone \r here) are shown as escapes, line breaks stay (issue 42 C1)
        expect(unescape(m![2] as string)).toContain(`Found world \`${visible(ref)}\` in \`worlds\``);
      }),
      { numRuns: 300 },
    );
  });
});
