/**
 * The geometry of a character's budget bar (the character page): one horizontal axis of tokens,
 * the world core, the constant entries, the room left for matched entries and the context that
 * entries cannot use, with a marker at each cut-off. Positions are percentages of the picture's
 * width, so the SVG stretches to any width while its text keeps its size in CSS pixels; every
 * marker label has a lane (row) of its own, so no two labels can overlap whatever the width.
 */
import type { BudgetUse } from '../model.js';

export type SegmentKind = 'core' | 'constants' | 'room' | 'spare';
export type MarkerKind = 'worldCore' | 'worldEntries' | 'contextTotal';

export interface BarSegment {
  readonly kind: SegmentKind;
  /** Tokens on the axis, from and to (`to` > `from`). */
  readonly from: number;
  readonly to: number;
  /** Left edge and width in percent of the picture's width. */
  readonly x: number;
  readonly width: number;
}

export interface BarMarker {
  readonly kind: MarkerKind;
  /** The budget's value, and where it cuts on the axis (worldEntries counts after the world core). */
  readonly value: number;
  readonly at: number;
  /** Percent of the width; 100 when the cut lies beyond the drawn axis (`offScale`). */
  readonly x: number;
  readonly offScale: boolean;
  /** The label runs right of the line (`start`) in the left half, left of it (`end`) in the right half. */
  readonly anchor: 'start' | 'end';
  /** Row of the label under the bar, 0 first: one marker per row. */
  readonly lane: number;
}

export interface BudgetBarGeometry {
  /** Tokens at 100 % of the width. */
  readonly scale: number;
  readonly segments: readonly BarSegment[];
  readonly markers: readonly BarMarker[];
  readonly lanes: number;
}

const round = (n: number): number => Math.round(n * 100) / 100;

/**
 * The axis runs to contextTotal, or further to where worldEntries cuts (world core + worldEntries)
 * when that is larger, but never past twice contextTotal: a huge worldEntries would squeeze the
 * rest to nothing, and what lies past contextTotal can never be used anyway (its marker is then
 * drawn at the right edge, `offScale`). With contextTotal 0 the axis shows worldEntries alone.
 */
export function barScale(use: BudgetUse): number {
  const entriesEnd = use.coreKept + use.worldEntries;
  if (use.contextTotal > 0) return Math.min(Math.max(use.contextTotal, entriesEnd), 2 * use.contextTotal);
  return Math.max(entriesEnd, 1);
}

export function budgetBar(use: BudgetUse): BudgetBarGeometry {
  const scale = barScale(use);
  const pct = (tokens: number): number => round((Math.min(Math.max(tokens, 0), scale) / scale) * 100);
  const coreEnd = use.coreKept;
  const constEnd = coreEnd + use.constantTokens;
  const roomEnd = constEnd + use.room;
  const spans: [SegmentKind, number, number][] = [
    ['core', 0, coreEnd],
    ['constants', coreEnd, constEnd],
    ['room', constEnd, roomEnd],
    ['spare', roomEnd, use.contextTotal],
  ];
  const segments = spans
    .filter(([, from, to]) => to > from)
    .map(([kind, from, to]) => ({ kind, from, to, x: pct(from), width: round(pct(to) - pct(from)) }));

  const cuts: { kind: MarkerKind; value: number; at: number }[] = [
    { kind: 'worldEntries', value: use.worldEntries, at: use.coreKept + use.worldEntries },
    { kind: 'contextTotal', value: use.contextTotal, at: use.contextTotal },
  ];
  // the worldCore cut-off only matters where it cut the core (when contextTotal did, its own marker is there)
  if (use.coreTokens > use.coreKept && use.worldCore < use.contextTotal) {
    cuts.push({ kind: 'worldCore', value: use.worldCore, at: use.coreKept });
  }
  const order: Record<MarkerKind, number> = { worldCore: 0, worldEntries: 1, contextTotal: 2 };
  cuts.sort((a, b) => a.at - b.at || order[a.kind] - order[b.kind]);
  const markers = cuts.map((c, lane): BarMarker => {
    const x = pct(c.at);
    return { ...c, x, offScale: c.at > scale, anchor: x <= 50 ? 'start' : 'end', lane };
  });
  return { scale, segments, markers, lanes: markers.length };
}
