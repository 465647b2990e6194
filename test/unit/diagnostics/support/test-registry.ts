/**
 * A registry of three test codes (error, warning, hint), so formatter tests do not depend on the
 * codes other areas declare. Use with:
 * `vi.mock('../../../src/diagnostics/registry.js', async () => (await import('./support/test-registry.js')).mockRegistry())`
 */
import { defineCode } from '../../../../src/diagnostics/define.js';
import type { AnyCode } from '../../../../src/diagnostics/registry-types.js';

export const unresolvedWorld = defineCode<{ character: string; ref: string }>({
  code: 'world.test-unresolved',
  severity: 'error',
  spec: 'asset-format-v1.md#worlds',
  since: '0.1.0',
  title: { en: 'World reference does not resolve', 'zh-CN': '世界引用无法解析' },
  message: {
    en: (d) => `Unexpected world \`${d.ref}\` in character \`${d.character}\`, expected an existing world id`,
    'zh-CN': (d) => `角色 \`${d.character}\` 引用的世界 \`${d.ref}\` 不存在`,
  },
  consequence: { en: 'The world is never injected.', 'zh-CN': '该世界书全程不生效。' },
  fix: { en: 'Correct the id.', 'zh-CN': '改正 id。' },
  fixable: 'suggestion',
  why: {
    en: 'A misspelt world id silently disables the world.\n\nSecond paragraph.',
    'zh-CN': '拼错的世界 id 会让世界书静默失效。',
  },
});

export const bigEntry = defineCode<{ id: string }>({
  code: 'entry.test-too-big',
  severity: 'warning',
  spec: 'asset-format-v1.md#world-entry',
  since: '0.1.0',
  title: { en: 'Entry too big', 'zh-CN': '条目过大' },
  message: { en: (d) => `Entry \`${d.id}\` is too big`, 'zh-CN': (d) => `条目 \`${d.id}\` 过大` },
  consequence: { en: 'It never fits.', 'zh-CN': '它永远放不进上下文。' },
  fix: { en: 'Split it,\nor raise the budget.', 'zh-CN': '拆分它，\n或提高预算。' },
  fixable: 'none',
  why: { en: 'Budgets.', 'zh-CN': '预算。' },
});

export const overridden = defineCode<{ id: string }>({
  code: 'asset.test-override',
  severity: 'hint',
  spec: 'asset-format-v1.md#id-唯一性',
  since: '0.1.0',
  title: { en: 'Override', 'zh-CN': '覆盖' },
  message: {
    en: (d) => `Character \`${d.id}\` overrides a lower root`,
    'zh-CN': (d) => `角色 \`${d.id}\` 覆盖了较低根目录中的同名角色`,
  },
  consequence: { en: 'The lower card is not used.', 'zh-CN': '较低根目录中的卡不再使用。' },
  fix: { en: 'Nothing, when intended.', 'zh-CN': '如为有意覆盖，无需处理。' },
  fixable: 'none',
  why: { en: 'Overrides are supported.', 'zh-CN': '支持跨根目录覆盖。' },
});

export const TEST_CODES: readonly AnyCode[] = [overridden, bigEntry, unresolvedWorld] as unknown as readonly AnyCode[];

export function mockRegistry() {
  const registry = new Map<string, AnyCode>(TEST_CODES.map((c) => [c.code, c]));
  return {
    registry,
    lookupCode: (code: string) => registry.get(code),
    docsPath: (code: string) => {
      const [area, slug] = code.split('.');
      return `docs/codes/${area}/${slug}.md`;
    },
  };
}
