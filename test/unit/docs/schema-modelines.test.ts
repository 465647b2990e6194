/**
 * Schema modelines and `yaml.schemas` mappings in the docs work without rp-assets in node_modules:
 * each names the tagged release's raw `schemas/` URL for the current version (same owner as the
 * README's `uses:`) or a relative path, and the file it names exists in schemas/.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const REPO = resolve(import.meta.dirname, '../../..');
const version = (JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')) as { version: string }).version;
const BASE = `https://raw.githubusercontent.com/rp-assets/rp-assets/v${version}/schemas/`;
const pages = [
  'README.md',
  ...readdirSync(join(REPO, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

/** Every schema reference a user would copy: `$schema=X` modelines and `"X.json": [` mappings. */
function references(text: string): string[] {
  const modelines = [...text.matchAll(/\$schema=([^\s`]+)/g)].map((m) => m[1] ?? '');
  const mappings = [...text.matchAll(/["']([^"'\s]+\.json)["']\s*:\s*\[/g)].map((m) => m[1] ?? '');
  return [...modelines, ...mappings];
}

describe('schema modelines in the docs', () => {
  const found = pages.flatMap((page) =>
    references(readFileSync(join(REPO, page), 'utf8')).map((ref) => ({ page, ref })),
  );

  it('finds the modelines and mappings of the editor pages', () => {
    expect(found.filter((f) => f.page === 'docs/editor.md').length).toBeGreaterThanOrEqual(5);
    expect(found.filter((f) => f.page === 'docs/format.md').length).toBeGreaterThanOrEqual(3);
  });

  it('never needs rp-assets in node_modules, and names an existing schema of this version', () => {
    for (const { page, ref } of found) {
      expect({ page, ref, node_modules: ref.includes('node_modules') }).toMatchObject({ node_modules: false });
      const file = ref.startsWith('https://') ? ref.slice(BASE.length) : ref.replace(/^(\.\.?\/)+(\.rp-assets\/)?/, '');
      if (ref.startsWith('https://')) expect({ page, ref, base: ref.startsWith(BASE) }).toMatchObject({ base: true });
      expect({
        page,
        ref,
        exists: existsSync(join(REPO, ref.startsWith('https://') ? `schemas/${file}` : file)),
      }).toMatchObject({
        exists: true,
      });
    }
  });

  it("uses the owner of the README's `uses:` lines", () => {
    const readme = readFileSync(join(REPO, 'README.md'), 'utf8');
    const owners = new Set([...readme.matchAll(/uses: ([\w-]+)\/rp-assets[@/]/g)].map((m) => m[1]));
    expect([...owners]).toEqual(['rp-assets']);
    expect(readme).toContain(`$schema=${BASE}config.schema.json`);
  });
});
