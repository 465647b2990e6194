import { describe, expect, it } from 'vitest';
import { scopeToCharacter } from '../../../src/assets/index.js';
import { fm, loadMemory } from './helpers.js';

describe('scopeToCharacter', () => {
  it('keeps only the card, its examples, its worlds, their entries and their diagnostics', async () => {
    const g = await loadMemory({
      'r/characters/alice/CHARACTER.md': fm('worlds: [astra, ghost]\nexamples: ex.md\nbudgets:\n  maxEntries: 0'),
      'r/characters/alice/ex.md': '\ufeffhi',
      'r/characters/bob/CHARACTER.md': fm('worlds: [orbit, nope]'),
      'r/worlds/astra/WORLD.md': fm('name: astra'),
      'r/worlds/astra/entries/a.md': fm('name: never'),
      'r/worlds/orbit/WORLD.md': fm('name: orbit'),
      'r/worlds/orbit/entries/o.md': fm('name: never'),
    });
    const s = scopeToCharacter(g, 'alice');
    expect(s?.characters.map((c) => c.id)).toEqual(['alice']);
    expect(s?.worlds.map((w) => w.id)).toEqual(['astra']);
    expect(s?.entries.map((e) => e.id)).toEqual(['a']);
    expect(s?.diagnostics.map((d) => `${d.file} ${d.code}`)).toEqual([
      'r/characters/alice/CHARACTER.md character.unresolved-world',
      'r/characters/alice/CHARACTER.md budget.zero',
      'r/characters/alice/ex.md asset.bom',
      'r/worlds/astra/entries/a.md entry.never-matchable',
    ]);
    expect(g.diagnostics.length).toBeGreaterThan(s?.diagnostics.length ?? 0);
  });

  it('returns null for an unknown character', async () => {
    const g = await loadMemory({ 'r/characters/alice/CHARACTER.md': fm('id: alice') });
    expect(scopeToCharacter(g, 'bob')).toBeNull();
  });

  it('keeps only overrides of the card and its worlds', async () => {
    const g = await loadMemory(
      {
        'g/characters/alice/CHARACTER.md': fm('name: a'),
        'g/characters/bob/CHARACTER.md': fm('name: b'),
        'g/worlds/astra/WORLD.md': fm('name: w'),
        'p/characters/alice/CHARACTER.md': fm('worlds: [astra]'),
        'p/characters/bob/CHARACTER.md': fm('name: b2'),
        'p/worlds/astra/WORLD.md': fm('name: w2'),
      },
      ['g', 'p'],
    );
    expect(g.overrides.map((o) => `${o.kind}:${o.id}`)).toEqual(['character:alice', 'character:bob', 'world:astra']);
    expect(scopeToCharacter(g, 'alice')?.overrides.map((o) => `${o.kind}:${o.id}`)).toEqual([
      'character:alice',
      'world:astra',
    ]);
  });
});
