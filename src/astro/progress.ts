/**
 * The site build's phases for `Progress` (src/common/progress.ts), from Astro's public hooks:
 * `bundle` (from `astro:build:start` until prerendering begins: Vite bundles the pages),
 * `pages` in `pages` (Astro's prerenderer, wrapped through `setPrerenderer`: its
 * `getStaticPaths` gives the total, each page's `render` counts one; data files are not counted) and `search-index` in `files`
 * (written beside the pages; index.ts starts and ends it).
 */
import type { AstroPrerenderer } from 'astro';

/** What the prerenderer lists: a path with its route (Astro's `PathWithRoute`). */
interface PathWithRoute {
  readonly route: { readonly type: string };
}
import type { PhaseProgress, Progress } from '../common/progress.js';

export interface SiteProgress {
  /** `astro:build:start`: bundling begins. */
  readonly buildStarted: () => void;
  /** The prerenderer to give `setPrerenderer`: Astro's own, counting its pages. */
  readonly countPages: (astro: AstroPrerenderer) => AstroPrerenderer;
  /** `astro:build:done` (or a failed build): every phase still open ends. */
  readonly buildEnded: () => void;
}

export function siteProgress(progress: Progress): SiteProgress {
  let bundle: PhaseProgress | null = null;
  let pages: PhaseProgress | null = null;
  const endBundle = (): void => {
    bundle?.end();
    bundle = null;
  };
  return {
    buildStarted: () => {
      bundle = progress.start('bundle', 'steps', null);
    },
    countPages: (astro) => ({
      ...astro,
      name: astro.name,
      getStaticPaths: async () => {
        endBundle();
        pages = progress.start('pages', 'pages', null);
        const result = await astro.getStaticPaths();
        // a list of paths, or (Astro 7.4 on) `{ paths, metadata }`: the installed Astro is any 7.x
        const listed: unknown = result;
        const paths = (Array.isArray(listed) ? listed : (listed as { paths: unknown[] }).paths) as PathWithRoute[];
        pages.setTotal(paths.filter((p) => p.route.type === 'page').length);
        return result;
      },
      render: async (request, options) => {
        const response = await astro.render(request, options);
        // pages only: the data files (JSON endpoints) are quick and not what a reader counts
        if (options.routeData.type === 'page') pages?.advance();
        return response;
      },
      teardown: async () => {
        pages?.end();
        await astro.teardown?.();
      },
    }),
    buildEnded: () => {
      endBundle();
      pages?.end();
      pages = null;
    },
  };
}
