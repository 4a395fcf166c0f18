import { describe, expect, it } from 'vitest';
import { SEAT_LAYOUT_LIMITS } from './constants';
import {
  SEAT_LAYOUT_TEMPLATES,
  addColumn,
  addRow,
  keptSeats,
  layoutColumns,
  layoutRows,
  layoutSeats,
  nextCellKind,
  normaliseSeatLayout,
  relabelSeat,
  relabelSeats,
  removeColumn,
  removeRow,
  seatCount,
  seatLabels,
  seatLayoutTemplate,
  seatPosition,
  setCellKind,
  toggleCell,
  validateSeatLayout,
  type SeatCell,
  type SeatLayout,
} from './seat-layout';

const keys = (layout: SeatLayout) => validateSeatLayout(layout).map((p) => p.key);
const s = (label: string): SeatCell => ({ kind: 'seat', label });
const a: SeatCell = { kind: 'aisle' };
const e: SeatCell = { kind: 'empty' };

describe('templates', () => {
  it.each([
    ['three_two', 61, 6],
    ['two_two', 53, 5],
    ['two_one', 40, 4],
    ['coaster', 29, 5],
    ['four_by_four', 7, 3],
  ] as const)('%s has %i seats in %i columns and is valid', (template, seats, columns) => {
    const layout = seatLayoutTemplate(template);
    expect(seatCount(layout)).toBe(seats);
    expect(layoutColumns(layout)).toBe(columns);
    expect(validateSeatLayout(layout)).toEqual([]);
  });

  it('covers every template name', () => {
    for (const t of SEAT_LAYOUT_TEMPLATES) expect(seatCount(seatLayoutTemplate(t))).toBeGreaterThan(0);
  });

  it('labels rows from the front and seats from the left, skipping I and O', () => {
    const layout = seatLayoutTemplate('two_one');
    expect(layout.cells[0]!.map((c) => c.kind)).toEqual(['door', 'empty', 'empty', 'driver']);
    expect(layout.cells[1]).toEqual([s('1A'), s('1B'), a, s('1C')]);
    expect(layout.cells.at(-1)).toEqual([s('13A'), s('13B'), s('13C'), s('13D')]);
    const wide = relabelSeats({ cells: [Array.from({ length: 8 }, () => s(''))] });
    expect(seatLabels(wide)).toEqual(['1A', '1B', '1C', '1D', '1E', '1F', '1G', '1H']);
    const wider = relabelSeats({ cells: [Array.from({ length: 10 }, () => s(''))] });
    expect(seatLabels(wider).slice(8)).toEqual(['1J', '1K']);
  });

  it('puts the 4x4 front passenger beside the driver', () => {
    const layout = seatLayoutTemplate('four_by_four');
    expect(layout.cells[0]).toEqual([s('1A'), e, { kind: 'driver' }]);
    expect(seatLabels(layout)).toEqual(['1A', '2A', '2B', '2C', '3A', '3B', '3C']);
  });
});

describe('seat positions', () => {
  it('knows window, aisle and middle seats in a 3+2 row', () => {
    const layout = seatLayoutTemplate('three_two');
    // A B | aisle | C D E
    expect(['1A', '1B', '1C', '1D', '1E'].map((l) => seatPosition(layout, l))).toEqual([
      'window',
      'aisle',
      'aisle',
      'middle',
      'window',
    ]);
  });
  it('treats a single seat by the aisle and the wall as a window seat (2+1)', () => {
    const layout = seatLayoutTemplate('two_one');
    expect(seatPosition(layout, '5C')).toBe('window');
    expect(seatPosition(layout, '5b')).toBe('aisle');
  });
  it('sees the wall past empty cells and doors, and the back row’s aisle seat as middle', () => {
    const layout = seatLayoutTemplate('two_two');
    expect(seatPosition(layout, '13C')).toBe('middle');
    const row: SeatLayout = { cells: [[e, { kind: 'door' }, s('1A'), a, s('1B'), e]] };
    expect(layoutSeats(row).map((x) => x.position)).toEqual(['window', 'window']);
  });
  it('answers null for a seat the layout lacks', () => {
    expect(seatPosition(seatLayoutTemplate('coaster'), '99Z')).toBeNull();
  });
});

