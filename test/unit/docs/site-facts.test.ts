/**
 * The countable facts of docs/site.md are the code's: each sentence that states a size, a page
 * length or a count is matched here against the constant it describes, so changing one without the
 * other fails. A fact that has no constant to hold it is not written in the docs.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as lists from '../../../site/src/lists.js';
import { META_CHARS } from '../../../site/src/meta.js';
import { ROUTES } from '../../../src/astro/routes.js';

const ROOT = join(import.meta.dirname, '../../..');
const SITE_MD = readFileSync(join(ROOT, 'docs/site.md'), 'utf8').replace(/\s+/g, ' ');

/** The number the first match of `re` captures in docs/site.md (commas dropped); fails if absent. */
function stated(re: RegExp): number {
  const m = re.exec(SITE_MD);
  expect(m, `docs/site.md states ${re}`).not.toBeNull();
  return Number((m?.[1] ?? '').replace(/,/g, ''));
}

const SEARCH_PAGE = Number(
  /const PAGE = (\d+);/.exec(readFileSync(join(ROOT, 'site/src/scripts/search/page.ts'), 'utf8'))?.[1],
);

describe('docs/site.md states the code’s sizes', () => {
  it('the routes the integration injects', () => {
    expect(stated(/injectRoute\(\) × (\d+)/)).toBe(ROUTES.length);
    const astroFiles = readdirSync(join(ROOT, 'site/src/routes'), { recursive: true }).filter((f) =>
      /\.astro$|\.json\.ts$/.test(String(f)),
    );
    expect(new Set(ROUTES.map(([, file]) => file)).size).toBeLessThanOrEqual(astroFiles.length);
  });

  it('the list page sizes', () => {
    expect(stated(/A world's entries\*\*, (\d+) a page/)).toBe(lists.ENTRIES_PER_PAGE);
    expect(stated(/chips, a page of (\d+) at a time/)).toBe(lists.ENTRIES_PER_PAGE);
    expect(stated(/The findings\*\*, (\d+) a page/)).toBe(lists.DIAGNOSTICS_PER_PAGE);
    expect(stated(/shows at most (\d+) findings of its file/)).toBe(lists.DIAGNOSTICS_INLINE);
    expect(stated(/The routing rules\*\*, (\d+) a page/)).toBe(lists.RULES_PER_PAGE);
    expect(stated(/the first (\d+) routing and \d+ retrieval scenarios/)).toBe(lists.SCENARIOS_INLINE);
    expect(stated(/`routing\/retrieval\/`, (\d+) a page\)/)).toBe(lists.SCENARIOS_PER_PAGE);
    expect(stated(/exist only past (\d+) scenarios/)).toBe(lists.SCENARIOS_INLINE);
    expect(stated(/The characters\*\*, (\d+) a page/)).toBe(lists.CHARACTERS_PER_PAGE);
    expect(stated(/The worlds\*\*, (\d+) a page/)).toBe(lists.WORLDS_PER_PAGE);
    expect(stated(/The overrides\*\*, (\d+) a page/)).toBe(lists.OVERRIDES_PER_PAGE);
  });

  it('the clipping lengths', () => {
    expect(stated(/a name clipped to (\d+) characters/)).toBe(lists.CELL_CHARS);
    expect(stated(/the world line to (\d+)\)/)).toBe(lists.CARD_CHARS);
    expect(stated(/a description clipped to (\d+) characters/)).toBe(lists.CARD_CHARS);
    expect(stated(/A cell shows at most (\d+) characters of a name/)).toBe(lists.CELL_CHARS);
    expect(stated(/at most (\d+) characters of a rule's name/)).toBe(lists.CELL_CHARS);
    expect(stated(/else the site's line; at most (\d+) characters\)/)).toBe(META_CHARS);
  });

  it('the rules list keeps a few paths of each kind', () => {
    const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
    const word = /shows at most (\w+) \(`PATHS_INLINE`\)/.exec(SITE_MD)?.[1] ?? '';
    expect(WORDS.indexOf(word)).toBe(lists.PATHS_INLINE);
  });

  it('the search page shows its results a page at a time (docs/search.md)', () => {
    const SEARCH_MD = readFileSync(join(ROOT, 'docs/search.md'), 'utf8').replace(/\s+/g, ' ');
    expect(Number(/shows the best (\d+) it found/.exec(SEARCH_MD)?.[1])).toBe(SEARCH_PAGE);
    expect(Number(/fill their first page of (\d+)/.exec(SEARCH_MD)?.[1])).toBe(SEARCH_PAGE);
  });
});
