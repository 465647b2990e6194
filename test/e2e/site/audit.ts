/**
 * Browser-side audits shared by the site's Chromium tests: axe-core injected from the devDependency
 * (never a CDN), and the phone layout facts of issue 32 (header height, sideways scroll, tap targets,
 * scroll regions a keyboard can reach).
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
let axeSource: Promise<string> | undefined;

/** One axe violation, reduced to what a failing test should print. */
export interface AxeFinding {
  id: string;
  impact: string;
  nodes: string[];
}

const SERIOUS = new Set(['moderate', 'serious', 'critical']);

/** Runs axe-core (WCAG 2.x A/AA and best practices) on the page; the violations of impact moderate or worse. */
export async function axeViolations(page: Page): Promise<AxeFinding[]> {
  axeSource ??= readFile(require.resolve('axe-core/axe.min.js'), 'utf8');
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: await axeSource });
  const found = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: Document, opts: object): Promise<AxeResults> } }).axe;
    interface AxeResults {
      violations: { id: string; impact: string | null; nodes: { target: unknown[] }[] }[];
    }
    const r = await axe.run(document, { resultTypes: ['violations'] });
    return r.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? 'unknown',
      nodes: v.nodes.slice(0, 5).map((n) => JSON.stringify(n.target)),
    }));
  });
  return found.filter((f) => SERIOUS.has(f.impact));
}

/** What a phone layout must hold, measured in the page. */
export interface PhoneFacts {
  /** The header's height in CSS pixels (menu closed). */
  header: number;
  /** How far the page scrolls sideways (0 = not at all). */
  overflow: number;
  /** Visible links, buttons and inputs smaller than 24×24 px that are not inline in a sentence. */
  smallTargets: string[];
  /** Elements that scroll sideways but cannot take the keyboard focus or have no accessible name. */
  unreachableScrollers: string[];
  /** Tables that scroll sideways in a region without the shaded edge saying more is hidden (issue 44). */
  edgelessTables: string[];
}

export async function phoneFacts(page: Page): Promise<PhoneFacts> {
  return page.evaluate(() => {
    const header = document.querySelector('body > header')?.getBoundingClientRect().height ?? 0;
    const doc = document.documentElement;
    const overflow = doc.scrollWidth - doc.clientWidth;
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? '#' + el.id : ''}${el.className && typeof el.className === 'string' ? '.' + el.className.split(' ')[0] : ''} "${(el.textContent ?? '').trim().slice(0, 30)}"`;
    const smallTargets: string[] = [];
    for (const el of Array.from(
      document.querySelectorAll('a[href], button, input:not([type=hidden]), select, summary'),
    )) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue; // hidden
      if (getComputedStyle(el).visibility === 'hidden') continue;
      if (r.width >= 24 && r.height >= 24) continue;
      // WCAG 2.5.8's exception: a target inline in a sentence (a link within running text).
      const block = el.closest('p, li, dd, td, th, figcaption, article');
      const inline =
        getComputedStyle(el).display === 'inline' &&
        block !== null &&
        (block.textContent ?? '').trim() !== (el.textContent ?? '').trim();
      if (inline) continue;
      // the spacing exception: a 24 px circle around its centre reaches no other target
      const cx = r.left + r.width / 2;
      const cy = r.top + r.height / 2;
      let crowded = false;
      for (const other of Array.from(
        document.querySelectorAll('a[href], button, input:not([type=hidden]), select, summary'),
      )) {
        if (other === el || other.contains(el) || el.contains(other)) continue;
        const o = other.getBoundingClientRect();
        if (o.width === 0) continue;
        const dx = Math.max(o.left - cx, 0, cx - o.right);
        const dy = Math.max(o.top - cy, 0, cy - o.bottom);
        if (Math.hypot(dx, dy) < 12) crowded = true;
      }
      if (crowded) smallTargets.push(`${describe(el)} ${Math.round(r.width)}×${Math.round(r.height)}`);
    }
    const unreachableScrollers: string[] = [];
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      const s = getComputedStyle(el);
      if (!/(auto|scroll)/.test(s.overflowX) || el.scrollWidth <= el.clientWidth + 1) continue;
      const focusable =
        (el as HTMLElement).tabIndex >= 0 ||
        el.querySelector('a[href], button, input, select, textarea, [tabindex]') !== null;
      const named =
        el.hasAttribute('aria-label') ||
        el.hasAttribute('aria-labelledby') ||
        el.tagName === 'PRE' ||
        el.tagName === 'TEXTAREA';
      if (!focusable || !named) unreachableScrollers.push(describe(el));
    }
    const edgelessTables: string[] = [];
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      const s = getComputedStyle(el);
      if (!/(auto|scroll)/.test(s.overflowX) || el.scrollWidth <= el.clientWidth + 1) continue;
      if (el.querySelector('table') === null) continue;
      if (!/radial-gradient/.test(s.backgroundImage)) edgelessTables.push(describe(el));
    }
    return { header, overflow, smallTargets, unreachableScrollers, edgelessTables };
  });
}
