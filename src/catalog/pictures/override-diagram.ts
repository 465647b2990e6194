/**
 * The geometry of the overrides page's diagram: the asset roots as boxes in override order (first,
 * lowest, on top) and, for each later root that replaces something of an earlier one, an arrow from
 * the later box up to the earlier one with what it replaces written in the later box. Coordinates
 * are user units of a fixed-width viewBox (`DIAGRAM_WIDTH`) shown at about one unit per CSS pixel
 * on a phone; every label is cut to its box by `fitText` (the full text goes in its <title>), and
 * labels sit on lines of their own, so none can overlap another or leave its box.
 */
import type { CatalogOverride } from '../model.js';
import { fitText } from './text-width.js';

/** What root `later` replaces of root `earlier` (indexes into the roots, later > earlier). */
export interface OverridePair {
  readonly later: number;
  readonly earlier: number;
  readonly characters: number;
  readonly worlds: number;
  /** Entries of the replacing worlds: they stand in for the shadowed worlds' entries, which are never read. */
  readonly entries: number;
}

/**
 * Per (later, earlier) root pair, the overridden characters and worlds and the entries that come
 * with the replacing worlds. Pairs in order of the later root, then the earlier one. An override
 * whose files lie in no listed root (nested or odd roots) is left out of the picture.
 */
export function overridePairs(
  roots: readonly string[],
  overrides: readonly CatalogOverride[],
  entriesOfWorld: (id: string) => number,
): OverridePair[] {
  const pairs = new Map<
    string,
    { later: number; earlier: number; characters: number; worlds: number; entries: number }
  >();
  for (const o of overrides) {
    const later = roots.indexOf(o.winner.root);
    if (later < 0) continue;
    for (const earlier of new Set(o.shadowed.map((s) => roots.indexOf(s.root)))) {
      if (earlier < 0 || earlier >= later) continue;
      const key = `${later}:${earlier}`;
      let p = pairs.get(key);
      if (!p) pairs.set(key, (p = { later, earlier, characters: 0, worlds: 0, entries: 0 }));
      if (o.kind === 'character') p.characters++;
      else {
        p.worlds++;
        p.entries += entriesOfWorld(o.id);
      }
    }
  }
  return [...pairs.values()].sort((a, b) => a.later - b.later || a.earlier - b.earlier);
}

export const DIAGRAM_WIDTH = 360;
export const FONT_SIZE = 12;
const LINE = 16;
const PAD = 8;
const GAP = 14;
const TOP = 4;
const round = (n: number): number => Math.round(n * 100) / 100;

export interface DiagramLabel {
  readonly x: number;
  /** Baseline. */
  readonly y: number;
  /** As drawn (cut to fit), and in full (for its <title>; equal when nothing was cut). */
  readonly text: string;
  readonly full: string;
}

export interface RootBox {
  readonly index: number;
  readonly root: string;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly title: DiagramLabel;
  /** Two lines per pair this root replaces: which root, and the counts. */
  readonly lines: readonly DiagramLabel[];
}

export interface DiagramArrow {
  readonly pair: OverridePair;
  /** SVG path data, from the later box to the earlier one, and the arrowhead's polygon points. */
  readonly path: string;
  readonly head: string;
}

export interface OverrideDiagram {
  readonly width: number;
  readonly height: number;
  readonly boxes: readonly RootBox[];
  readonly arrows: readonly DiagramArrow[];
}

export interface DiagramText {
  /** The title of root `index` (0-based), e.g. `2. project`. */
  readonly root: (index: number, root: string) => string;
  /** The two lines of a pair in the later root's box, e.g. `↑ replaces 1. global`, `1 character · …`. */
  readonly pair: (pair: OverridePair, earlierTitle: string) => readonly [string, string];
}

export function overrideDiagram(
  roots: readonly string[],
  pairs: readonly OverridePair[],
  text: DiagramText,
): OverrideDiagram {
  // lanes for the arrows left of the boxes: shorter spans inside, so arrows nest
  const byLane = [...pairs].sort((a, b) => a.later - a.earlier - (b.later - b.earlier) || a.later - b.later);
  const laneGap = pairs.length ? Math.min(8, 64 / pairs.length) : 0;
  const gutter = pairs.length ? 10 + pairs.length * laneGap : 0;
  const boxX = gutter;
  const boxWidth = DIAGRAM_WIDTH - gutter - 1;
  const fit = (s: string) => ({ text: fitText(s, (boxWidth - 2 * PAD) / FONT_SIZE), full: s });

  const arrivals = roots.map((_, i) => pairs.filter((p) => p.earlier === i));
  const boxes: RootBox[] = [];
  let y = TOP;
  roots.forEach((root, index) => {
    const own = pairs.filter((p) => p.later === index);
    const title = { x: boxX + PAD, y: y + 18, ...fit(text.root(index, root)) };
    const lines = own.flatMap((p, k) => {
      const [a, b] = text.pair(p, text.root(p.earlier, roots[p.earlier] ?? ''));
      const base = y + 18 + LINE * (1 + 2 * k) + 4;
      return [
        { x: boxX + PAD, y: base, ...fit(a) },
        { x: boxX + PAD, y: base + LINE, ...fit(b) },
      ];
    });
    const height = Math.max(26 + lines.length * LINE + (lines.length ? 4 : 0), 16 + (arrivals[index]?.length ?? 0) * 6);
    boxes.push({ index, root, x: boxX, y, width: boxWidth, height, title, lines });
    y += height + GAP;
  });

  const arrows = byLane.map((pair, lane): DiagramArrow => {
    const from = boxes[pair.later] as RootBox;
    const to = boxes[pair.earlier] as RootBox;
    const nth = pairs.filter((p) => p.later === pair.later).indexOf(pair);
    const y1 = (from.lines[2 * nth]?.y ?? from.y + 18) - 4;
    const arrival = arrivals[pair.earlier]?.indexOf(pair) ?? 0;
    const y2 = to.y + 10 + arrival * 6;
    const laneX = round(gutter - 6 - lane * laneGap);
    const end = boxX - 1;
    return {
      pair,
      path: `M ${boxX} ${y1} H ${laneX} V ${y2} H ${round(end - 5)}`,
      head: `${round(end - 6)},${round(y2 - 3.5)} ${end},${y2} ${round(end - 6)},${round(y2 + 3.5)}`,
    };
  });
  return { width: DIAGRAM_WIDTH, height: Math.max(y - GAP + TOP, 1), boxes, arrows };
}
