import { describe, expect, it } from 'vitest';
import { memoryFileSystem } from '../../../src/common/memory-fs.js';
import { DEFAULT_CONFIG } from '../../../src/config/default-config.js';
import { report } from '../../../src/diagnostics/report.js';
import { registry } from '../../../src/diagnostics/registry.js';
import { UnknownCharacterError, validate } from '../../../src/validate/index.js';
import { CHARACTER_BOB, WORLD_ASTRA, entry, sampleTree } from './support/tree.js';

const roots = ['global', 'project'];

describe('validate', () => {
  it('reports a clean repository with its counts and no diagnostics', async () => {
    const fs = memoryFileSystem({
      'r/characters/bob/CHARACTER.md': CHARACTER_BOB,
      'r/worlds/astra/WORLD.md': WORLD_ASTRA,
      'r/worlds/astra/entries/a.md': entry('a', '[甲地]'),
    });
    const r = await validate({ roots: ['r'] }, fs);
    expect(r.diagnostics.filter((d) => d.severity !== 'hint')).toEqual([]);
    expect(r.summary).toMatchObject({ characters: 1, worlds: 1, entries: 1, rules: 0, errors: 0, warnings: 0 });
  });

  it('collects asset diagnostics, sorted by file and line, with summary counts that match', async () => {
    const r = await validate({ roots }, memoryFileSystem(sampleTree()));
    const codes = r.diagnostics.map((d) => d.code);
    expect(codes).toContain('character.unresolved-world');
    expect(codes).toContain('entry.duplicate-id');
    const unresolved = r.diagnostics.find((d) => d.code === 'character.unresolved-world');
    expect(unresolved?.file).toBe('project/characters/alice/CHARACTER.md');
    expect(unresolved?.line).toBe(6);
    const keys = r.diagnostics.map((d) => `${d.file}\u0000${String(d.line ?? 0).padStart(6, '0')}`);
    expect(keys).toEqual([...keys].sort());
    const count = (s: string) => r.diagnostics.filter((d) => d.severity === s).length;
    expect(r.summary).toMatchObject({
      characters: 2,
      worlds: 2,
      errors: count('error'),
      warnings: count('warning'),
      hints: count('hint'),
    });
  });

  it('scopes to one character and its worlds', async () => {
    const r = await validate({ roots, character: 'bob' }, memoryFileSystem(sampleTree()));
    expect(r.assets.characters.map((c) => c.id)).toEqual(['bob']);
    expect(r.assets.worlds.map((w) => w.id)).toEqual(['astra']);
    expect(r.summary.characters).toBe(1);
    expect(r.summary.worlds).toBe(1);
    expect(r.diagnostics.map((d) => d.code)).not.toContain('character.unresolved-world');
    expect(r.diagnostics.every((d) => d.file === null || !d.file.includes('worlds/other/'))).toBe(true);
  });

  it('throws UnknownCharacterError with a did-you-mean for an unknown id', async () => {
    const err = await validate({ roots, character: 'alcie' }, memoryFileSystem(sampleTree())).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UnknownCharacterError);
    expect((err as UnknownCharacterError).suggestion).toBe('alice');
    expect((err as Error).message).toMatch(/did you mean `alice`/);
    const far = await validate({ roots, character: 'zzzzzz' }, memoryFileSystem(sampleTree())).catch((e: unknown) => e);
    expect((far as Error).message).toMatch(/known: `alice`, `bob`/);
  });

  it('checks the routing file and counts its rules; the config routing is the default', async () => {
    const fs = memoryFileSystem(sampleTree());
    const a = await validate({ roots, routing: 'routing.yaml' }, fs);
    expect(a.summary.rules).toBe(2);
    const b = await validate({ roots, config: { ...DEFAULT_CONFIG, routing: 'routing.yaml' } }, fs);
    expect(b.summary.rules).toBe(2);
    const broken = memoryFileSystem({
      ...sampleTree(),
      'routing.yaml': 'rules:\n  - id: a\n    filter: { kind: nonsense }\n',
    });
    const c = await validate({ roots, routing: 'routing.yaml' }, broken);
    expect(c.diagnostics.some((d) => d.code.startsWith('routing.') && d.file === 'routing.yaml')).toBe(true);
    const missing = await validate({ roots, routing: 'nope.yaml' }, fs);
    expect(missing.diagnostics.map((d) => d.code)).toContain('routing.file-unreadable');
  });

  it('adds extra diagnostics and drops exact duplicates', async () => {
    const def = registry.get('config.unknown-field');
    expect(def).toBeDefined();
    const extra = report(def!, { file: 'rp-assets.config.yaml', line: 2, column: 1 }, {
      field: 'rootz',
      suggestion: 'roots',
    } as never);
    const r = await validate({ roots, extraDiagnostics: [extra, { ...extra }] }, memoryFileSystem(sampleTree()));
    expect(r.diagnostics.filter((d) => d.code === 'config.unknown-field')).toHaveLength(1);
  });
});
