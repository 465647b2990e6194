import { describe, expect, it, vi } from 'vitest';
import { memoryFileSystem } from '../../../src/common/memory-fs.js';
import type { CliIo } from '../../../src/cli/io.js';
import type * as ValidateModule from '../../../src/validate/validate.js';

const boom = vi.hoisted(() => ({ on: false }));
vi.mock('../../../src/validate/validate.js', async (importOriginal) => {
  const real = await importOriginal<typeof ValidateModule>();
  return {
    ...real,
    validate: (...args: Parameters<typeof real.validate>) => {
      if (boom.on) throw new TypeError('loader bug');
      return real.validate(...args);
    },
  };
});

const { runValidate } = await import('../../../src/cli/commands/validate.js');

function capture(): CliIo & { out: string; err: string } {
  const io = {
    cwd: '/repo',
    env: {},
    out: '',
    err: '',
    stdout: (s: string) => void (io.out += s),
    stderr: (s: string) => void (io.err += s),
  };
  return io;
}

const tree = {
  'r/characters/bob/CHARACTER.md': '---\nid: bob\nname: Bob\ndescription: d\nworlds: [astra]\n---\n# Bob\n',
  'r/worlds/astra/WORLD.md': '---\nid: astra\nname: Astra\ndescription: d\n---\n# Astra\n',
};

describe('runValidate', () => {
  it('--jobs: the same report on 1 and 2 threads; 0 is a usage error', async () => {
    const big: Record<string, string> = { ...tree };
    for (let i = 0; i < 600; i++) big[`r/worlds/astra/entries/e${i}.md`] = `---\nkeys: [k${i}]\n---\n正文 ${i}\n`;
    big['r/worlds/astra/entries/none.md'] = '---\nname: none\n---\nx\n';
    const one = capture();
    const two = capture();
    expect(await runValidate(['r', '--jobs', '1', '--format', 'json'], one, memoryFileSystem(big))).toBe(0);
    expect(await runValidate(['r', '--jobs', '2', '--format', 'json'], two, memoryFileSystem(big))).toBe(0);
    expect(two.out).toBe(one.out);
    expect(JSON.parse(one.out).summary.entries).toBe(601);
    const bad = capture();
    expect(await runValidate(['r', '--jobs', '0'], bad, memoryFileSystem(tree))).toBe(2);
    expect(bad.err).toContain('--jobs');
  });

  it('validates a memory tree and exits 0 when clean', async () => {
    const io = capture();
    expect(await runValidate(['r'], io, memoryFileSystem(tree))).toBe(0);
    expect(io.out).toBe('1 个角色、1 个世界、0 个条目，未发现问题；没有运行路由或检索场景\n');
  });

  it('reports a bug as an internal error with exit 2, not as a finding', async () => {
    boom.on = true;
    try {
      const io = capture();
      expect(await runValidate(['r'], io, memoryFileSystem(tree))).toBe(2);
      expect(io.err).toMatch(/internal error, please report it\nTypeError: loader bug/);
      expect(io.out).toBe('');
    } finally {
      boom.on = false;
    }
  });
});

describe('runValidate usage errors', () => {
  it('echoes user input in errors without terminal control characters', async () => {
    const io = capture();
    expect(await runValidate(['r', '--character', 'x\u001b[2Jy'], io, memoryFileSystem(tree))).toBe(2);
    expect(io.err).toContain('unknown character `x\\u{1b}[2Jy`');
    expect(io.err).not.toContain('\u001b');
  });
});
