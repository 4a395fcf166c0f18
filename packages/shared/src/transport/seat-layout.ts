import { SEAT_LAYOUT_LIMITS } from './constants';
import type { TransportProblem } from './problems';
import { TRANSPORT_MESSAGES as M } from './messages';

/**
 * A vehicle's seat layout: a grid of rows × columns seen from above, front (row 0) to back, the left
 * side of the vehicle in column 0. Tanzania drives on the left: the driver sits on the right and the
 * passenger door is on the left (the kerb side). Seat labels are what a ticket shows ('7A').
 */

export const SEAT_CELL_KINDS = ['seat', 'aisle', 'door', 'driver', 'empty'] as const;
export type SeatCellKind = (typeof SEAT_CELL_KINDS)[number];

export type SeatCell =
  | { kind: 'seat'; label: string }
  | { kind: 'aisle' }
  | { kind: 'door' }
  | { kind: 'driver' }
  | { kind: 'empty' };

export interface SeatLayout {
  /** cells[row][column]; every row has the same number of columns. */
  cells: SeatCell[][];
}

export type SeatPosition = 'window' | 'aisle' | 'middle';

export interface LayoutSeat {
  label: string;
  row: number;
  column: number;
  position: SeatPosition;
}

export const SEAT_LAYOUT_TEMPLATES = ['three_two', 'two_two', 'two_one', 'coaster', 'four_by_four'] as const;
export type SeatLayoutTemplate = (typeof SEAT_LAYOUT_TEMPLATES)[number];

/** Letters for seats across a row: no I (read as 1) and no O (read as 0), as on tickets. */
const SEAT_LETTERS = 'ABCDEFGHJK';
/** Labels are a row number and a letter in practice; the editor accepts any short code of these. */
const SEAT_LABEL_PATTERN = /^[A-Z0-9]+$/;

// ── Reading a layout ─────────────────────────────────────────────────────────────────────────────

export function layoutRows(layout: SeatLayout): number {
  return layout.cells.length;
}

export function layoutColumns(layout: SeatLayout): number {
  return layout.cells[0]?.length ?? 0;
}

/** Labels are compared and stored trimmed and upper-case ('7a ' is 7A). */
export function normaliseSeatLabel(label: string): string {
  return label.trim().toUpperCase();
}

function isWallSide(cell: SeatCell | undefined): boolean {
  return cell === undefined || cell.kind === 'empty' || cell.kind === 'door';
}

/** Window: nothing but empty space or a door between the seat and a side of the vehicle. Aisle: next to
 * an aisle cell. Middle: neither (e.g. B in A B C | D E, or the back row's seat in the aisle). */
function positionAt(row: readonly SeatCell[], column: number): SeatPosition {
  const toLeft = row.slice(0, column);
  const toRight = row.slice(column + 1);
  if (toLeft.every((c) => isWallSide(c)) || toRight.every((c) => isWallSide(c))) return 'window';
  if (row[column - 1]?.kind === 'aisle' || row[column + 1]?.kind === 'aisle') return 'aisle';
  return 'middle';
}

/** Every seat, front to back and left to right, with where it sits (for "Seat 7A, window"). */
export function layoutSeats(layout: SeatLayout): LayoutSeat[] {
  const seats: LayoutSeat[] = [];
  layout.cells.forEach((row, r) => {
    row.forEach((cell, c) => {
      if (cell.kind === 'seat')
        seats.push({ label: cell.label, row: r, column: c, position: positionAt(row, c) });
    });
  });
  return seats;
}

export function seatLabels(layout: SeatLayout): string[] {
  return layoutSeats(layout).map((s) => s.label);
}

export function seatCount(layout: SeatLayout): number {
  return layout.cells.reduce((n, row) => n + row.filter((c) => c.kind === 'seat').length, 0);
}

/** Window, aisle or middle for a seat label; null when the layout has no such seat. */
export function seatPosition(layout: SeatLayout, label: string): SeatPosition | null {
  const wanted = normaliseSeatLabel(label);
  return layoutSeats(layout).find((s) => s.label === wanted)?.position ?? null;
}

/** The layout as stored: labels trimmed and upper-case (what seats are compared and sold by).
 * Validate the result: normalising can make two labels equal. */
export function normaliseSeatLayout(layout: SeatLayout): SeatLayout {
  return {
    cells: layout.cells.map((row) =>
      row.map((cell): SeatCell =>
        cell.kind === 'seat' ? { kind: 'seat', label: normaliseSeatLabel(cell.label) } : { ...cell },
      ),
    ),
  };
}

// ── Validation ───────────────────────────────────────────────────────────────────────────────────

