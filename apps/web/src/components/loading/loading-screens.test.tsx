import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LOADING_TIPS } from './loading-phrases';
import { PageLoader, tipKindForPath } from './loading-screens';

describe('loading tips', () => {
  it('fit the page: safari, trip or general', () => {
    expect(tipKindForPath('/safaris/12')).toBe('safari');
    expect(tipKindForPath('/booking/confirm')).toBe('safari');
    expect(tipKindForPath('/trips-discovery')).toBe('trip');
    expect(tipKindForPath('/transport-search')).toBe('trip');
    expect(tipKindForPath('/fleet/drivers')).toBe('trip');
    expect(tipKindForPath('/account')).toBe('general');
  });
  it("the page loader reads 'Loading page...' and shows a tip of its kind", () => {
    render(<PageLoader tipKind="trip" />);
    expect(screen.getByText('Loading page...')).toBeInTheDocument();
    const tip = screen.getByText('Did you know?', { exact: false }).closest('p')?.textContent ?? '';
    expect(LOADING_TIPS.trip.some((t) => tip.includes(t))).toBe(true);
  });
});
