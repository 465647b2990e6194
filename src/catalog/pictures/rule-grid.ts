/**
 * Which rules the routing page's grid shows for one namespace. The grid lists, in rule order, the
 * rules that write or lock the namespace; with hundreds of rules that row would be hundreds of chips
 * (a page too heavy for a phone), so it keeps the last `max` of them, where the
 * decision is made: the deciding rule and the later ones whose writes a lock takes. The deciding rule
 * is always kept; the others are counted (the full matrix table below the grid has every cell).
 */
import type { MatrixRow } from '../model.js';

export interface GridRow {
  /** Columns (indexes into the rules) shown, in rule order. */
  readonly shown: readonly number[];
  /** How many earlier rules touching the namespace are not shown. */
  readonly hidden: number;
}

export const GRID_MAX_CHIPS = 12;

export function gridRow(row: Pick<MatrixRow, 'cells' | 'decider'>, max: number = GRID_MAX_CHIPS): GridRow {
  const touching: number[] = [];
  row.cells.forEach((cell, i) => {
    if (cell !== '') touching.push(i);
  });
  if (touching.length <= max) return { shown: touching, hidden: 0 };
  let shown = touching.slice(-Math.max(1, max));
  const d = row.decider;
  if (d !== null && touching.includes(d) && !shown.includes(d)) shown = [d, ...shown.slice(1)];
  return { shown, hidden: touching.length - shown.length };
}
