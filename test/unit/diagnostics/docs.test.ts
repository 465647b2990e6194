import { describe, expect, it, vi } from 'vitest';
import { buildDocs, codePage, indexPage, renderTemplate } from '../../../src/diagnostics/docs.js';
import { TEST_CODES, unresolvedWorld } from './support/test-registry.js';
import { defineCode } from '../../../src/diagnostics/define.js';

vi.mock('../../../src/diagnostics/registry.js', async () =>
  (await import('./support/test-registry.js')).mockRegistry(),
);

describe('docs generation', () => {
  it('renders templates with {name} placeholders, also for list data', () => {
    expect(renderTemplate((d: { ref: string }) => `world \`${d.ref}\``)).toBe('world `{ref}`');
    expect(renderTemplate((d: { ids: readonly string[] }) => d.ids.join(', '))).toBe('{ids}');
    expect(renderTemplate('plain')).toBe('plain');
  });

  it('writes one page per code with both locales, severity, spec link and example', () => {
    const page = codePage(unresolvedWorld as never);
    expect(page).toContain('# `world.test-unresolved`: World reference does not resolve / 世界引用无法解析');
    expect(page).toContain('| Severity | error (错误) |');
    expect(page).toContain(
      '| Reference | [format.md#角色卡-charactermd--character-card](../../format.md#角色卡-charactermd--character-card) |',
    );
    expect(page).toContain('**Message:** Unexpected world `{ref}` in character `{character}`');
    expect(page).toContain('**消息：** 角色 `{character}` 引用的世界 `{ref}` 不存在');
    expect(page).toContain('## English');
    expect(page).toContain('## 中文');
  });

  it('fences examples with more backticks than they contain and marks deprecated codes', () => {
    const def = defineCode({
      ...unresolvedWorld,
      code: 'world.test-old',
      deprecated: { since: '0.2.0', replacedBy: 'world.test-unresolved' },
      example: { file: 'a.md', bad: '```\ncode\n```', good: 'ok' },
    });
    const page = codePage(def as never);
    expect(page).toContain('````markdown title="a.md"\n```\ncode\n```\n````');
    expect(page).toContain('**Deprecated** since 0.2.0, replaced by [`world.test-unresolved`](test-unresolved.md)');
  });

  it('ends a page with the failing and the passing fixture and their findings, when given them', () => {
    const page = codePage(unresolvedWorld as never, {
      failing: {
        dir: 'test/fixtures/world/test-unresolved/not-ok-typo',
        files: [
          { path: 'characters/alice/CHARACTER.md', text: '---\nworlds: [astara]\n---\n' },
          { path: 'logo.png', text: null, note: '12 bytes, not UTF-8 text' },
        ],
        findings: 'characters/alice/CHARACTER.md:2:10 error world.test-unresolved Unexpected world\n',
      },
      passing: { dir: 'test/fixtures/world/test-unresolved/ok-known', files: [], findings: '' },
    });
    const fixtures = page.slice(page.indexOf('## Fixtures / 测试夹具'));
    expect(page.indexOf('## Fixtures')).toBeGreaterThan(page.indexOf('## 中文'));
    expect(fixtures).toContain(
      'Repository [`test/fixtures/world/test-unresolved/not-ok-typo/`](../../../test/fixtures/world/test-unresolved/not-ok-typo/):',
    );
    expect(fixtures).toContain('```markdown title="characters/alice/CHARACTER.md"\n---\nworlds: [astara]\n---\n```');
    expect(fixtures).toContain('- `logo.png`: 12 bytes, not UTF-8 text');
    expect(fixtures).toContain(
      '```text title="findings"\ncharacters/alice/CHARACTER.md:2:10 error world.test-unresolved Unexpected world\n```',
    );
    expect(fixtures).toContain('```text title="findings"\nno findings\n```');
    expect(codePage(unresolvedWorld as never)).not.toContain('## Fixtures');
  });

  it('builds the index grouped by area and the page set', () => {
    const files = buildDocs(TEST_CODES);
    expect([...files.keys()].sort()).toEqual([
      'docs/codes/README.md',
      'docs/codes/asset/test-override.md',
      'docs/codes/entry/test-too-big.md',
      'docs/codes/world/test-unresolved.md',
    ]);
    const index = indexPage(TEST_CODES);
    expect(index.indexOf('## asset')).toBeLessThan(index.indexOf('## entry'));
    expect(index).toContain('| [`entry.test-too-big`](entry/test-too-big.md) | warning | Entry too big | 条目过大 |');
  });
});