/** Every problem of a layout (empty when it can be saved); rows and columns in params count from 1. */
export function validateSeatLayout(layout: SeatLayout): TransportProblem[] {
  const { rows, columns, seatsMax, labelMax } = SEAT_LAYOUT_LIMITS;
  const height = layoutRows(layout);
  const width = layoutColumns(layout);
  if (height < rows.min || height > rows.max || width < columns.min || width > columns.max) {
    return [
      {
        key: M.layoutDimensions,
        params: { minRows: rows.min, maxRows: rows.max, minColumns: columns.min, maxColumns: columns.max },
        path: 'cells',
      },
    ];
  }
  const problems: TransportProblem[] = [];
  const ragged = layout.cells.findIndex((row) => row.length !== width);
  if (ragged >= 0) {
    return [{ key: M.layoutRowWidth, params: { row: ragged + 1, columns: width }, path: `cells.${ragged}` }];
  }
  const seen = new Map<string, number>();
  let drivers = 0;
  let seats = 0;
  layout.cells.forEach((row, r) => {
    row.forEach((cell, c) => {
      const path = `cells.${r}.${c}`;
      const where = { row: r + 1, column: c + 1 };
      if (!(SEAT_CELL_KINDS as readonly string[]).includes(cell.kind)) {
        problems.push({ key: M.layoutCellKind, params: where, path });
        return;
      }
      if (cell.kind === 'driver') drivers += 1;
      if (cell.kind !== 'seat') return;
      seats += 1;
      const label = typeof cell.label === 'string' ? normaliseSeatLabel(cell.label) : '';
      if (label === '') {
        problems.push({ key: M.seatLabelEmpty, params: where, path });
      } else if (label.length > labelMax) {
        problems.push({ key: M.seatLabelTooLong, params: { ...where, label, max: labelMax }, path });
      } else if (!SEAT_LABEL_PATTERN.test(label)) {
        problems.push({ key: M.seatLabelInvalid, params: { ...where, label }, path });
      } else {
        seen.set(label, (seen.get(label) ?? 0) + 1);
        if (seen.get(label) === 2) problems.push({ key: M.seatLabelDuplicate, params: { label }, path });
      }
    });
  });
  if (seats === 0) problems.push({ key: M.layoutNoSeats, path: 'cells' });
  if (seats > seatsMax)
    problems.push({ key: M.layoutTooManySeats, params: { max: seatsMax }, path: 'cells' });
  if (drivers > 1) problems.push({ key: M.layoutTwoDrivers, path: 'cells' });
  return problems;
}

// ── Templates ────────────────────────────────────────────────────────────────────────────────────

const seat = (): SeatCell => ({ kind: 'seat', label: '' });
const aisle = (): SeatCell => ({ kind: 'aisle' });
const empty = (): SeatCell => ({ kind: 'empty' });

/** A bus: a front row with the door (left) and the driver (right), `rows` rows of `left` + aisle +
 * `right` seats, and a back row of seats across the whole width, aisle included. */
function busLayout(left: number, right: number, rows: number): SeatLayout {
  const width = left + 1 + right;
  const front: SeatCell[] = Array.from({ length: width }, (_, c) =>
    c === 0 ? { kind: 'door' } : c === width - 1 ? { kind: 'driver' } : empty(),
  );
  const seatRow = (): SeatCell[] => Array.from({ length: width }, (_, c) => (c === left ? aisle() : seat()));
  const back: SeatCell[] = Array.from({ length: width }, seat);
  return relabelSeats({ cells: [front, ...Array.from({ length: rows }, seatRow), back] });
}

/**
 * A starting layout the transporter then edits. Seats are labelled row number + letter from the front.
 * three_two 61 seats (ordinary), two_two 53 (semi-luxury), two_one 40 (luxury), coaster 29 (a Toyota
 * Coaster's 2 + 2), four_by_four 7 (front passenger beside the driver, two benches of three).
 */
export function seatLayoutTemplate(template: SeatLayoutTemplate): SeatLayout {
  switch (template) {
    case 'three_two':
      return busLayout(2, 3, 11);
    case 'two_two':
      return busLayout(2, 2, 12);
    case 'two_one':
      return busLayout(2, 1, 12);
    case 'coaster':
      return busLayout(2, 2, 6);
    case 'four_by_four':
      return relabelSeats({
        cells: [
          [seat(), empty(), { kind: 'driver' }],
          [seat(), seat(), seat()],
          [seat(), seat(), seat()],
        ],
      });
  }
}

// ── Editing (every operation returns a new layout) ───────────────────────────────────────────────

function copy(layout: SeatLayout): SeatCell[][] {
  return layout.cells.map((row) => row.map((cell) => ({ ...cell })));
}

/** Labels every seat afresh: rows that have seats are numbered 1, 2 … from the front, seats lettered
 * A, B … from the left (I and O skipped). What a template starts with; the editor's "renumber". */
