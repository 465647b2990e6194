/**
 * The pictures (issue 18 point 4) in Chromium: the budget bar on character pages, the overrides
 * diagram and the routing grid, at 390×844 and 1280×900, in the light and the dark scheme, on the
 * bundled example and on a fixture with long Chinese and Japanese names (three roots, long rule ids).
 * Each picture is screenshotted (into `RP_PICTURE_SHOTS` when set, else a temporary folder removed
 * afterwards) and checked: present with its key elements, every text box inside the viewport and the
 * picture, no two text boxes overlapping, font ≥ 10 px as drawn, text contrasting with what is behind
 * it (WCAG ratio ≥ 4.5, from the computed colours), and a text alternative.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch } from './browser.js';
import { buildSite, type Built } from './build-site.js';
import { serveStatic, type StaticServer } from './static-server.js';

const REPO = join(import.meta.dirname, '../../..');
const SITES = {
  examples: { cwd: join(REPO, 'examples'), args: ['global', 'project', '--routing', 'routing.yaml'] },
  cjk: { cwd: join(REPO, 'test/fixtures/site/pictures-cjk'), args: [] as string[] },
};
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;
const SCHEMES = ['light', 'dark'] as const;
const MIN_FONT_PX = 10;
const MIN_CONTRAST = 4.5;

/** One drawn piece of text of a picture, as the page measured it. */
interface TextBox {
  text: string;
  left: number;
  top: number;
  right: number;
  bottom: number;
  fontPx: number;
  color: string;
  background: string;
  contrast: number;
}

interface Audit {
  found: boolean;
  viewport: number;
  picture: { left: number; right: number };
  texts: TextBox[];
}

/**
 * Runs in the page: every SVG <text> and every HTML text node inside `selector`, with its box, its
 * font size as drawn (SVG user units times the screen scale), its colour and the colour behind it
 * (the SVG shape under it, else the composited backgrounds of its HTML ancestors).
 */
