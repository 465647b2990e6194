import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../../../../src/config/index.js';
import { memoryFileSystem } from '../../../../src/common/memory-fs.js';
import { validateRoutingFile } from '../../../../src/routing/validate-file.js';
import { checkRegex } from '../../../../src/routing/lint/regex-safety.js';

const run = (text: string | Uint8Array) =>
  validateRoutingFile('r.yaml', memoryFileSystem({ 'r.yaml': text }), DEFAULT_CONFIG);

describe('hostile routing files never crash or hang', () => {
  it('an alias bomb stops at the node budget', async () => {
    const lines = ['a0: &a0 [x, x, x, x, x, x, x, x, x, x]'];
    for (let i = 1; i < 12; i++)
      lines.push(
        `a${i}: &a${i} [${Array(10)
          .fill(`*a${i - 1}`)
          .join(', ')}]`,
      );
    lines.push("rules:\n  - id: global\n    filter: { kind: 'true' }\n    values:\n      censor: { blockWords: *a11 }");
    const v = await run(lines.join('\n') + '\n');
    // one diagnostic, at the alias in the rule (`*a11`) whose expansion went past the budget
    expect(v.diagnostics.map((d) => `${d.line}:${d.column} ${d.code}`)).toEqual(['17:29 routing.yaml-too-large']);
    expect(v.rules).toEqual([]);
  });

  it('deep nesting is a diagnostic, not a stack overflow', async () => {
    const depth = 5000;
    const filter = '{kind: not, operand: '.repeat(depth) + "{kind: 'true'}" + '}'.repeat(depth);
    const v = await run(`- id: global\n  filter: { kind: 'true' }\n- id: deep\n  filter: ${filter}\n`);
    // The walk stops at 200 levels. Whether the parser also gives up deep inside first (a syntax
    // error there) depends on the stack the engine has left at that moment (compiled frames are
    // smaller), so the syntax error may or may not come before it.
    const codes = v.diagnostics.map((d) => d.code);
    expect(codes.filter((c) => c !== 'routing.yaml-syntax')).toEqual(['routing.yaml-too-large']);
    expect(v.diagnostics.find((d) => d.code === 'routing.yaml-too-large')?.data).toEqual({
      reason: 'depth',
      limit: 200,
    });
    expect(v.rules).toEqual([]);
  });

  it('nesting beyond what the parser can recurse is a syntax diagnostic', async () => {
    const depth = 200_000;
    const v = await run('- ' + '['.repeat(depth) + ']'.repeat(depth) + '\n');
    expect(v.diagnostics.map((d) => d.code)).toContain('routing.yaml-syntax');
  });

  it('a long regex is analysed quickly', () => {
    const pattern = '(' + 'a|'.repeat(2000) + 'b)*c';
    const t = Date.now();
    const r = checkRegex(pattern);
    expect(r.compiles).toBe(true);
    expect(Date.now() - t).toBeLessThan(5000);
  });

  it('binary garbage is refused as not UTF-8', async () => {
    const v = await run(new Uint8Array([0xff, 0xfe, 0x00, 0x41, 0xc3]));
    expect(v.diagnostics.map((d) => d.code)).toEqual(['routing.file-unreadable']);
  });

  it('many rules load and lint', async () => {
    const rules = ["- id: global\n  filter: { kind: 'true' }"];
    for (let i = 0; i < 500; i++)
      rules.push(
        `- id: r${i}\n  filter: { kind: scope, field: guild, values: ['${i}'] }\n  values: { chat.preset: { preset: p${i} } }`,
      );
    const v = await run(rules.join('\n') + '\n');
    expect(v.rules).toHaveLength(501);
    expect(v.diagnostics).toEqual([]);
  });
});
