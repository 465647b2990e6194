/**
 * Markup an attacker could hide in asset text (script tags, `javascript:` links, SVG handlers,
 * entities decoding to them): validate neither crashes nor changes anything, and every asset loads.
 * What the site renders from it is checked in markup-render.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { validateSafely } from './support/safe-run.js';
import { copyFixture } from './support/tree.js';

describe('hostile markup through validate', () => {
  it('loads assets whose names, tags, keys and bodies hold script, handlers and `javascript:` links', () => {
    const dir = copyFixture('ok-markup-in-body');
    const r = validateSafely(dir);
    expect(r.characters).toEqual(['mallory']);
    expect(r.entryIds).toEqual(['xss']);
  });
});
