import { seatLayoutTemplate, type SeatCell, type SeatLayout, type TransportProblem } from '@dala/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SeatLayoutEditor } from './seat-layout-editor';

const seat = (label: string): SeatCell => ({ kind: 'seat', label });
const aisle: SeatCell = { kind: 'aisle' };
const empty: SeatCell = { kind: 'empty' };

/** The editor as a page holds it: the layout in state, every change recorded. */
function renderEditor(initial: SeatLayout, problems?: TransportProblem[]) {
  const changes: SeatLayout[] = [];
  function Page() {
    const [layout, setLayout] = useState(initial);
    return (
      <SeatLayoutEditor
        value={layout}
        problems={problems}
        onChange={(next) => {
          changes.push(next);
          setLayout(next);
        }}
      />
    );
  }
  render(<Page />);
  const latest = () => changes.at(-1)!;
  return { changes, latest, user: userEvent.setup() };
}

const grid = () => screen.getByRole('grid', { name: 'Seat layout, front at the top' });
const cell = (name: string) => within(grid()).getByRole('button', { name });
const rowCount = () => within(grid()).getAllByRole('row').length;

describe('SeatLayoutEditor', () => {
  it('starts from the chosen template, without asking when nothing was edited', async () => {
    const { user, latest } = renderEditor({ cells: [[empty, aisle]] });
    const select = screen.getByLabelText<HTMLSelectElement>('Start from a template');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Ordinary coach, 3+2 (61 seats)',
      'Semi-luxury coach, 2+2 (53 seats)',
      'Luxury coach, 2+1 (40 seats)',
      'Coaster, 2+2 (29 seats)',
      '4x4 vehicle (7 seats)',
    ]);
    await user.selectOptions(select, 'two_one');
    await user.click(screen.getByRole('button', { name: 'Use template' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(latest()).toEqual(seatLayoutTemplate('two_one'));
    expect(screen.getByText('40 seats')).toBeInTheDocument();
    expect(cell('Row 1, door')).toBeInTheDocument();
    expect(cell('Row 1, driver')).toBeInTheDocument();
    expect(cell('Row 2, seat 1A')).toBeInTheDocument();
    expect(cell('Row 14, seat 13D')).toBeInTheDocument();
  });

  it('asks before a template replaces an edited layout', async () => {
    const { user, changes } = renderEditor(seatLayoutTemplate('four_by_four'));
    // The choice starts at the template the layout is.
    expect(screen.getByLabelText<HTMLSelectElement>('Start from a template').value).toBe('four_by_four');
    await user.click(cell('Row 3, seat 3C'));
    await user.click(screen.getByRole('button', { name: 'Empty' }));
    expect(screen.getByText('6 seats')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Start from a template'), 'coaster');
    await user.click(screen.getByRole('button', { name: 'Use template' }));
    const dialog = screen.getByRole('dialog', { name: 'Replace this layout?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(changes).toHaveLength(1);
    expect(screen.getByText('6 seats')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Use template' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Replace this layout?' })).getByRole('button', {
        name: 'Replace layout',
      }),
    );
    expect(changes.at(-1)).toEqual(seatLayoutTemplate('coaster'));
    expect(screen.getByText('29 seats')).toBeInTheDocument();
  });

  it('is one tab stop; arrows move between cells and Enter or Space cycles the kind', async () => {
    const { user, latest } = renderEditor(seatLayoutTemplate('four_by_four'));
    const buttons = within(grid()).getAllByRole('button');
    expect(buttons).toHaveLength(9);
    expect(buttons.filter((b) => b.tabIndex === 0)).toEqual([cell('Row 1, seat 1A')]);

    cell('Row 1, seat 1A').focus();
    await user.keyboard('{ArrowRight}');
    expect(cell('Row 1, empty')).toHaveFocus();
    expect(cell('Row 1, empty')).toHaveAttribute('tabindex', '0');
    expect(cell('Row 1, seat 1A')).toHaveAttribute('tabindex', '-1');

    // empty → seat (a new seat gets a free label), focus stays on the cell
    await user.keyboard('{Enter}');
    expect(latest().cells[0]![1]).toEqual({ kind: 'seat', label: '1B' });
    expect(cell('Row 1, seat 1B')).toHaveFocus();
    expect(screen.getByText('8 seats')).toBeInTheDocument();

    await user.keyboard('{ArrowDown}');
    expect(cell('Row 2, seat 2B')).toHaveFocus();
    // seat → aisle → door
    await user.keyboard(' ');
    expect(latest().cells[1]![1]).toEqual({ kind: 'aisle' });
    expect(cell('Row 2, aisle')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(cell('Row 2, door')).toHaveFocus();

    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(cell('Row 2, seat 2A')).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(cell('Row 1, seat 1A')).toHaveFocus();
    await user.keyboard('{End}');
    expect(cell('Row 1, driver')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(cell('Row 1, driver')).toHaveFocus();
  });

  it('relabels the selected seat from the label field, and renumbers all seats', async () => {
    const { user, latest } = renderEditor(seatLayoutTemplate('four_by_four'));
    await user.click(cell('Row 2, seat 2A'));
    expect(screen.getByRole('heading', { name: 'Selected: row 2, column 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Seat' })).toHaveAttribute('aria-pressed', 'true');
    const label = screen.getByLabelText<HTMLInputElement>('Seat label');
    expect(label.value).toBe('2A');

    await user.clear(label);
    await user.type(label, '9x');
    expect(label.value).toBe('9X');
    expect(latest().cells[1]![0]).toEqual({ kind: 'seat', label: '9X' });
    expect(cell('Row 2, seat 9X')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Renumber all seats' }));
    expect(latest()).toEqual(seatLayoutTemplate('four_by_four'));
    expect(cell('Row 2, seat 2A')).toBeInTheDocument();
  });

  it('adds a row below the selected one, shaped like it, and removes the selected row', async () => {
    const { user, latest } = renderEditor(seatLayoutTemplate('four_by_four'));
    expect(rowCount()).toBe(3);
    await user.click(cell('Row 2, seat 2B'));
    await user.click(screen.getByRole('button', { name: 'Add a row below' }));
    expect(rowCount()).toBe(4);
    expect(latest().cells[2]!.every((c) => c.kind === 'seat')).toBe(true);
    expect(screen.getByText('10 seats')).toBeInTheDocument();
    // The new row is selected
    expect(screen.getByRole('heading', { name: 'Selected: row 3, column 2' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove this row' }));
    expect(rowCount()).toBe(3);
    expect(latest()).toEqual(seatLayoutTemplate('four_by_four'));
    expect(screen.getByText('7 seats')).toBeInTheDocument();
  });

  it('adds and removes a column', async () => {
    const { user, latest } = renderEditor(seatLayoutTemplate('four_by_four'));
    await user.click(cell('Row 2, seat 2A'));
    await user.click(screen.getByRole('button', { name: 'Add a column to the right' }));
    expect(latest().cells.map((row) => row.length)).toEqual([4, 4, 4]);
    expect(latest().cells[1]![1]).toEqual(empty);
    await user.click(screen.getByRole('button', { name: 'Remove this column' }));
    expect(latest()).toEqual(seatLayoutTemplate('four_by_four'));
  });

  it('shows the problems of a layout without seats', () => {
    renderEditor({ cells: [[aisle, empty]] });
    expect(screen.getByText('A seat layout needs at least one seat')).toBeInTheDocument();
    expect(screen.getByText('0 seats')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Renumber all seats' })).toBeDisabled();
  });

  it('shows a duplicate label, as soon as a relabel makes one, and marks the cell', async () => {
    const { user } = renderEditor({ cells: [[seat('1A'), aisle, seat('1B')]] });
    expect(screen.queryByText(/Two seats are labelled/)).not.toBeInTheDocument();
    await user.click(cell('Row 1, seat 1B'));
    const label = screen.getByLabelText('Seat label');
    await user.clear(label);
    await user.type(label, '1a');
    expect(screen.getByText('Two seats are labelled 1A')).toBeInTheDocument();
    expect(grid()).toHaveAccessibleDescription(expect.stringContaining('Two seats are labelled 1A'));
    const [first, second] = within(grid()).getAllByRole('button', { name: 'Row 1, seat 1A' });
    expect(first!.className).not.toContain('border-red-600');
    expect(second!.className).toContain('border-red-600');
  });

  it("shows a layout's given problems (the API's answer) once, beside its own", () => {
    const layout = { cells: [[seat('1A'), seat('1A')]] };
    renderEditor(layout, [
      { key: 'transport.seatLabelDuplicate', params: { label: '1A' }, path: 'cells.0.1' },
      { key: 'transport.layoutTwoDrivers', path: 'cells' },
    ]);
    expect(screen.getAllByText('Two seats are labelled 1A')).toHaveLength(1);
    expect(screen.getByText('A vehicle has one driver’s seat')).toBeInTheDocument();
  });

  it('does not go below one row or above the column limit', async () => {
    const { user } = renderEditor({ cells: [[seat('1A')]] });
    expect(screen.getByRole('button', { name: 'Remove this row' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove this column' })).toBeDisabled();
    const addColumn = screen.getByRole('button', { name: 'Add a column to the right' });
    for (let i = 0; i < 7; i += 1) await user.click(addColumn);
    expect(addColumn).toBeDisabled();
  });
});
