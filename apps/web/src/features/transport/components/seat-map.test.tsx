import { seatLabels, seatLayoutTemplate } from '@dala/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SeatMap, type SeatMapSeat } from './seat-map';

// An ordinary 3+2 coach: seat rows "1A 1B | 1C 1D 1E" (A and E at the windows, B and C on the aisle).
const coach = seatLayoutTemplate('three_two');
const seatsWith = (taken: string[]): SeatMapSeat[] =>
  seatLabels(coach).map((label) => ({ label, status: taken.includes(label) ? 'taken' : 'free' }));

const grid = () => screen.getByRole('grid', { name: 'Seat map, front at the top' });
const seat = (name: string) => within(grid()).getByRole('button', { name });

/** The map as the trip page holds it: the chosen seats in state. */
function renderPicker({ taken = ['1B'], initial = [] as string[], max = 2, disabled = false } = {}) {
  const toggled: string[] = [];
  function Page() {
    const [selected, setSelected] = useState(initial);
    return (
      <SeatMap
        layout={coach}
        seats={seatsWith(taken)}
        selected={selected}
        maxSelectable={max}
        disabled={disabled}
        onToggle={(label) => {
          toggled.push(label);
          setSelected((now) => (now.includes(label) ? now.filter((l) => l !== label) : [...now, label]));
        }}
      />
    );
  }
  render(<Page />);
  return { toggled, user: userEvent.setup() };
}

