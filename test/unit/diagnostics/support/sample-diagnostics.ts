/** Diagnostics of the test codes at realistic places (CJK file names, multi-line fix). */
import type { Diagnostic } from '../../../../src/diagnostics/define.js';
import { fileOnly, report } from '../../../../src/diagnostics/report.js';
import { bigEntry, overridden, unresolvedWorld } from './test-registry.js';

export function sampleDiagnostics(): Diagnostic[] {
  return [
    report(
      unresolvedWorld,
      { file: 'roleplay/characters/alice/CHARACTER.md', line: 5, column: 5, endLine: 5, endColumn: 11 },
      { character: 'alice', ref: 'astara' },
      {
        related: [
          {
            file: 'roleplay/worlds/astra/WORLD.md',
            line: 2,
            message: { en: 'closest world', 'zh-CN': '最接近的世界' },
          },
        ],
        suggestion: 'astra',
        key: 'alice/astara',
      },
    ),
    report(
      bigEntry,
      { file: 'roleplay/worlds/astra/entries/守卫 长文.md', line: 1, column: 1, endLine: 40, endColumn: 3 },
      { id: '守卫' },
    ),
    report(overridden, fileOnly('roleplay/characters/alice/CHARACTER.md'), { id: 'alice' }),
  ];
}