describe('validateSeatLayout', () => {
  it('refuses a layout without seats', () => {
    expect(keys({ cells: [[a, e]] })).toEqual(['transport.layoutNoSeats']);
  });
  it('refuses bad dimensions, naming the limits', () => {
    expect(keys({ cells: [] })).toEqual(['transport.layoutDimensions']);
    expect(keys({ cells: [[]] })).toEqual(['transport.layoutDimensions']);
    const tooWide = { cells: [Array.from({ length: SEAT_LAYOUT_LIMITS.columns.max + 1 }, () => s(''))] };
    expect(validateSeatLayout(tooWide)[0]).toMatchObject({
      key: 'transport.layoutDimensions',
      params: { maxRows: 30, maxColumns: 8 },
    });
    const tooLong = { cells: Array.from({ length: SEAT_LAYOUT_LIMITS.rows.max + 1 }, () => [s('')]) };
    expect(keys(tooLong)).toEqual(['transport.layoutDimensions']);
  });
  it('refuses rows of different widths, naming the row', () => {
    expect(validateSeatLayout({ cells: [[s('1A'), s('1B')], [s('2A')]] })).toEqual([
      { key: 'transport.layoutRowWidth', params: { row: 2, columns: 2 }, path: 'cells.1' },
    ]);
  });
  it('refuses duplicate labels once per label, whatever their case', () => {
    const layout = { cells: [[s('1A'), s('1a'), s('1A')]] };
    expect(validateSeatLayout(layout)).toEqual([
      { key: 'transport.seatLabelDuplicate', params: { label: '1A' }, path: 'cells.0.1' },
    ]);
  });
  it('refuses empty, long and odd labels, naming the cell', () => {
    expect(validateSeatLayout({ cells: [[s('1A'), s('  ')]] })).toEqual([
      { key: 'transport.seatLabelEmpty', params: { row: 1, column: 2 }, path: 'cells.0.1' },
    ]);
    expect(keys({ cells: [[s('12345')]] })).toEqual(['transport.seatLabelTooLong']);
    expect(keys({ cells: [[s('7-A')]] })).toEqual(['transport.seatLabelInvalid']);
  });
  it('refuses a second driver and an unknown cell kind', () => {
    const twoDrivers: SeatLayout = { cells: [[{ kind: 'driver' }, s('1A'), { kind: 'driver' }]] };
    expect(keys(twoDrivers)).toEqual(['transport.layoutTwoDrivers']);
    const odd = { cells: [[s('1A'), { kind: 'toilet' }]] } as unknown as SeatLayout;
    expect(validateSeatLayout(odd)).toEqual([
      { key: 'transport.layoutCellKind', params: { row: 1, column: 2 }, path: 'cells.0.1' },
    ]);
  });
  it('refuses more seats than the limit', () => {
    const cells = Array.from({ length: 12 }, (_, r) =>
      Array.from({ length: 8 }, (_, c) => s(`${r + 1}${'ABCDEFGH'[c]}`)),
    );
    expect(seatCount({ cells })).toBe(96);
    expect(keys({ cells })).toEqual(['transport.layoutTooManySeats']);
  });
});

describe('editing', () => {
  it('cycles a cell through every kind and back', () => {
    expect(nextCellKind('seat')).toBe('aisle');
    expect(nextCellKind('empty')).toBe('seat');
    let layout = seatLayoutTemplate('two_two');
    const before = seatCount(layout);
    for (let i = 0; i < 5; i += 1) layout = toggleCell(layout, 1, 0);
    expect(layout.cells[1]![0]).toEqual(s('1A'));
    expect(seatCount(layout)).toBe(before);
  });
  it('gives a new seat a label no other seat has', () => {
    const layout = setCellKind(seatLayoutTemplate('two_two'), 1, 2, 'seat'); // the aisle of row 1
    expect(validateSeatLayout(layout)).toEqual([]);
    expect(seatCount(layout)).toBe(54);
    const label = layout.cells[1]![2];
    expect(label).toEqual(s('1E'));
  });
  it('does not change the original layout', () => {
    const layout = seatLayoutTemplate('coaster');
    setCellKind(layout, 1, 0, 'empty');
    relabelSeat(layout, 1, 0, 'X1');
    addRow(layout);
    removeRow(layout, 1);
    expect(layout).toEqual(seatLayoutTemplate('coaster'));
  });
  it('relabels a seat, normalised, and leaves other cells alone', () => {
    const layout = relabelSeat(seatLayoutTemplate('coaster'), 1, 0, ' vip1 ');
    expect(layout.cells[1]![0]).toEqual(s('VIP1'));
    expect(relabelSeat(layout, 0, 0, 'X').cells[0]![0]).toEqual({ kind: 'door' });
  });
  it('adds a row shaped like the one before, before the back row, with free labels', () => {
    const layout = addRow(seatLayoutTemplate('two_one'));
    expect(layoutRows(layout)).toBe(15);
    expect(seatCount(layout)).toBe(43);
    expect(layout.cells[13]!.map((c) => c.kind)).toEqual(['seat', 'seat', 'aisle', 'seat']);
    expect(validateSeatLayout(layout)).toEqual([]);
    expect(seatLabels(relabelSeats(layout)).at(-1)).toBe('14D');
  });
  it('removes rows and adds or removes columns', () => {
    const layout = seatLayoutTemplate('four_by_four');
    expect(seatCount(removeRow(layout, 2))).toBe(4);
    expect(removeRow(layout, 9)).toEqual(layout);
    const wider = addColumn(layout, 1);
    expect(layoutColumns(wider)).toBe(4);
    expect(wider.cells[1]!.map((c) => c.kind)).toEqual(['seat', 'empty', 'seat', 'seat']);
    expect(removeColumn(wider, 1)).toEqual(layout);
  });
});

describe('normaliseSeatLayout', () => {
  it('stores labels trimmed and upper-case, leaving other cells alone', () => {
    const layout: SeatLayout = {
      cells: [
        [s(' 1a'), a, s('1B ')],
        [{ kind: 'door' }, e, { kind: 'driver' }],
      ],
    };
    expect(normaliseSeatLayout(layout)).toEqual({ cells: [[s('1A'), a, s('1B')], layout.cells[1]] });
    expect(keys(normaliseSeatLayout({ cells: [[s('1a'), s('1A ')]] }))).toEqual([
      'transport.seatLabelDuplicate',
    ]);
  });
});

describe('keptSeats', () => {
  it('splits sold seats into those the new layout has and those it lacks', () => {
    const coaster = seatLayoutTemplate('coaster');
    expect(keptSeats(['1A', '7e', '12C'], coaster)).toEqual({ kept: ['1A', '7e'], lost: ['12C'] });
  });
});