function audit(selector: string): Audit {
  const root = document.querySelector(selector);
  const viewport = document.documentElement.clientWidth;
  if (!root) return { found: false, viewport, picture: { left: 0, right: 0 }, texts: [] };
  type Rgba = [number, number, number, number];
  const parse = (c: string): Rgba | null => {
    let m = /^rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)$/.exec(c);
    if (m) return [Number(m[1]), Number(m[2]), Number(m[3]), m[4] === undefined ? 1 : Number(m[4])];
    m = /^color\(srgb ([\d.e-]+) ([\d.e-]+) ([\d.e-]+)(?: \/ ([\d.]+))?\)$/.exec(c);
    if (m) return [Number(m[1]) * 255, Number(m[2]) * 255, Number(m[3]) * 255, m[4] === undefined ? 1 : Number(m[4])];
    return null;
  };
  const over = (top: Rgba, below: Rgba): Rgba => {
    const a = top[3] + below[3] * (1 - top[3]);
    if (a === 0) return [0, 0, 0, 0];
    const mix = (i: number) => ((top[i] ?? 0) * top[3] + (below[i] ?? 0) * below[3] * (1 - top[3])) / a;
    return [mix(0), mix(1), mix(2), a];
  };
  /** The composited background of an HTML element: its own and its ancestors', down to opaque. */
  const htmlBackground = (from: Element | null): Rgba => {
    const layers: Rgba[] = [];
    for (let el = from; el; el = el.parentElement) {
      const c = parse(getComputedStyle(el).backgroundColor);
      if (c && c[3] > 0) {
        layers.push(c);
        if (c[3] >= 1) break;
      }
    }
    return layers.reduceRight<Rgba>((below, top) => over(top, below), [255, 255, 255, 1]);
  };
  const lum = ([r, g, b]: Rgba) => {
    const f = (v: number) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
  };
  const ratio = (a: Rgba, b: Rgba) => {
    const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p) as [number, number];
    return (x + 0.05) / (y + 0.05);
  };
  const css = (c: Rgba) => `rgb(${c.slice(0, 3).map(Math.round).join(',')})`;
  const texts: TextBox[] = [];
  const push = (text: string, r: DOMRect, fontPx: number, fg: Rgba, bg: Rgba) =>
    texts.push({
      text,
      left: r.left,
      top: r.top + window.scrollY,
      right: r.right,
      bottom: r.bottom + window.scrollY,
      fontPx,
      color: css(fg),
      background: css(bg),
      contrast: ratio(over(fg, bg), bg),
    });

  for (const el of Array.from(root.querySelectorAll('svg text'))) {
    const t = el as SVGTextElement;
    const text = Array.from(t.childNodes)
      .filter((n) => n.nodeType === Node.TEXT_NODE)
      .map((n) => n.textContent ?? '')
      .join('');
    const r = t.getBoundingClientRect();
    const style = getComputedStyle(t);
    const fg = parse(style.fill) ?? [0, 0, 0, 0];
    const scale = t.getScreenCTM()?.a ?? 1;
    let bg: Rgba | null = null;
    for (const hit of document.elementsFromPoint(r.left + r.width / 2, r.top + r.height / 2)) {
      if (hit === t || t.contains(hit) || hit.tagName === 'line' || hit.tagName === 'path') continue;
      if (hit instanceof SVGGeometryElement && hit.tagName !== 'svg') {
        const fill = parse(getComputedStyle(hit).fill);
        if (fill && fill[3] > 0) {
          bg = over(fill, htmlBackground(hit.ownerSVGElement));
          break;
        }
        continue;
      }
      bg = htmlBackground(hit);
      break;
    }
    push(text, r, parseFloat(style.fontSize) * scale, fg, bg ?? htmlBackground(t.ownerSVGElement));
  }
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const parent = n.parentElement;
    if (!parent || parent.closest('svg') || !(n.textContent ?? '').trim()) continue;
    const style = getComputedStyle(parent);
    if (style.visibility === 'hidden' || style.display === 'none') continue;
    const range = document.createRange();
    range.selectNodeContents(n);
    const fg = parse(style.color) ?? [0, 0, 0, 0];
    const bg = htmlBackground(parent);
    for (const r of Array.from(range.getClientRects())) {
      if (r.width < 0.5) continue;
      push((n.textContent ?? '').trim(), r, parseFloat(style.fontSize), fg, bg);
    }
  }
  const box = root.getBoundingClientRect();
  return { found: true, viewport, picture: { left: box.left, right: box.right }, texts };
}

/** The legibility checks on one picture: problems as words (empty when legible). */
function problems(a: Audit): string[] {
  const out: string[] = [];
  if (!a.found) return ['picture missing'];
  if (a.texts.length === 0) out.push('no text');
  for (const t of a.texts) {
    const name = JSON.stringify(t.text.slice(0, 40));
    if (t.left < -0.5 || t.right > a.viewport + 0.5)
      out.push(`${name} outside the viewport (${t.left}–${t.right} of ${a.viewport})`);
    if (t.left < a.picture.left - 1 || t.right > a.picture.right + 1) out.push(`${name} outside its picture`);
    if (t.fontPx < MIN_FONT_PX) out.push(`${name} drawn at ${t.fontPx.toFixed(1)} px`);
    if (t.contrast < MIN_CONTRAST)
      out.push(`${name} contrast ${t.contrast.toFixed(2)} (${t.color} on ${t.background})`);
  }
  for (let i = 0; i < a.texts.length; i++) {
    for (let j = i + 1; j < a.texts.length; j++) {
      const p = a.texts[i] as TextBox;
      const q = a.texts[j] as TextBox;
      const w = Math.min(p.right, q.right) - Math.max(p.left, q.left);
      const h = Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top);
      if (w > 1 && h > 1)
        out.push(`${JSON.stringify(p.text)} overlaps ${JSON.stringify(q.text)} (${w.toFixed(1)}×${h.toFixed(1)})`);
    }
  }
  return out;
}

