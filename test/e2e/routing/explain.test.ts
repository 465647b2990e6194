import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../../src/cli/main.js';
import type { CliIo } from '../../../src/cli/io.js';

function fakeIo(cwd = process.cwd()) {
  const out = { stdout: '', stderr: '' };
  const io: CliIo = { cwd, env: {}, stdout: (t) => void (out.stdout += t), stderr: (t) => void (out.stderr += t) };
  return { io, out };
}

const explain = async (...args: string[]) => {
  const { io, out } = fakeIo();
  const code = await main(
    ['explain', '--routing', 'examples/routing.yaml', '--config', 'examples/rp-assets.config.yaml', ...args],
    io,
  );
  return { code, ...out };
};

describe('rp-assets explain', () => {
  it('prints the Explanation as JSON', async () => {
    const r = await explain(
      '--input',
      JSON.stringify({ platform: 'onebot', selfId: 'bot', guildId: '10001', userId: 'u1' }),
    );
    expect(r.code).toBe(0);
    const e = JSON.parse(r.stdout);
    expect(Object.keys(e).sort()).toEqual([
      'decidedBy',
      'diagnostics',
      'matched',
      'revision',
      'ruleIds',
      'sources',
      'suppressed',
      'values',
    ]);
    expect(e.ruleIds).toEqual(['global', 'guild-tech-support']);
    expect(e.decidedBy['chat.preset']).toBe('guild-tech-support');
    expect(e.values['chat.tools']).toEqual({ mode: 'code', tools: { allow: ['bash', 'filesystem'], deny: [] } });
    expect(e.sources['chat.model.model']).toBe('global');
  });

  it('reads @file input and prints a text table aligned for CJK', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'rp-explain-'));
    try {
      await writeFile(
        join(dir, 'in.json'),
        JSON.stringify({ platform: 'onebot', guildId: '20002', content: '#深度研讨 量子' }),
      );
      const r = await explain('--input', `@${join(dir, 'in.json')}`, '--format', 'text', '--locale', 'zh-CN');
      expect(r.code).toBe(0);
      expect(r.stdout).toContain('命中规则: global (0) → guild-personal-chat (1) → regex-deep-research (1)');
      const rows = r.stdout.split('\n').filter((l) => /^(命名空间|chat\.reasoning|render) /.test(l));
      expect(rows).toHaveLength(3);
      const valueColumn = (l: string) => {
        let w = 0;
        const cut = l.search(/\s\s[{[-]/);
        for (const ch of l.slice(0, cut)) w += /[\u3000-\u9fff]/.test(ch) ? 2 : 1;
        return w;
      };
      expect(new Set(rows.slice(1).map(valueColumn)).size).toBe(1);
      expect(r.stdout).toMatch(/chat\.reasoning\s+regex-deep-research\s+\{"effort":"high"\}/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('shows suppressed writes', async () => {
    const { io, out } = fakeIo();
    const code = await main(
      [
        'explain',
        '--routing',
        'test/fixtures/routing/not-ok-lint/routing.yaml',
        '--input',
        '{"guildId":"30003"}',
        '--format',
        'text',
        '--locale',
        'en',
      ],
      io,
    );
    expect(code).toBe(1); // the file has errors (duplicate global); readable rules are still explained
    expect(out.stdout).toMatch(
      /Suppressed writes:\n\s+chat\.model\.model\s+override-model\s+"anthropic:claude-3-5-sonnet"/,
    );
    expect(out.stderr).toContain('routing.duplicate-rule-id');
  });

  it('exits 2 with the JSON error position for malformed input', async () => {
    const r = await explain('--input', '{"guildId": 10001,\n "isDirect": tru}');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/at line 2, column \d+/);
    const bad = await explain('--input', '{"guildId": 10001}');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('`guildId` must be a string');
    const unknown = await explain('--input', '{"guild": "1"}');
    expect(unknown.stderr).toContain('unknown input field `guild`');
  });

  it('exits 2 without input or routing file', async () => {
    expect((await explain()).code).toBe(2);
    const { io, out } = fakeIo();
    expect(await main(['explain', '--routing', 'nope.yaml', '--input', '{}'], io)).toBe(2);
    expect(out.stderr).toContain('nope.yaml');
  });
});
