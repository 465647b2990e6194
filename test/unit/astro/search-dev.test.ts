/**
 * `astro dev` serves the search index from memory (src/astro/search-dev.ts): the middleware answers
 * the index's files under the base path with the text buildSearchIndex makes, and passes every
 * other request (another path, a file the index does not have) on to Vite.
 */
import { describe, expect, it } from 'vitest';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { searchFileAt, searchIndexServer } from '../../../src/astro/search-dev.js';
import { buildSearchIndex } from '../../../src/catalog/search-index/build.js';
import type { CollectedCatalog } from '../../../src/catalog/collect.js';
import type { SearchSource } from '../../../src/catalog/search.js';

const sources: SearchSource[] = [
  {
    kind: 'entry',
    id: 'harbour',
    title: '星港',
    href: 'worlds/w/entries/harbour/',
    names: ['harbour', '星港'],
    keys: ['港口'],
    body: '星港的灯塔',
  },
  {
    kind: 'character',
    id: 'alice',
    title: 'Alice',
    href: 'characters/alice/',
    names: ['alice'],
    keys: [],
    body: 'Alice 住在王都',
  },
];
const files = buildSearchIndex(sources).files;

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/** One request through the plugin's middleware: what it answered, or that it called next(). */
function request(middleware: Middleware, url: string): Promise<{ body?: string; type?: string; next: boolean }> {
  return new Promise((resolve) => {
    const headers: Record<string, string> = {};
    const res = {
      setHeader: (name: string, value: string) => void (headers[name] = value),
      end: (body: string) => resolve({ body, type: headers['content-type'], next: false }),
    } as unknown as ServerResponse;
    middleware({ url } as IncomingMessage, res, () => resolve({ next: true }));
  });
}

describe('searchFileAt', () => {
  it('finds a file of the index under the prefix, without query or hash', () => {
    expect(searchFileAt('/repo/data/search/manifest.json', '/repo/data/search/', files)).toBe(
      files.get('manifest.json'),
    );
    expect(searchFileAt('/repo/data/search/manifest.json?v=1#x', '/repo/data/search/', files)).toBe(
      files.get('manifest.json'),
    );
  });
  it('finds nothing outside the prefix or for a path the index does not have', () => {
    expect(searchFileAt('/data/search/manifest.json', '/repo/data/search/', files)).toBeUndefined();
    expect(searchFileAt('/repo/data/search/../../package.json', '/repo/data/search/', files)).toBeUndefined();
    expect(searchFileAt('/repo/data/search/s/9999.json', '/repo/data/search/', files)).toBeUndefined();
  });
});

describe('searchIndexServer', () => {
  const catalog = Promise.resolve({ catalog: { search: sources } } as unknown as CollectedCatalog);
  const plugin = searchIndexServer('/repo/data/search/', () => catalog);
  let middleware: Middleware | undefined;
  plugin.configureServer({ middlewares: { use: (fn) => void (middleware = fn) } });

  it('applies to the dev server only', () => expect(plugin.apply).toBe('serve'));

  it('answers every file of the index as JSON', async () => {
    for (const [path, text] of files) {
      expect(await request(middleware as Middleware, `/repo/data/search/${path}`)).toEqual({
        body: text,
        type: 'application/json',
        next: false,
      });
    }
  });

  it('passes other requests on', async () => {
    expect(await request(middleware as Middleware, '/repo/search/')).toEqual({ next: true });
    expect(await request(middleware as Middleware, '/repo/data/search/nope.json')).toEqual({ next: true });
  });
});