describe('SeatMap', () => {
  it('names every seat by label, position and state', () => {
    renderPicker({ taken: ['1B', '7A'], initial: ['1C'] });
    expect(within(grid()).getAllByRole('button')).toHaveLength(61);
    expect(seat('Seat 1A, window, free')).toHaveAttribute('aria-pressed', 'false');
    expect(seat('Seat 1B, aisle, taken')).toHaveAttribute('aria-disabled', 'true');
    expect(seat('Seat 1C, aisle, selected')).toHaveAttribute('aria-pressed', 'true');
    expect(seat('Seat 1D, middle, free')).not.toHaveAttribute('aria-disabled');
    expect(seat('Seat 1E, window, free')).toBeInTheDocument();
    expect(seat('Seat 7A, window, taken')).toBeInTheDocument();
    // The back row runs across the aisle.
    expect(seat('Seat 12C, middle, free')).toBeInTheDocument();
    expect(within(grid()).getByText('Driver')).toBeInTheDocument();
    expect(within(grid()).getByText('Door')).toBeInTheDocument();
  });

  it('shows the legend and marks a chosen seat with more than colour', () => {
    renderPicker({ initial: ['1C'] });
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(['Free', 'Taken', 'Selected']);
    // A check mark drawn in the chosen seat, none in a free one.
    expect(seat('Seat 1C, aisle, selected').querySelector('path[d^="M3.5 8.5"]')).not.toBeNull();
    expect(seat('Seat 1A, window, free').querySelector('path[d^="M3.5 8.5"]')).toBeNull();
  });

  it('toggles free and chosen seats, by pointer and by keyboard', async () => {
    const { user, toggled } = renderPicker();
    await user.click(seat('Seat 1A, window, free'));
    expect(toggled).toEqual(['1A']);
    expect(seat('Seat 1A, window, selected')).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    // 1B is taken but reachable, so its state is heard; then 1C
    expect(seat('Seat 1C, aisle, free')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(toggled).toEqual(['1A', '1C']);
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(seat('Seat 1A, window, selected')).toHaveFocus();
    await user.keyboard(' ');
    expect(toggled).toEqual(['1A', '1C', '1A']);
    expect(seat('Seat 1A, window, free')).toBeInTheDocument();
  });

  it('is one tab stop; up and down go to the nearest seat of the next row', async () => {
    const { user } = renderPicker({ taken: [] });
    const buttons = within(grid()).getAllByRole('button');
    expect(buttons.filter((b) => b.tabIndex === 0)).toEqual([seat('Seat 1A, window, free')]);
    seat('Seat 1A, window, free').focus();
    await user.keyboard('{ArrowUp}');
    expect(seat('Seat 1A, window, free')).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}');
    expect(seat('Seat 2C, aisle, free')).toHaveFocus();
    await user.keyboard('{Control>}{End}{/Control}');
    expect(seat('Seat 12F, window, free')).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowUp}');
    // 12C sits in the aisle column: up goes to the nearest seat of row 11
    expect(seat('Seat 11B, aisle, free')).toHaveFocus();
  });

  it('does not toggle a taken seat', async () => {
    const { user, toggled } = renderPicker();
    await user.click(seat('Seat 1B, aisle, taken'));
    seat('Seat 1B, aisle, taken').focus();
    await user.keyboard('{Enter} ');
    expect(toggled).toEqual([]);
  });

  it('once the most seats are chosen, says so on the other free seats and leaves them alone', async () => {
    const { user, toggled } = renderPicker({ max: 2 });
    await user.click(seat('Seat 1A, window, free'));
    expect(screen.queryByText(/the most for this booking/)).not.toBeInTheDocument();
    expect(seat('Seat 1D, middle, free')).not.toHaveAttribute('aria-disabled');

    await user.click(seat('Seat 1C, aisle, free'));
    const note = 'You have chosen 2 seats, the most for this booking. Unselect one to choose another.';
    expect(screen.getByRole('status')).toHaveTextContent(note);
    const other = seat('Seat 1D, middle, free');
    expect(other).toHaveAttribute('aria-disabled', 'true');
    expect(other).toHaveAccessibleDescription(note);
    await user.click(other);
    expect(toggled).toEqual(['1A', '1C']);

    // A chosen seat can still be let go, which frees the others again.
    await user.click(seat('Seat 1C, aisle, selected'));
    expect(toggled).toEqual(['1A', '1C', '1C']);
    expect(seat('Seat 1D, middle, free')).not.toHaveAttribute('aria-disabled');
    expect(seat('Seat 1D, middle, free')).not.toHaveAccessibleDescription();
  });

  it('presses nothing while disabled', async () => {
    const { user, toggled } = renderPicker({ disabled: true, initial: ['1C'] });
    await user.click(seat('Seat 1A, window, free'));
    await user.click(seat('Seat 1C, aisle, selected'));
    expect(seat('Seat 1A, window, free')).toHaveAttribute('aria-disabled', 'true');
    expect(toggled).toEqual([]);
  });

  it('treats a layout seat missing from the statuses as taken, and matches labels however written', () => {
    const onToggle = vi.fn();
    render(
      <SeatMap
        layout={seatLayoutTemplate('four_by_four')}
        seats={[
          { label: '2a', status: 'free' },
          { label: '2B', status: 'taken' },
        ]}
        selected={[' 2a']}
        maxSelectable={3}
        onToggle={onToggle}
      />,
    );
    expect(seat('Seat 2A, window, selected')).toBeInTheDocument();
    expect(seat('Seat 2B, middle, taken')).toBeInTheDocument();
    expect(seat('Seat 3C, window, taken')).toHaveAttribute('aria-disabled', 'true');
  });

  it('read-only: no buttons, taken seats with their notes as tooltip and in their names', () => {
    render(
      <SeatMap
        readOnly
        layout={coach}
        seats={seatsWith(['1B', '2A'])}
        seatNotes={{ '1b': 'Amina Juma, Dar es Salaam → Moshi' }}
      />,
    );
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Seat map, front at the top' });
    expect(within(table).queryAllByRole('button')).toEqual([]);
    const noted = within(table).getByText('Seat 1B, aisle, taken, Amina Juma, Dar es Salaam → Moshi');
    expect(noted.closest('[title]')).toHaveAttribute('title', 'Amina Juma, Dar es Salaam → Moshi');
    expect(within(table).getByText('Seat 2A, window, taken')).toBeInTheDocument();
    expect(within(table).getByText('Seat 1A, window, free')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    const legend = screen.getByRole('list', { name: /./ });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Free', 'Taken']);
  });
});
