/** A plain-text table whose columns line up in a terminal, CJK (double-width) characters included. */
import stringWidth from 'string-width';

function pad(cell: string, width: number, right: boolean): string {
  const gap = ' '.repeat(Math.max(0, width - stringWidth(cell)));
  return right ? gap + cell : cell + gap;
}

/** Rows of cells -> lines; `right` marks the columns aligned to the right (numbers). */
export function renderTable(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  right: readonly boolean[] = [],
): string[] {
  const all = [header, ...rows];
  const widths = header.map((_, i) => Math.max(...all.map((r) => stringWidth(r[i] ?? ''))));
  return all.map((r) =>
    r
      .map((cell, i) => (i === r.length - 1 && !right[i] ? cell : pad(cell, widths[i] ?? 0, right[i] === true)))
      .join('  ')
      .trimEnd(),
  );
}
