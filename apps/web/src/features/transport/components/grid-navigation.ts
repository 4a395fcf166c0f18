/** A cell of a layout grid, counted from 0 (row 0 is the front). */
export interface GridCell {
  row: number;
  column: number;
}

/**
 * Where a key moves the focus in a roving-tabindex grid (WAI-ARIA grid pattern), or null when the key
 * is not a move. Only cells `canFocus` accepts are visited: arrows skip the others; up and down go to
 * the nearest focusable cell of the next row that has one (a seat map's back-row seat in the aisle
 * column, say); Home/End go to the row's ends, Ctrl+Home/End to the grid's. Where nothing is in the
 * way the focus stays.
 */
export function moveInGrid(
  key: string,
  from: GridCell,
  size: { rows: number; columns: number },
  canFocus: (cell: GridCell) => boolean,
  ctrlKey = false,
): GridCell | null {
  const { rows, columns } = size;
  const inRow = (row: number, order: number[]) =>
    order.map((column) => ({ row, column })).find((cell) => canFocus(cell)) ?? null;
  const columnsFrom = (start: number, step: 1 | -1) => {
    const list: number[] = [];
    for (let c = start; c >= 0 && c < columns; c += step) list.push(c);
    return list;
  };
  const rowsFrom = (start: number, step: 1 | -1) => {
    const list: number[] = [];
    for (let r = start; r >= 0 && r < rows; r += step) list.push(r);
    return list;
  };
  // Columns of a row by distance from the current column (the same one first).
  const nearest = Array.from({ length: columns }, (_, c) => c).sort(
    (a, b) => Math.abs(a - from.column) - Math.abs(b - from.column) || a - b,
  );
  const firstIn = (rowOrder: number[], columnOrder: number[]) => {
    for (const row of rowOrder) {
      const cell = inRow(row, columnOrder);
      if (cell) return cell;
    }
    return null;
  };
  switch (key) {
    case 'ArrowRight':
      return inRow(from.row, columnsFrom(from.column + 1, 1)) ?? from;
    case 'ArrowLeft':
      return inRow(from.row, columnsFrom(from.column - 1, -1)) ?? from;
    case 'ArrowDown':
      return firstIn(rowsFrom(from.row + 1, 1), nearest) ?? from;
    case 'ArrowUp':
      return firstIn(rowsFrom(from.row - 1, -1), nearest) ?? from;
    case 'Home':
      return ctrlKey
        ? (firstIn(rowsFrom(0, 1), columnsFrom(0, 1)) ?? from)
        : (inRow(from.row, columnsFrom(0, 1)) ?? from);
    case 'End':
      return ctrlKey
        ? (firstIn(rowsFrom(rows - 1, -1), columnsFrom(columns - 1, -1)) ?? from)
        : (inRow(from.row, columnsFrom(columns - 1, -1)) ?? from);
    default:
      return null;
  }
}

export const cellKey = ({ row, column }: GridCell) => `${row}:${column}`;