/** Every combination of viewport and scheme, with a page already sized and coloured. */
async function eachVariant(
  page: Page,
  fn: (variant: string, scheme: (typeof SCHEMES)[number]) => Promise<void>,
): Promise<void> {
  for (const v of VIEWPORTS) {
    await page.setViewportSize({ width: v.width, height: v.height });
    for (const scheme of SCHEMES) {
      await page.emulateMedia({ colorScheme: scheme });
      await fn(`${v.name}-${scheme}`, scheme);
    }
  }
}

/** The text alternative of an SVG picture: role img, labelled by its <title> and <desc>, both non-empty. */
async function textAlternative(page: Page, svg: string): Promise<{ title: string; desc: string }> {
  return page
    .$eval(svg, (el) => {
      const ids = (el.getAttribute('aria-labelledby') ?? '').split(/\s+/).filter(Boolean);
      const texts = ids.map((id) => document.getElementById(id));
      return {
        role: el.getAttribute('role'),
        title: texts[0]?.tagName === 'title' ? (texts[0].textContent ?? '') : '',
        desc: texts[1]?.tagName === 'desc' ? (texts[1].textContent ?? '') : '',
      };
    })
    .then((r) => {
      expect(r.role).toBe('img');
      expect(r.title.trim()).not.toBe('');
      expect(r.desc.trim()).not.toBe('');
      return r;
    });
}

