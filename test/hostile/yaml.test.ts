/**
 * Hostile YAML: an alias bomb (billion laughs) and nesting 10,000 levels deep, in block and flow
 * style. Each must end in a diagnostic on that file, within bounded time and memory.
 */
import { describe, expect, it } from 'vitest';
import { codesAt, validateSafely } from './support/safe-run.js';
import { BASE, copyFixture, makeTree } from './support/tree.js';

const DEPTH = 10_000;

describe('hostile YAML', () => {
  it('refuses a billion-laughs alias bomb with a diagnostic on the file', () => {
    const dir = copyFixture('not-ok-alias-bomb');
    const r = validateSafely(dir, ['roleplay'], null, { maxOldSpaceMb: 256 });
    expect(codesAt(r, 'roleplay/characters/bomb/CHARACTER.md').length).toBeGreaterThan(0);
    // the card still loads, with its folder name as id
    expect(r.characters).toEqual(['bomb']);
  });

  it.each([
    ['flow sequences', 'worlds: ' + '['.repeat(DEPTH) + ']'.repeat(DEPTH)],
    ['flow mappings', 'models: ' + '{a: '.repeat(DEPTH) + '1' + '}'.repeat(DEPTH)],
    ['compact block sequences', 'tags:\n  ' + '- '.repeat(DEPTH) + 'x'],
  ])('survives %s nested 10,000 levels deep', (_name, yaml) => {
    const file = 'roleplay/characters/deep/CHARACTER.md';
    const dir = makeTree({ ...BASE, [file]: `---\nid: deep-card\nname: Deep\n${yaml}\n---\n\n# Deep\n` });
    const r = validateSafely(dir);
    // either the frontmatter is refused (a diagnostic, id falls back to the folder name) or it loads
    // (id from the frontmatter); never both, never neither
    const refused = r.characters.includes('deep');
    expect(refused ? codesAt(r, file).length > 0 : r.characters.includes('deep-card')).toBe(true);
    expect(r.characters).toContain('alice');
  });

  it('survives a routing file nested 10,000 levels deep', () => {
    const routing =
      'rules:\n  - id: global\n    filter: { kind: "true" }\n    values:\n      render: ' +
      '['.repeat(DEPTH) +
      ']'.repeat(DEPTH) +
      '\n';
    const dir = makeTree({ ...BASE, 'routing.yaml': routing });
    const r = validateSafely(dir, ['roleplay'], 'routing.yaml');
    expect(codesAt(r, 'routing.yaml').length).toBeGreaterThan(0);
  });

  it('expands 9,000 aliases in a 2 MB frontmatter in bounded time', () => {
    // every alias must not cost a walk of the whole document (yaml's Alias.resolve without a cache)
    const file = 'roleplay/characters/echo/CHARACTER.md';
    const aliases = Array.from({ length: 9_000 }, () => '*a').join(', ');
    const pad = Array.from({ length: 300_000 }, (_, i) => i).join(', ');
    const dir = makeTree({
      ...BASE,
      [file]: `---\nid: echo-card\nanchor: &a x\nmany: [${aliases}]\npad: [${pad}]\n---\n\n# Echo\n`,
    });
    const r = validateSafely(dir, ['roleplay'], null, { timeoutMs: 60_000 });
    expect(codesAt(r, file).length).toBeGreaterThan(0);
  });

  it('expands 20,000 aliases in a routing file in bounded time', () => {
    const aliases = Array.from({ length: 20_000 }, () => '*v').join(', ');
    const pad = Array.from({ length: 100_000 }, (_, i) => i).join(', ');
    const routing = `x-anchor: &v 1\nx-many: [${aliases}]\nx-pad: [${pad}]\nrules:\n  - id: global\n    filter: { kind: "true" }\n`;
    const dir = makeTree({ ...BASE, 'routing.yaml': routing });
    const r = validateSafely(dir, ['roleplay'], 'routing.yaml', { timeoutMs: 60_000 });
    expect(r.summary.rules).toBe(1);
  });
});
