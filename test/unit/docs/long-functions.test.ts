/** scripts/long-functions.ts counts a function from its first line to its last and names it. */
import { describe, expect, it } from 'vitest';
import { longFunctionsOf } from '../../../scripts/long-functions.js';

const body = (n: number): string => Array.from({ length: n }, (_, i) => `  const v${i} = ${i};`).join('\n');

describe('long-functions', () => {
  it('reports functions over the limit, by name and first line, nested ones too', () => {
    const text = [
      '// header',
      `export function long(): void {\n${body(59)}\n}`, // 61 lines
      `export function atLimit(): void {\n${body(58)}\n}`, // 60 lines
      `const arrow = (): void => {\n${body(59)}\n};`,
      `class K {\n  method(): void {\n${body(59)}\n  }\n}`,
    ].join('\n');
    const found = longFunctionsOf('x.ts', text, 60).map((f) => `${f.name}@${f.line}:${f.lines}`);
    expect(found).toEqual(['long@2:61', 'arrow@123:61', 'method@185:61']);
  });
});