for (const [siteName, site] of Object.entries(SITES)) {
  describe(`the pictures of the ${siteName} site`, () => {
    let built: Built;
    let server: StaticServer;
    let browser: Awaited<ReturnType<typeof launch>>;
    let page: Page;
    let shots: string;
    const keepShots = process.env.RP_PICTURE_SHOTS;

    beforeAll(async () => {
      built = await buildSite(site.cwd, site.args);
      expect(built.stderr).toBe('');
      expect(built.code).toBe(0);
      server = await serveStatic(built.dir, '/');
      browser = await launch();
      page = await browser.context.newPage();
      shots = keepShots ? join(keepShots, siteName) : await mkdtemp(join(tmpdir(), 'rp-pictures-'));
      await mkdir(shots, { recursive: true });
    });
    afterAll(async () => {
      await browser?.close();
      await server?.close();
      if (built) await rm(built.dir, { recursive: true, force: true });
      if (shots && !keepShots) await rm(shots, { recursive: true, force: true });
      else if (shots) console.info(`picture screenshots: ${shots}`);
    });

    /** Screenshot and audit one picture in every variant; light and dark must draw differently. */
    async function checkEverywhere(path: string, selector: string, label: string): Promise<void> {
      await page.goto(server.origin + path);
      const drawn = new Map<string, Buffer>();
      const colours = new Map<string, string>();
      const found: string[] = [];
      await eachVariant(page, async (variant, scheme) => {
        const a = await page.evaluate(audit, selector);
        found.push(...problems(a).map((p) => `${label} ${variant}: ${p}`));
        if (process.env.RP_PICTURE_DEBUG)
          console.info(label, variant, a.viewport, a.texts.length, JSON.stringify(a.texts.slice(0, 3)));
        colours.set(scheme, a.texts[0]?.color ?? '');
        // the sticky page header would cover the top of a tall picture scrolled into view
        const shot = await page.locator(selector).screenshot({
          path: join(shots, `${label}-${variant}.png`),
          style: '.top { position: static !important; }',
        });
        drawn.set(variant, shot);
      });
      expect(found).toEqual([]);
      // the picture follows the theme: its text colour and its pixels change with the scheme
      expect(colours.get('light')).not.toBe(colours.get('dark'));
      expect(drawn.get('phone-light')?.equals(drawn.get('phone-dark') ?? Buffer.alloc(0))).toBe(false);
    }

    it('draws the budget bar on every character page, with its cut-offs, legible and described', async () => {
      await page.goto(`${server.origin}/characters/`);
      const hrefs = await page.$$eval('#char-list .card-title a', (as) => as.map((a) => a.getAttribute('href') ?? ''));
      expect(hrefs.length).toBeGreaterThan(1);
      for (const href of hrefs) {
        const slug = href.split('/').filter(Boolean).pop() ?? '';
        await page.goto(server.origin + href);
        const svg = '#budget-picture svg[data-picture=budget]';
        expect(await page.locator(svg).count(), href).toBe(1);
        // the cut-offs, each labelled with its budget's value from the budgets table
        const value = async (key: string) => page.locator(`#budgets tr[data-key=${key}] td.num`).textContent();
        for (const key of ['worldEntries', 'contextTotal']) {
          const v = Math.max(0, Number(await value(key)));
          expect(await page.locator(`${svg} g[data-marker=${key}] text`).textContent(), `${href} ${key}`).toContain(
            `${key} ${v}`,
          );
        }
        // segments never overlap and stay on the bar
        const segs = await page.$$eval(`${svg} rect[data-kind]`, (rs) =>
          rs.map((r) => [r.getAttribute('data-kind'), r.getBoundingClientRect().left, r.getBoundingClientRect().right]),
        );
        for (let i = 1; i < segs.length; i++)
          expect(Number(segs[i]?.[1])).toBeGreaterThanOrEqual(Number(segs[i - 1]?.[2]) - 1);
        expect(await page.locator('#budget-picture .legend li').count()).toBeGreaterThanOrEqual(3);
        const alt = await textAlternative(page, svg);
        expect(alt.desc).toMatch(/contextTotal \d+/);
        expect(await page.getByRole('img', { name: alt.title }).count()).toBe(1);
        await checkEverywhere(href, '#budget-picture', `budget-${slug}`);
      }
    });

    it('draws the roots in order with an arrow from each later root to every root it replaces', async () => {
      await page.goto(`${server.origin}/overrides/`);
      const svg = '#override-picture svg[data-picture=overrides]';
      expect(await page.locator(svg).count()).toBe(1);
      const roots = await page.$$eval(`${svg} g.od-root`, (gs) => gs.map((g) => g.getAttribute('data-root') ?? ''));
      const arrows = await page.$$eval(`${svg} g.od-arrow`, (gs) =>
        gs.map((g) => `${g.getAttribute('data-later')}→${g.getAttribute('data-earlier')}`).sort(),
      );
      // every override card names a winning and a shadowed root: each such pair has its arrow
      const fromCards = await page.$$eval('section.card', (cs) =>
        cs.flatMap((c) => {
          const rs = Array.from(c.querySelectorAll('p.muted span.mono')).map((s) => s.textContent ?? '');
          return rs.slice(1).map((s) => [rs[0] ?? '', s]);
        }),
      );
      const expected = [
        ...new Set(fromCards.map(([w, s]) => `${roots.indexOf(w ?? '')}→${roots.indexOf(s ?? '')}`)),
      ].sort();
      expect(expected.length).toBeGreaterThan(0);
      expect(arrows).toEqual(expected);
      // the arrow starts at the later box and its head touches the earlier box
      const geometry = await page.$$eval(`${svg} g.od-arrow`, (gs) =>
        gs.map((g) => {
          const box = (i: string | null) =>
            document.querySelector(`g.od-root[data-index="${i}"] rect`)?.getBoundingClientRect();
          const later = box(g.getAttribute('data-later'));
          const earlier = box(g.getAttribute('data-earlier'));
          const head = g.querySelector('polygon')?.getBoundingClientRect();
          return {
            later: later?.top ?? 0,
            earlier: earlier?.bottom ?? 0,
            headY: head ? head.top + head.height / 2 : -1,
            earlierTop: earlier?.top ?? 0,
            headRight: head?.right ?? 0,
            earlierLeft: earlier?.left ?? 0,
          };
        }),
      );
      for (const g of geometry) {
        expect(g.earlier).toBeLessThan(g.later);
        expect(g.headY).toBeGreaterThan(g.earlierTop);
        expect(g.headY).toBeLessThan(g.earlier);
        expect(Math.abs(g.headRight - g.earlierLeft)).toBeLessThan(3);
      }
      // text alternative: every root's full name in the description; a cut label keeps it in its <title>
      const alt = await textAlternative(page, svg);
      for (const r of roots) expect(alt.desc).toContain(r);
      const cut = await page.$$eval(`${svg} text`, (ts) =>
        ts
          .map((t) => [t.childNodes[0]?.textContent ?? '', t.querySelector('title')?.textContent ?? null] as const)
          .filter(([shown]) => shown.endsWith('…')),
      );
      for (const [shown, full] of cut) expect(full?.startsWith(shown.slice(0, -1))).toBe(true);
      if (siteName === 'cjk') expect(cut.length).toBeGreaterThan(0);
      expect(await page.getByRole('img', { name: alt.title }).count()).toBe(1);
      await checkEverywhere('/overrides/', '#override-picture', 'overrides');
    });

    it('shows the namespace × rule grid with the deciding rule per namespace marked', async () => {
      await page.goto(`${server.origin}/routing/`);
      const namespaces = await page.$$eval('#matrix tbody th', (ths) => ths.map((th) => th.textContent ?? ''));
      const rows = await page.$$eval('#rule-grid tbody tr', (trs) =>
        trs.map((tr) => ({
          ns: tr.getAttribute('data-namespace'),
          decider: tr.getAttribute('data-decider'),
          marked: Array.from(tr.querySelectorAll('.chip.decides')).map((c) => [
            c.getAttribute('data-rule'),
            c.textContent ?? '',
          ]),
        })),
      );
      expect(rows.map((r) => r.ns)).toEqual(namespaces);
      for (const r of rows) {
        if (!r.decider) {
          expect(r.marked).toEqual([]);
          continue;
        }
        // exactly one marked chip, the decider, marked in words and not by colour alone
        expect(r.marked.map(([id]) => id)).toEqual([r.decider]);
        expect(r.marked[0]?.[1]).toMatch(/★/);
      }
      // the same rule is marked in the full matrix table
      const tableMarks = await page.$$eval('#matrix tbody tr', (trs) =>
        trs.map((tr) => Array.from(tr.querySelectorAll('td')).findIndex((td) => td.classList.contains('decides'))),
      );
      const ruleIds = await page.$$eval('#matrix thead th a', (as) => as.map((a) => a.textContent ?? ''));
      expect(tableMarks.map((i) => (i < 0 ? '' : ruleIds[i]))).toEqual(rows.map((r) => r.decider ?? ''));
      if (siteName === 'cjk') {
        expect(Object.fromEntries(rows.map((r) => [r.ns, r.decider]))).toEqual({
          'chat.engine': '长篇连载项目专用的角色扮演群组规则（用于测试很长的中文规则标识符）',
          'chat.model': 'global',
          'chat.preset': '星之海の漫遊者・ロールプレイ専用チャンネル設定',
          'chat.session': '长篇连载项目专用的角色扮演群组规则（用于测试很长的中文规则标识符）',
        });
      }
      // an HTML table named by its caption is its own text alternative
      const caption = (await page.locator('#rule-grid caption').textContent()) ?? '';
      expect(caption.trim()).not.toBe('');
      expect(await page.getByRole('table', { name: caption.trim() }).count()).toBe(1);
      await checkEverywhere('/routing/', '#rule-grid', 'routing-grid');
    });

    if (siteName === 'cjk') {
      it('marks a cut world core, and a worldEntries cut-off beyond the picture', async () => {
        await page.goto(`${server.origin}/characters/erina/`);
        const markers = await page.$$eval('svg[data-picture=budget] g[data-marker]', (gs) =>
          gs.map((g) => g.getAttribute('data-marker')),
        );
        expect(markers).toEqual(['worldCore', 'contextTotal', 'worldEntries']);
        await page.goto(`${server.origin}/characters/kai/`);
        expect(await page.locator('svg[data-picture=budget] g[data-marker=worldEntries] text').textContent()).toMatch(
          /^→ worldEntries 100000$/,
        );
      });
    }
  });
}
