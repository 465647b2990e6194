/**
 * The site build's `pages` phase counts Astro's pages through its prerenderer, whatever shape the
 * installed Astro 7.x gives `getStaticPaths`: a list (7.3) or `{ paths, metadata }` (7.4 on). The
 * packed tarball installs the newest 7.x, which broke every site build with `paths.filter is not a
 * function` when only the list was expected.
 */
import type { AstroPrerenderer } from 'astro';
import { describe, expect, it } from 'vitest';
import type { Progress } from '../../../src/common/progress.js';
import { siteProgress } from '../../../src/astro/progress.js';

const paths = [
  { pathname: '/', route: { type: 'page' } },
  { pathname: '/data/a.json', route: { type: 'endpoint' } },
  { pathname: '/b/', route: { type: 'page' } },
];

function recorder(): { progress: Progress; totals: (number | null)[]; done: number[] } {
  const totals: (number | null)[] = [];
  const done: number[] = [];
  return {
    totals,
    done,
    progress: {
      start: (phase, _unit, total) => {
        if (phase === 'pages') totals.push(total ?? null);
        return {
          advance: (n = 1) => void done.push(n),
          setTotal: (t) => void (phase === 'pages' && totals.push(t)),
          end: () => {},
        };
      },
    },
  };
}

function prerenderer(listed: unknown): AstroPrerenderer {
  return {
    name: 'astro',
    getStaticPaths: async () => listed,
    render: async () => new Response('x'),
  } as unknown as AstroPrerenderer;
}

describe('siteProgress counts the pages of any Astro 7.x', () => {
  it.each([
    ['a list of paths (Astro 7.3)', paths],
    ['{ paths, metadata } (Astro 7.4 on)', { paths, metadata: {} }],
  ])('%s: the total is the pages, and the result goes back to Astro unchanged', async (_name, listed) => {
    const r = recorder();
    const wrapped = siteProgress(r.progress).countPages(prerenderer(listed));
    expect(await wrapped.getStaticPaths()).toBe(listed);
    expect(r.totals.at(-1)).toBe(2);
  });
});