export function relabelSeats(layout: SeatLayout): SeatLayout {
  let rowNumber = 0;
  const cells = layout.cells.map((row) => {
    if (!row.some((c) => c.kind === 'seat')) return row.map((c) => ({ ...c }));
    rowNumber += 1;
    let letter = 0;
    return row.map((cell): SeatCell => {
      if (cell.kind !== 'seat') return { ...cell };
      const label = `${rowNumber}${SEAT_LETTERS[letter] ?? String(letter + 1)}`;
      letter += 1;
      return { kind: 'seat', label };
    });
  });
  return { cells };
}

/** The order a cell cycles through when tapped in the editor. */
export function nextCellKind(kind: SeatCellKind): SeatCellKind {
  const index = SEAT_CELL_KINDS.indexOf(kind);
  return SEAT_CELL_KINDS[(index + 1) % SEAT_CELL_KINDS.length] as SeatCellKind;
}

/** A label for a new seat at (row, column) no other seat has: the automatic one when free. */
function freshLabel(cells: SeatCell[][], row: number, column: number): string {
  const auto = relabelSeats({ cells }).cells[row]?.[column];
  const taken = new Set(cells.flat().flatMap((c) => (c.kind === 'seat' ? [c.label] : [])));
  if (auto?.kind === 'seat' && !taken.has(auto.label)) return auto.label;
  for (let n = 1; ; n += 1) {
    for (const letter of SEAT_LETTERS) {
      const label = `${n}${letter}`;
      if (!taken.has(label)) return label;
    }
  }
}

/** Makes a cell a seat, an aisle, a door, the driver or empty. A new seat gets a free label. */
export function setCellKind(layout: SeatLayout, row: number, column: number, kind: SeatCellKind): SeatLayout {
  const cells = copy(layout);
  const current = cells[row]?.[column];
  if (!current || current.kind === kind) return { cells };
  if (kind === 'seat') {
    cells[row]![column] = { kind: 'seat', label: '' };
    cells[row]![column] = { kind: 'seat', label: freshLabel(cells, row, column) };
  } else {
    cells[row]![column] = { kind };
  }
  return { cells };
}

/** Tapping a cell: the next kind in SEAT_CELL_KINDS' order. */
export function toggleCell(layout: SeatLayout, row: number, column: number): SeatLayout {
  const current = layout.cells[row]?.[column];
  return current ? setCellKind(layout, row, column, nextCellKind(current.kind)) : { cells: copy(layout) };
}

/** Gives a seat a label of the transporter's choosing (validation reports duplicates and bad labels). */
export function relabelSeat(layout: SeatLayout, row: number, column: number, label: string): SeatLayout {
  const cells = copy(layout);
  if (cells[row]?.[column]?.kind === 'seat')
    cells[row]![column] = { kind: 'seat', label: normaliseSeatLabel(label) };
  return { cells };
}

/** Inserts a row at `at` (default: before the back row, or at the end) shaped like the row before it,
 * its seats labelled with free labels. */
export function addRow(layout: SeatLayout, at?: number): SeatLayout {
  const cells = copy(layout);
  const width = layoutColumns(layout) || 1;
  const index = Math.max(0, Math.min(at ?? Math.max(cells.length - 1, 0), cells.length));
  const model = cells[index - 1] ?? cells[index];
  const row: SeatCell[] = Array.from({ length: width }, (_, c) => {
    const kind = model?.[c]?.kind;
    return kind === 'aisle' ? aisle() : kind === 'seat' ? seat() : empty();
  });
  cells.splice(index, 0, row);
  row.forEach((cell, c) => {
    if (cell.kind === 'seat') row[c] = { kind: 'seat', label: freshLabel(cells, index, c) };
  });
  return { cells };
}

export function removeRow(layout: SeatLayout, at: number): SeatLayout {
  const cells = copy(layout);
  if (at >= 0 && at < cells.length) cells.splice(at, 1);
  return { cells };
}

/** Inserts an empty column at `at` (a wider vehicle); the transporter then turns cells into seats. */
export function addColumn(layout: SeatLayout, at: number): SeatLayout {
  const cells = copy(layout);
  const index = Math.max(0, Math.min(at, layoutColumns(layout)));
  for (const row of cells) row.splice(index, 0, empty());
  return { cells };
}

export function removeColumn(layout: SeatLayout, at: number): SeatLayout {
  const cells = copy(layout);
  if (at >= 0 && at < layoutColumns(layout)) for (const row of cells) row.splice(at, 1);
  return { cells };
}

// ── Changing a vehicle's layout after sale ───────────────────────────────────────────────────────

/**
 * Which sold seats a new layout still has (the passenger keeps that seat number) and which it lacks
 * (the passenger is told and offered a full refund). Labels are compared normalised.
 */
export function keptSeats(
  soldLabels: readonly string[],
  newLayout: SeatLayout,
): { kept: string[]; lost: string[] } {
  const available = new Set(seatLabels(newLayout));
  const kept: string[] = [];
  const lost: string[] = [];
  for (const label of soldLabels) (available.has(normaliseSeatLabel(label)) ? kept : lost).push(label);
  return { kept, lost };
}
