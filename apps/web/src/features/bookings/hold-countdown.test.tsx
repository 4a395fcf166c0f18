import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HoldCountdown, holdMsLeft } from './hold-countdown';

describe('seat hold countdown', () => {
  it('counts the time left from the server’s expiry', () => {
    const now = Date.parse('2026-11-22T10:00:00.000Z');
    expect(holdMsLeft('2026-11-22T10:15:00.000Z', now)).toBe(15 * 60_000);
    expect(holdMsLeft('2026-11-22T09:59:00.000Z', now)).toBe(0);
    expect(holdMsLeft(null, now)).toBe(0);
    expect(holdMsLeft('not a date', now)).toBe(0);
  });

  it('shows mm:ss while the hold lasts and says when it has expired', () => {
    const { rerender } = render(<HoldCountdown msLeft={14 * 60_000 + 5_000} />);
    expect(screen.getByRole('timer')).toHaveTextContent('14:05');
    rerender(<HoldCountdown msLeft={0} />);
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByText('Your seat hold has expired.')).toBeInTheDocument();
  });
});
